import Testing

/// A post as the scripted server sends it.
public struct ScriptedPost: Equatable, Sendable {
    public let id: Int
    public let author: String
    public var likes: Int
    public var likedByMe: Bool
}

/// The server the feed script plays against: its first load fails (the network is down),
/// then it serves posts #1 to #4 and stores likes.
public final class ScriptedFeedServer {
    public private(set) var posts: [ScriptedPost] = [
        ScriptedPost(id: 1, author: "anna", likes: 0, likedByMe: false),
        ScriptedPost(id: 2, author: "bob", likes: 2, likedByMe: false),
        ScriptedPost(id: 3, author: "cleo", likes: 0, likedByMe: false),
        ScriptedPost(id: 4, author: "dev", likes: 5, likedByMe: false),
    ]
    /// How many loads were asked for.
    public private(set) var loads = 0

    /// The error of the first load.
    public struct Offline: Error, CustomStringConvertible {
        public var description: String { "the network is down" }
    }

    init() {}

    /// The feed; throws ``Offline`` the first time.
    public func loadFeed() throws -> [ScriptedPost] {
        loads += 1
        if loads == 1 { throw Offline() }
        return posts
    }

    /// Likes the post `id` for this user, or withdraws the like; returns the post as stored.
    @discardableResult
    public func toggleLike(_ id: Int) -> ScriptedPost? {
        guard let index = posts.firstIndex(where: { $0.id == id }) else { return nil }
        posts[index].likedByMe.toggle()
        posts[index].likes += posts[index].likedByMe ? 1 : -1
        return posts[index]
    }
}

/// Plays the feed script on a screen's view model, without any view: the first load fails
/// and the screen offers Retry; Retry shows four posts; a like turns post #3's button into
/// Unlike with one more like, stored on the server; a second tap turns it back.
///
/// `screen` is what the view would show, one line a row: a post as `#3 cleo ♥1 [Unlike]`,
/// the retry button as `[Retry]`.
///
/// ```swift
/// checkFeedScript(
///     make: { server in FeedViewModel(server: ServerAdapter(server)) },
///     load: { $0.load() }, retry: { $0.retry() }, tapLike: { $0.toggleLike(post: $1) },
///     screen: { $0.lines })
/// ```
public func checkFeedScript<Model>(
    make: (ScriptedFeedServer) -> Model,
    load: (Model) -> Void,
    retry: (Model) -> Void,
    tapLike: (Model, Int) -> Void,
    screen: (Model) -> [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let posts: ([String]) -> [String] = { $0.filter { $0.hasPrefix("#") } }
    runClauses(ScriptStep.allCases, needs: \.needs, property: \.property, at: sourceLocation) { step in
        // Each step plays the script from the start, on a fresh server and model.
        let server = ScriptedFeedServer()
        let model = make(server)
        load(model)
        if step != .failedLoad { retry(model) }
        if step == .like || step == .likeReachesServer || step == .unlike { tapLike(model, 3) }
        if step == .unlike { tapLike(model, 3) }
        let lines = screen(model)
        let holds: Bool
        switch step {
        case .failedLoad: holds = lines.contains("[Retry]") && posts(lines).isEmpty
        case .retry: holds = posts(lines).count == 4 && !lines.contains("[Retry]")
        case .like: holds = lines.contains("#3 cleo ♥1 [Unlike]")
        case .likeReachesServer:
            return server.posts[2].likes == 1
                ? nil
                : Violation(property: step.property, observed: "the server has \(server.posts[2].likes) likes on #3")
        case .unlike: holds = lines.contains("#3 cleo ♥0 [Like]")
        }
        return holds ? nil : Violation(property: step.property, observed: "the screen showed \(listed(lines))")
    }
}

/// The steps of the feed script, each a property of the screen.
private enum ScriptStep: CaseIterable {
    case failedLoad, retry, like, likeReachesServer, unlike

    var property: String {
        switch self {
        case .failedLoad: "when the first load fails, the screen offers [Retry] and shows no posts"
        case .retry: "after Retry, the screen shows the four posts and no [Retry]"
        case .like: "liking #3 shows one more like and an [Unlike] button on its row"
        case .likeReachesServer: "a like is sent to the server"
        case .unlike: "tapping Unlike on #3 turns its row back to [Like]"
        }
    }

    var needs: [Self] {
        switch self {
        case .failedLoad: []
        case .retry: [.failedLoad]
        case .like, .likeReachesServer: [.retry]
        case .unlike: [.like]
        }
    }
}
