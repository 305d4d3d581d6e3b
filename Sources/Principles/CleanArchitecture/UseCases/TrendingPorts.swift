import Futubra

extension CleanArchitecture {
    /// The input port: what the outside may ask of the "show trending posts" use case.
    protocol ShowTrendingInput {
        func showTrending()
    }

    /// The output port: how the use case hands its result outwards, without knowing who
    /// receives it. The presenter implements it.
    protocol ShowTrendingOutput: AnyObject {
        func present(_ response: TrendingResponse)
    }

    /// The gateway the use case needs to read posts. Declared here, in the use case's layer,
    /// and implemented outside it by a repository: the dependency points inwards. It fails in
    /// the use case's own terms, so no server or decoding error crosses into the use case.
    protocol PostGateway {
        func posts() throws(PostsUnavailable) -> [Post]
    }

    /// Why the posts could not be read, as the use case sees it.
    enum PostsUnavailable: Error, Equatable, Sendable {
        /// The source could not be reached.
        case unreachable
        /// It answered with something that is not posts.
        case unreadable
    }

    /// The use case's answer: plain data crossing the boundary, no formatting, no view types.
    struct TrendingResponse: Equatable, Sendable {
        struct Item: Equatable, Sendable {
            let post: PostID
            let author: UserName
            let score: Int
        }

        let items: [Item]
        /// How many posts were ranked.
        let total: Int
        /// Why nothing could be ranked, if so: data, not an error object.
        var failure: PostsUnavailable?
    }
}
