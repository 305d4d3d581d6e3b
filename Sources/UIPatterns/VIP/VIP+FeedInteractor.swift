import Futubra
import FutubraServer
import MessageTrace

extension VIP {
    /// The feed scene's Interactor: takes requests, does the work, sends responses on.
    ///
    /// It owns the scene's data (``FeedDataStore``) and calls the worker; it never calls the
    /// view controller, only the presenter.
    @MainActor
    final class FeedInteractor: FeedBusinessLogic, FeedDataStore {
        private(set) var posts: [Post] = []
        private(set) var selectedPost: Post?
        private let worker: any FeedWorking
        private let presenter: any FeedPresentationLogic
        private let user: UserName

        init(worker: any FeedWorking, presenter: any FeedPresentationLogic, user: UserName) {
            self.worker = worker
            self.presenter = presenter
            self.user = user
        }

        func load(_ request: FeedScene.Load.Request) async {
            present(.loading)
            do {
                posts = try await worker.fetchFeed().posts
                present(.loaded(posts, viewer: user))
            } catch {
                present(.failed(error))
            }
        }

        func like(_ request: FeedScene.Like.Request) async {
            guard posts.indices.contains(request.row) else { return }
            let post = posts[request.row]
            do {
                posts[request.row] = try await worker.setLike(!post.isLiked(by: user), on: post.id, by: user)
            } catch {
                // The like failed and the posts are as they were: the feed is still loaded,
                // so the response is the unchanged posts, not a failed load offering Retry.
            }
            present(.loaded(posts, viewer: user))
        }

        func select(_ request: FeedScene.Select.Request) {
            guard posts.indices.contains(request.row) else { return }
            selectedPost = posts[request.row]
            Trace.call(from: "FeedInteractor", to: "FeedPresenter", "presentSelection()")
            presenter.presentSelection()
        }

        private func present(_ response: FeedScene.Load.Response) {
            Trace.call(from: "FeedInteractor", to: "FeedPresenter", "present(\(response.summary))")
            presenter.present(response)
        }
    }
}
