import Futubra
import FutubraServer
import MessageTrace

extension VIPER {
    /// The feed module's Presenter: view logic between the view, the interactor and the router.
    ///
    /// It reacts to the view's events by starting use cases on the interactor, turns the
    /// interactor's results into rows for the view, and asks the router to navigate. Data
    /// flows both ways through it: view → presenter → interactor, and back.
    @MainActor
    final class FeedPresenter: FeedInteractorOutput, MVP.FeedEvents {
        weak var view: (any FeedViewInterface)?
        let interactor: any FeedInteractorInput
        let router: any FeedRouting

        init(interactor: any FeedInteractorInput, router: any FeedRouting) {
            self.interactor = interactor
            self.router = router
        }

        func viewDidLoad() async {
            await fetch()
        }

        func retryTapped() async {
            await fetch()
        }

        func likeTapped(row: Int) async {
            Trace.call(from: "FeedPresenter", to: "FeedInteractor", "toggleLike(row: \(row))")
            await interactor.toggleLike(row: row)
        }

        func rowSelected(_ row: Int) {
            guard let post = interactor.post(row: row) else { return }
            Trace.call(from: "FeedPresenter", to: "FeedRouter", "showComments(of: \(post.id))")
            router.showComments(of: post)
        }

        private func fetch() async {
            view?.showLoading()
            Trace.call(from: "FeedPresenter", to: "FeedInteractor", "fetchFeed()")
            await interactor.fetchFeed()
        }

        func didFetch(_ posts: [Post], viewer: UserName) {
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "showRows(\(posts.count) rows)")
            view?.showRows(posts.map { FeedText.row($0, viewer: viewer) })
        }

        func didFail(_ error: FeedClientError) {
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "showError(…)")
            view?.showError(FeedText.loadFailed(error))
        }

        /// A like that failed changed nothing, so the presenter leaves the rows on screen as
        /// they are (the feed did load; offering Retry would be wrong).
        func didFailToToggleLike(_ error: FeedClientError) {}
    }
}
