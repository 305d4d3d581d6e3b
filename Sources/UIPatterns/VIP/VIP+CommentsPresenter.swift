import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension VIP {
    /// The comments scene's Presenter: response in, view model out.
    @MainActor
    final class CommentsPresenter {
        weak var viewController: CommentsViewController?
        private let transcript: Transcript

        init(transcript: Transcript) {
            self.transcript = transcript
        }

        func present(_ response: CommentsScene.Response) {
            let viewModel = CommentsScene.ViewModel(
                header: FeedText.header(response.post), lines: response.comments.map(FeedText.comment),
                error: response.error, clearsDraft: response.sent)
            transcript.trace(
                from: "CommentsPresenter", to: "CommentsViewController", "display(\(viewModel.lines.count) lines)")
            viewController?.display(viewModel)
        }
    }
}
