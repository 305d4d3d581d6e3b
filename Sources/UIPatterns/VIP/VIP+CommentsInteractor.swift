import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension VIP {
    /// The comments scene's Interactor and data store: the post (set by the router), its
    /// comments, and the rule that a comment needs visible text.
    ///
    /// It starts with no post: the feed scene's router writes it into this data store
    /// (``FeedRouter/passData(from:to:)``) before the scene is shown.
    @MainActor
    final class CommentsInteractor: CommentsDataStore {
        var post: Post?
        weak var presenter: CommentsPresenter?
        private(set) var comments: [Comment] = []
        private let worker: any FeedWorking
        private let user: UserName

        init(worker: any FeedWorking, user: UserName) {
            self.worker = worker
            self.user = user
        }

        func load() async {
            guard let post else { return }
            do {
                comments = try await worker.comments(on: post.id)
                present(error: "", sent: false)
            } catch {
                present(error: FeedText.requestFailed(error), sent: false)
            }
        }

        func send(_ request: CommentsScene.Send.Request) async {
            guard let post else { return }
            guard (try? TextContent(request.text)) != nil else {
                return present(error: FeedText.emptyComment, sent: false)
            }
            do {
                comments.append(try await worker.addComment(request.text, on: post.id, by: user))
                present(error: "", sent: true)
            } catch {
                present(error: FeedText.requestFailed(error), sent: false)
            }
        }

        private func present(error: String, sent: Bool) {
            guard let post else { return }
            Trace.call(from: "CommentsInteractor", to: "CommentsPresenter", "present(\(comments.count) comments)")
            presenter?.present(CommentsScene.Response(post: post, comments: comments, error: error, sent: sent))
        }
    }
}
