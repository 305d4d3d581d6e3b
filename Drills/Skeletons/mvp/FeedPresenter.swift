/// The feed screen's presenter: it asks the server, decides what the screen shows, and tells
/// its passive view, which owns it (as a view controller owns its presenter).
///
/// ```swift
/// final class FeedViewController: UIViewController, FeedView {
///     lazy var presenter = FeedPresenter(backend: api)
///     override func viewDidLoad() { presenter.view = self; presenter.viewDidLoad() }
///     func display(_ lines: [String]) { … }
/// }
/// ```
final class FeedPresenter {
    /// The view this presenter tells what to show.
    ///
    /// TODO: the view owns this presenter; the presenter must not keep the view alive.
    var view: (any FeedView)?
    private let backend: any FeedBackend

    init(backend: any FeedBackend) {
        self.backend = backend
    }

    /// TODO: load the feed and show it; if the load fails, show the reason and `[Retry]`.
    func viewDidLoad() {}

    /// TODO: load again.
    func didTapRetry() {}

    /// TODO: like the post on the server, or take the like back, and show its row as the
    /// server stored it.
    func didTapLike(post: Int) {}
}
