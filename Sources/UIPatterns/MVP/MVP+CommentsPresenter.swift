import Futubra
import FutubraServer
import MessageTrace

extension MVP {
    /// What the comments presenter can ask of its view, including what the user typed.
    @MainActor
    protocol CommentsViewing: AnyObject {
        var draft: String { get }
        func showHeader(_ text: String)
        func showComments(_ lines: [String])
        func showError(_ message: String)
        func clearDraft()
    }

    /// The Presenter of the comments screen: loads the comments, checks and sends new ones.
    ///
    /// `sendTapped()` takes no arguments: the presenter reads the draft through the view's
    /// interface, as MVP prescribes, and refuses empty text before any request.
    @MainActor
    final class CommentsPresenter {
        /// The view, behind its protocol.
        weak var view: (any CommentsViewing)?
        /// The post whose comments these are.
        let post: Post
        private let model: FeedModel
        private var lines: [String] = []

        init(post: Post, model: FeedModel) {
            self.post = post
            self.model = model
        }

        func viewDidLoad() async {
            Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "showHeader(…)")
            view?.showHeader(FeedText.header(post))
            Trace.call(from: "CommentsPresenter", to: "FeedModel", "comments(on: \(post.id))")
            do {
                let comments = try await model.comments(on: post.id)
                Trace.reply(from: "FeedModel", to: "CommentsPresenter", "\(comments.count) comments")
                lines = comments.map(FeedText.comment)
                show()
            } catch {
                Trace.reply(from: "FeedModel", to: "CommentsPresenter", FeedText.failure(error))
                Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "showError(…)")
                view?.showError(FeedText.requestFailed(error))
            }
        }

        func sendTapped() async {
            Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "draft")
            let text = view?.draft ?? ""
            guard (try? TextContent(text)) != nil else {
                Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "showError(empty)")
                view?.showError(FeedText.emptyComment)
                return
            }
            Trace.call(from: "CommentsPresenter", to: "FeedModel", "addComment(on: \(post.id))")
            do {
                let comment = try await model.addComment(text, on: post.id)
                Trace.reply(from: "FeedModel", to: "CommentsPresenter", "comment \(comment.id)")
                lines.append(FeedText.comment(comment))
                Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "clearDraft()")
                view?.clearDraft()
                show()
            } catch {
                Trace.reply(from: "FeedModel", to: "CommentsPresenter", FeedText.failure(error))
                Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "showError(…)")
                view?.showError(FeedText.requestFailed(error))
            }
        }

        private func show() {
            Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "showComments(\(lines.count))")
            view?.showComments(lines)
        }
    }
}
