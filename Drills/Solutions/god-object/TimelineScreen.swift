/// Futubra's timeline screen: it hands each action to the part whose job it is and draws what
/// they hold. The posts and their likes and comments live in a `TimelineStore`, where the user
/// is in a `TimelineRouter`, and the screen keeps only the banner.
final class TimelineScreen {
    private var store: TimelineStore
    private var router = TimelineRouter()
    private var banner: String?

    init(posts: [TimelinePost], maximumCommentLength: Int = 40) {
        store = TimelineStore(posts: posts, rule: TimelineCommentRule(maximumLength: maximumCommentLength))
    }

    /// Handles one action; an action that is refused says why in the banner.
    func handle(_ action: TimelineAction) {
        switch action {
        case .like(let id, let user): banner = store.like(id, by: user)
        case .unlike(let id, let user): banner = store.unlike(id, by: user)
        case .comment(let id, let user, let text): banner = store.comment(on: id, by: user, text: text)
        case .open(let id): banner = store.post(id) == nil ? "no post #\(id)" : router.open(id)
        case .back: banner = router.back()
        }
    }

    /// What the screen shows: the open post with its comments, or the timeline's rows; then
    /// the banner, if any.
    var screen: [String] {
        var lines = router.current.flatMap(store.post).map { detail(of: $0) } ?? rows
        if let banner { lines.append("! \(banner)") }
        return lines
    }

    private func detail(of post: TimelinePost) -> [String] {
        let engagement = store.engagement(of: post.id)
        return ["timeline > " + router.trail, "\(post.author): \(post.text)", "♥ \(engagement.likedBy.count)"]
            + engagement.comments.map { "  \($0)" }
    }

    private var rows: [String] {
        ["timeline"] + store.posts.map { TimelineRow.text(for: $0, engagement: store.engagement(of: $0.id)) }
    }
}

/// One row of the timeline: a post's title cut to 16 characters, its likes and its comments.
enum TimelineRow {
    static func text(for post: TimelinePost, engagement: TimelineEngagement) -> String {
        let title = post.text.count > 16 ? String(post.text.prefix(15)) + "…" : post.text
        return "#\(post.id) \(post.author) · \(title) · ♥ \(engagement.likedBy.count) · ✎ \(engagement.comments.count)"
    }
}

/// Who liked a post and what was said under it.
struct TimelineEngagement {
    var likedBy: Set<String> = []
    var comments: [String] = []
}

/// The timeline's posts and what users did with them. Each change answers why it was refused,
/// or `nil` when it was done.
struct TimelineStore {
    let posts: [TimelinePost]
    private var engagements: [Int: TimelineEngagement] = [:]
    private let rule: TimelineCommentRule

    init(posts: [TimelinePost], rule: TimelineCommentRule) {
        self.posts = posts
        self.rule = rule
    }

    func post(_ id: Int) -> TimelinePost? {
        posts.first { $0.id == id }
    }

    func engagement(of id: Int) -> TimelineEngagement {
        engagements[id, default: TimelineEngagement()]
    }

    mutating func like(_ id: Int, by user: String) -> String? {
        guard post(id) != nil else { return "no post #\(id)" }
        engagements[id, default: TimelineEngagement()].likedBy.insert(user)
        return nil
    }

    mutating func unlike(_ id: Int, by user: String) -> String? {
        guard engagements[id]?.likedBy.contains(user) == true else { return "\(user) has not liked #\(id)" }
        engagements[id]?.likedBy.remove(user)
        return nil
    }

    mutating func comment(on id: Int, by user: String, text: String) -> String? {
        guard post(id) != nil else { return "no post #\(id)" }
        let words = rule.words(of: text)
        if let problem = rule.problem(with: words) { return problem }
        engagements[id, default: TimelineEngagement()].comments.append("\(user): \(words)")
        return nil
    }
}

/// What a comment may be: words, at most `maximumLength` characters once trimmed.
struct TimelineCommentRule {
    let maximumLength: Int

    func words(of text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    func problem(with words: String) -> String? {
        if words.isEmpty { return "a comment needs words" }
        return words.count > maximumLength ? "a comment is at most \(maximumLength) characters" : nil
    }
}

/// Where the user is: the posts opened, the last on top.
struct TimelineRouter {
    private var stack: [Int] = []

    var current: Int? { stack.last }
    var trail: String { stack.map { "#\($0)" }.joined(separator: " > ") }

    mutating func open(_ id: Int) -> String? {
        stack.append(id)
        return nil
    }

    mutating func back() -> String? {
        guard !stack.isEmpty else { return "already on the timeline" }
        stack.removeLast()
        return nil
    }
}
