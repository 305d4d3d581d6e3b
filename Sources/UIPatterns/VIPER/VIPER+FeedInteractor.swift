import Futubra
import FutubraServer
import MessageTrace

extension VIPER {
    /// The feed module's Interactor: the use cases "load the feed" and "like or unlike a
    /// post", over the entities, with the server behind ``FeedAPI``.
    ///
    /// It owns the entities and reports to its presenter through ``FeedInteractorOutput``,
    /// held weakly. It knows nothing of views or formatting.
    @MainActor
    final class FeedInteractor: FeedInteractorInput {
        /// Where results go: the presenter.
        weak var output: (any FeedInteractorOutput)?
        /// The entities: the posts as last loaded and changed.
        private(set) var posts: [Post] = []
        private let api: FeedAPI
        private let user: UserName

        init(client: FeedClient, user: UserName) {
            api = FeedAPI(client: client, caller: "FeedInteractor")
            self.user = user
        }

        func fetchFeed() async {
            do {
                posts = try await api.feed().posts
                report("didFetch(\(posts.count) posts)")
                output?.didFetch(posts, viewer: user)
            } catch {
                report("didFail(\(error.status ?? 0))")
                output?.didFail(error)
            }
        }

        func toggleLike(row: Int) async {
            guard let post = post(row: row) else { return }
            do {
                let changed =
                    post.isLiked(by: user)
                    ? try await api.unlike(post.id, as: user) : try await api.like(post.id, as: user)
                posts[row] = changed
                report("didFetch(\(posts.count) posts)")
                output?.didFetch(posts, viewer: user)
            } catch {
                report("didFailToToggleLike(\(error.status ?? 0))")
                output?.didFailToToggleLike(error)
            }
        }

        func post(row: Int) -> Post? {
            posts.indices.contains(row) ? posts[row] : nil
        }

        private func report(_ message: String) {
            Trace.call(from: "FeedInteractor", to: "FeedPresenter", message)
        }
    }
}
