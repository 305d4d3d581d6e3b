import ExampleKit
import Futubra
import FutubraServer

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
        private let transcript: Transcript
        private var lines: [String] = []

        init(post: Post, model: FeedModel, transcript: Transcript) {
            self.post = post
            self.model = model
            self.transcript = transcript
        }

        func viewDidLoad() async {
            transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "showHeader(…)")
            view?.showHeader(FeedText.header(post))
            transcript.trace(from: "CommentsPresenter", to: "FeedModel", "comments(on: \(post.id))")
            do {
                let comments = try await model.comments(on: post.id)
                transcript.reply(from: "FeedModel", to: "CommentsPresenter", "\(comments.count) comments")
                lines = comments.map(FeedText.comment)
                show()
            } catch {
                transcript.reply(from: "FeedModel", to: "CommentsPresenter", FeedText.failure(error))
                transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "showError(…)")
                view?.showError(FeedText.requestFailed(error))
            }
        }

        func sendTapped() async {
            transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "draft")
            let text = view?.draft ?? ""
            guard (try? TextContent(text)) != nil else {
                transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "showError(empty)")
                view?.showError(FeedText.emptyComment)
                return
            }
            transcript.trace(from: "CommentsPresenter", to: "FeedModel", "addComment(on: \(post.id))")
            do {
                let comment = try await model.addComment(text, on: post.id)
                transcript.reply(from: "FeedModel", to: "CommentsPresenter", "comment \(comment.id)")
                lines.append(FeedText.comment(comment))
                transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "clearDraft()")
                view?.clearDraft()
                show()
            } catch {
                transcript.reply(from: "FeedModel", to: "CommentsPresenter", FeedText.failure(error))
                transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "showError(…)")
                view?.showError(FeedText.requestFailed(error))
            }
        }

        private func show() {
            transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "showComments(\(lines.count))")
            view?.showComments(lines)
        }
    }
}
