import Synchronization

/// The timeline screen's whole state, a value: the store keeps one and replaces it with what
/// the reducer returns.
struct TimelineState: Equatable, CustomStringConvertible {
    var posts: [Int] = []
    var liked: Set<Int> = []
    var isLoading = false

    var description: String {
        "{posts \(posts), liked \(liked.sorted()), \(isLoading ? "loading" : "idle")}"
    }
}

/// What can happen on the timeline: the user's taps and the server's answers.
enum FeedAction: Equatable {
    /// Pull to refresh.
    case refresh
    /// The server's answer to a refresh: the posts, newest first.
    case loaded([Int])
    case like(Int)
    case unlike(Int)
}

/// Work the store runs after the reducer has returned; the reducer only names it.
enum TimelineEffect: Equatable {
    case fetchFeed
    case sendLike(Int)
    case sendUnlike(Int)
}

/// The server's like endpoint, which the store calls when it runs a `sendLike` or
/// `sendUnlike` effect. It records every request.
final class LikeAPI: Sendable {
    static let shared = LikeAPI()

    private let sent = Mutex<[String]>([])

    /// How many requests have been sent.
    var requestCount: Int {
        sent.withLock { $0.count }
    }

    func send(like post: Int) {
        sent.withLock { $0.append("like \(post)") }
    }

    func send(unlike post: Int) {
        sent.withLock { $0.append("unlike \(post)") }
    }
}
