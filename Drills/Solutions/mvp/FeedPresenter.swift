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
    /// The view this presenter tells what to show. Weak: the view owns the presenter, and a
    /// strong reference back would keep the two alive together.
    weak var view: (any FeedView)?
    private let backend: any FeedBackend
    private var posts: [PresentedPost] = []

    init(backend: any FeedBackend) {
        self.backend = backend
    }

    /// Loads the feed and shows it; a failure shows the reason and `[Retry]`.
    func viewDidLoad() {
        do {
            posts = try backend.loadPosts()
            showPosts()
        } catch {
            posts = []
            view?.display(["! \(error)", "[Retry]"])
        }
    }

    /// Loads again.
    func didTapRetry() {
        viewDidLoad()
    }

    /// Likes the post on the server, or takes the like back, and shows its row as the server
    /// stored it.
    func didTapLike(post: Int) {
        guard let stored = backend.toggleLike(post), let index = posts.firstIndex(where: { $0.id == post }) else {
            return
        }
        posts[index] = stored
        showPosts()
    }

    private func showPosts() {
        view?.display(posts.map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]" })
    }
}
