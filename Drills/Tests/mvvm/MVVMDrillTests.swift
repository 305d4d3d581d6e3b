import PatternContracts
import Testing

@testable import Drill

/// The contract's scripted server, as a `FeedServer`.
private struct ScriptedServer: FeedServer {
    let server: ScriptedFeedServer

    func loadFeed() throws -> [FeedPost] {
        try server.loadFeed().map(Self.post)
    }

    func toggleLike(_ post: Int) -> FeedPost? {
        server.toggleLike(post).map(Self.post)
    }

    private static func post(_ post: ScriptedPost) -> FeedPost {
        FeedPost(id: post.id, author: post.author, likes: post.likes, likedByMe: post.likedByMe)
    }
}

@Suite("MVVM drill", .timeLimit(.minutes(1)), .watchdog)
struct MVVMDrillTests {
    @Test("the view model plays the feed script with no view: Retry after a failure, Unlike after a like")
    func feedScript() {
        checkFeedScript(
            make: { server in FeedViewModel(server: ScriptedServer(server: server)) },
            load: { $0.load() },
            retry: { $0.retry() },
            tapLike: { model, post in model.toggleLike(post: post) },
            screen: { $0.lines })
    }
}
