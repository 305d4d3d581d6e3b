import PatternContracts
import Testing

@testable import Drill

/// The contract's scripted server, as a `FeedBackend`.
private struct ScriptedBackend: FeedBackend {
    let server: ScriptedFeedServer

    func loadPosts() throws -> [PresentedPost] {
        try server.loadFeed().map(Self.post)
    }

    func toggleLike(_ post: Int) -> PresentedPost? {
        server.toggleLike(post).map(Self.post)
    }

    private static func post(_ post: ScriptedPost) -> PresentedPost {
        PresentedPost(id: post.id, author: post.author, likes: post.likes, likedByMe: post.likedByMe)
    }
}

/// A server with an empty feed.
private struct EmptyBackend: FeedBackend {
    func loadPosts() throws -> [PresentedPost] { [] }
    func toggleLike(_ post: Int) -> PresentedPost? { nil }
}

/// A passive view that records what it is told to show; it owns its presenter.
private final class RecordingFeedView: FeedView {
    let presenter: FeedPresenter
    private(set) var lines: [String] = []

    init(backend: any FeedBackend) {
        presenter = FeedPresenter(backend: backend)
        presenter.view = self
    }

    func display(_ lines: [String]) {
        self.lines = lines
    }
}

@Suite("MVP drill", .timeLimit(.minutes(1)), .watchdog)
struct MVPDrillTests {
    @Test("the presenter plays the feed script on a passive view: Retry after a failure, Unlike after a like")
    func feedScript() {
        checkFeedScript(
            make: { server in RecordingFeedView(backend: ScriptedBackend(server: server)) },
            load: { $0.presenter.viewDidLoad() },
            retry: { $0.presenter.didTapRetry() },
            tapLike: { view, post in view.presenter.didTapLike(post: post) },
            screen: { $0.lines })
    }

    @Test("a view that owns its presenter goes away with its last outside reference")
    func noRetainCycle() {
        checkNotRetained(
            { RecordingFeedView(backend: EmptyBackend()) },
            by: { view in view.presenter.viewDidLoad() })
    }
}
