import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension VIPER {
    /// The comments module's Presenter.
    @MainActor
    final class CommentsPresenter {
        weak var view: (any CommentsViewInterface)?
        let interactor: CommentsInteractor

        init(interactor: CommentsInteractor) {
            self.interactor = interactor
        }

        func viewDidLoad() async {
            view?.showHeader(FeedText.header(interactor.post))
            Trace.call(from: "CommentsPresenter", to: "CommentsInteractor", "fetchComments()")
            await interactor.fetchComments()
        }

        func sendTapped(_ text: String) async {
            Trace.call(from: "CommentsPresenter", to: "CommentsInteractor", "addComment(…)")
            await interactor.addComment(text)
        }

        func didUpdate(_ comments: [Comment], error: String?) {
            show(comments, error: error ?? "")
        }

        func didAdd(_ comments: [Comment]) {
            Trace.call(from: "CommentsPresenter", to: "CommentsViewController", "clearDraft()")
            view?.clearDraft()
            show(comments, error: "")
        }

        private func show(_ comments: [Comment], error: String) {
            let message = "showComments(\(comments.count)" + (error.isEmpty ? ")" : ", error)")
            Trace.call(from: "CommentsPresenter", to: "CommentsViewController", message)
            view?.showComments(comments.map(FeedText.comment), error: error)
        }
    }
}
