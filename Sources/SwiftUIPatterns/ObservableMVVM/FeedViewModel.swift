import Futubra
import MessageTrace
import Observation

/// One row of the feed as the screen shows it: display-ready values, compared by value.
struct FeedRow: Identifiable, Equatable {
    let id: PostID
    let author: String
    var likes: Int
    var liked: Bool

    /// The row of `post`, as anna sees it.
    init(_ post: Post) {
        id = post.id
        author = post.author.description
        likes = post.likeCount
        liked = post.isLiked(by: SampleFeed.anna)
    }
}

/// The feed screen's view model: `@Observable`, so each view is evaluated again only when a
/// property its body read changes, and `@MainActor`, so its state changes on the main actor
/// and the views read it without a hop.
///
/// It holds no view: it loads the feed from the ``FeedService`` (the model) asynchronously,
/// publishes a phase and display-ready rows, and takes the screen's commands (`load()`,
/// `toggleLike(_:)`); a test drives it with no view at all.
@Observable
@MainActor
final class FeedViewModel {
    /// Where the screen is.
    enum Phase: Equatable {
        case loading
        case failed(String)
        case loaded
    }

    private(set) var phase = Phase.loading
    private(set) var rows: [FeedRow] = []
    /// Posts that arrived since the feed was shown, for the badge.
    private(set) var newPosts = 0
    @ObservationIgnored private let service: any FeedService

    /// A view model loading from `service`.
    init(service: any FeedService) {
        self.service = service
    }

    /// Loads the feed: the phase is `loading`, then `loaded` with the rows, or `failed`.
    func load() async {
        phase = .loading
        do {
            Trace.call(from: "FeedViewModel", to: "FeedService", "posts()")
            let posts = try await service.posts()
            rows = posts.map(FeedRow.init)
            phase = .loaded
        } catch {
            phase = .failed("Couldn't load the feed")
        }
    }

    /// Likes the post, or takes the like back, and shows the count the server answers.
    func toggleLike(_ id: PostID) async {
        guard let row = rows.first(where: { $0.id == id }) else { return }
        Trace.call(from: "FeedViewModel", to: "FeedService", "setLike(\(!row.liked), post: #\(id.rawValue))")
        guard let likes = try? await service.setLike(!row.liked, post: id) else { return }
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        var updated = rows[index]
        updated.liked = !row.liked
        updated.likes = likes
        rows[index] = updated
    }

    /// `count` new posts arrived (a push, a socket): the badge shows them.
    func newPostsArrived(_ count: Int) {
        newPosts += count
    }
}
