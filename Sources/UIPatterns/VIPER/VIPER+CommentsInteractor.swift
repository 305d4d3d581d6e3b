import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension VIPER {
    /// The comments module's Interactor: load comments, add one (text must not be empty).
    ///
    /// The emptiness rule is business logic, so it lives here, not in the presenter.
    @MainActor
    final class CommentsInteractor {
        weak var output: CommentsPresenter?
        let post: Post
        private(set) var comments: [Comment] = []
        private let api: FeedAPI
        private let user: UserName

        init(post: Post, client: FeedClient, user: UserName) {
            self.post = post
            api = FeedAPI(client: client, caller: "CommentsInteractor")
            self.user = user
        }

        func fetchComments() async {
            do {
                comments = try await api.comments(on: post.id)
                report("didUpdate(\(comments.count) comments)")
                output?.didUpdate(comments, error: nil)
            } catch {
                report("didUpdate(error)")
                output?.didUpdate(comments, error: FeedText.requestFailed(error))
            }
        }

        func addComment(_ text: String) async {
            guard (try? TextContent(text)) != nil else {
                report("didUpdate(error: empty text)")
                output?.didUpdate(comments, error: FeedText.emptyComment)
                return
            }
            do {
                comments.append(try await api.addComment(text, on: post.id, as: user))
                report("didAdd(\(comments.count) comments)")
                output?.didAdd(comments)
            } catch {
                report("didUpdate(error)")
                output?.didUpdate(comments, error: FeedText.requestFailed(error))
            }
        }

        private func report(_ message: String) {
            Trace.call(from: "CommentsInteractor", to: "CommentsPresenter", message)
        }
    }
}
