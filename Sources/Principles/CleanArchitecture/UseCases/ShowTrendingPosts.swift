import Futubra
import MessageTrace

extension CleanArchitecture {
    /// The use case (interactor) "show trending posts": reads posts through a gateway,
    /// applies the entity's rule, and hands a response to the output port.
    ///
    /// It names only its own layer's ports and the entities, in its code and in its trace
    /// alike: it calls "the gateway" and "the output port", never a repository or a presenter.
    /// Which server, database or screen is used is decided outside, so a test runs it with
    /// doubles.
    ///
    /// ```swift
    /// let useCase = ShowTrendingPosts(gateway: repository, output: presenter)
    /// useCase.showTrending()
    /// ```
    final class ShowTrendingPosts: ShowTrendingInput {
        private let gateway: any PostGateway
        private let policy: TrendingPolicy
        /// Held weakly: the presenter owns the use case.
        private weak var output: (any ShowTrendingOutput)?

        init(gateway: any PostGateway, output: any ShowTrendingOutput, policy: TrendingPolicy = TrendingPolicy()) {
            self.gateway = gateway
            self.output = output
            self.policy = policy
        }

        func showTrending() {
            Trace.call(from: "ShowTrendingPosts", to: "PostGateway", "posts()")
            let response: TrendingResponse
            do throws(PostsUnavailable) {
                let posts = try gateway.posts()
                Trace.reply(from: "PostGateway", to: "ShowTrendingPosts", "\(posts.count) Post entities")
                Trace.call(from: "ShowTrendingPosts", to: "TrendingPolicy", "trending(\(posts.count) posts)")
                let trending = policy.trending(posts)
                Trace.reply(
                    from: "TrendingPolicy", to: "ShowTrendingPosts",
                    trending.map { "#\($0.id.rawValue)" }.joined(separator: ", "))
                let items = trending.map {
                    TrendingResponse.Item(post: $0.id, author: $0.author, score: policy.score(of: $0))
                }
                response = TrendingResponse(items: items, total: posts.count)
            } catch {
                Trace.reply(from: "PostGateway", to: "ShowTrendingPosts", "\(error)")
                response = TrendingResponse(items: [], total: 0, failure: error)
            }
            Trace.call(from: "ShowTrendingPosts", to: "ShowTrendingOutput", "present(\(response.items.count) items)")
            output?.present(response)
        }
    }
}
