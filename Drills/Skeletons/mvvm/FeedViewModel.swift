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

    /// Loads the feed from the server. TODO
    func load() {}

    /// Loads again after a failure. TODO
    func retry() {}

    /// Likes the post, or takes the like back, on the server. TODO
    func toggleLike(post: Int) {}
}
