import Futubra
import MessageTrace

extension VIP {
    /// The feed scene's Presenter: turns responses into view models. Formatting only.
    @MainActor
    final class FeedPresenter: FeedPresentationLogic {
        weak var viewController: (any FeedDisplayLogic)?

        func present(_ response: FeedScene.Load.Response) {
            let viewModel =
                switch response {
                case .loading: FeedScene.Load.ViewModel(status: FeedText.loading, showsRetry: false, rows: [])
                case .failed(let error):
                    FeedScene.Load.ViewModel(status: FeedText.loadFailed(error), showsRetry: true, rows: [])
                case .loaded(let posts, let viewer):
                    FeedScene.Load.ViewModel(
                        status: "", showsRetry: false, rows: posts.map { FeedText.row($0, viewer: viewer) })
                }
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "display(\(viewModel.rows.count) rows)")
            viewController?.display(viewModel)
        }

        func presentSelection() {
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "displaySelection()")
            viewController?.displaySelection()
        }
    }
}
