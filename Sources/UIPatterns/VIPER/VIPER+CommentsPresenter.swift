import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension VIPER {
    /// The comments module's Presenter.
    @MainActor
    final class CommentsPresenter {
        weak var view: (any CommentsViewInterface)?
        let interactor: CommentsInteractor
        private let transcript: Transcript

        init(interactor: CommentsInteractor, transcript: Transcript) {
            self.interactor = interactor
            self.transcript = transcript
        }

        func viewDidLoad() async {
            view?.showHeader(FeedText.header(interactor.post))
            transcript.trace(from: "CommentsPresenter", to: "CommentsInteractor", "fetchComments()")
            await interactor.fetchComments()
        }

        func sendTapped(_ text: String) async {
            transcript.trace(from: "CommentsPresenter", to: "CommentsInteractor", "addComment(…)")
            await interactor.addComment(text)
        }

        func didUpdate(_ comments: [Comment], error: String?) {
            show(comments, error: error ?? "")
        }

        func didAdd(_ comments: [Comment]) {
            transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", "clearDraft()")
            view?.clearDraft()
            show(comments, error: "")
        }

        private func show(_ comments: [Comment], error: String) {
            let message = "showComments(\(comments.count)" + (error.isEmpty ? ")" : ", error)")
            transcript.trace(from: "CommentsPresenter", to: "CommentsViewController", message)
            view?.showComments(comments.map(FeedText.comment), error: error)
        }
    }
}
