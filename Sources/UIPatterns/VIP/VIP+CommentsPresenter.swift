import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension VIP {
    /// The comments scene's Presenter: response in, view model out.
    @MainActor
    final class CommentsPresenter {
        weak var viewController: CommentsViewController?

        func present(_ response: CommentsScene.Response) {
            let viewModel = CommentsScene.ViewModel(
                header: FeedText.header(response.post), lines: response.comments.map(FeedText.comment),
                error: response.error, clearsDraft: response.sent)
            Trace.call(
                from: "CommentsPresenter", to: "CommentsViewController", "display(\(viewModel.lines.count) lines)")
            viewController?.display(viewModel)
        }
    }
}
