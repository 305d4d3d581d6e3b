/// The feed screen's state and actions, with no view: the view draws `lines` and forwards
/// taps to `retry()` and `toggleLike(post:)`.
final class FeedViewModel {
    /// Where loading stands.
    enum Status: Equatable {
        case idle
        case failed(String)
        case loaded
    }

    private(set) var status = Status.idle
    private(set) var posts: [FeedPost] = []
    private let server: any FeedServer

    init(server: any FeedServer) {
        self.server = server
    }

    /// What the view draws, one line a row: `#3 cleo ♥1 [Unlike]`, or the error and `[Retry]`.
    var lines: [String] {
        switch status {
        case .idle: []
        case .failed(let reason): ["! \(reason)", "[Retry]"]
        case .loaded:
            posts.map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]" }
        }
    }

    /// Loads the feed from the server; a failure becomes state the view shows.
    func load() {
        do {
            posts = try server.loadFeed()
            status = .loaded
        } catch {
            posts = []
            status = .failed("\(error)")
        }
    }

    /// Loads again after a failure.
    func retry() {
        load()
    }

    /// Likes the post, or takes the like back, on the server, and shows what it stored.
    func toggleLike(post: Int) {
        guard let stored = server.toggleLike(post), let index = posts.firstIndex(where: { $0.id == post }) else {
            return
        }
        posts[index] = stored
    }
}
