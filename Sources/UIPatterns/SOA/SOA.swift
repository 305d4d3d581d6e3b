import Futubra
import FutubraServer
import FutubraUI

/// The feed feature in a service-oriented architecture (SOA).
///
/// Features are built from services, used as tools: regular services do one specific job
/// each (load the feed, like a post, work with comments) and are what view controllers
/// import; a manager wraps a generic capability (here keyed storage) and is used only by
/// services. Screens stay thin MVC controllers that compose services.
enum SOA: FeedArchitecture {
    static let summary =
        "SOA: view controllers use FeedService, LikeService and CommentService; services call the Server and share StorageManager, a generic manager."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        let services = Services(client: environment.client, user: environment.user)
        let feed = FeedViewController(services, user: environment.user, work: environment.work)
        return FeedApp(navigation: NavigationController(root: feed))
    }

    /// The services a screen may use, built once and handed to every screen.
    @MainActor
    struct Services {
        let feed: FeedService
        let likes: LikeService
        let comments: CommentService

        init(client: FeedClient, user: UserName) {
            let storage = StorageManager<Int, Futubra.Post>()
            feed = FeedService(client: client, storage: storage)
            likes = LikeService(client: client, storage: storage, user: user)
            comments = CommentService(client: client, user: user)
        }
    }
}
