/// Futubra's timeline screen, grown the way screens grow: one class keeps the posts, who liked
/// them, their comments, where the user is, the banner that says why an action was refused,
/// and the comment rule, and every feature reaches every field.
///
/// Refactor it: keep `init(posts:maximumCommentLength:)`, `handle(_:)` and `screen` as they are
/// (the tests drive them), and what the screen shows after every action.
final class TimelineScreen {
    private var posts: [TimelinePost]
    private var likes: [Int: Set<String>] = [:]
    private var comments: [Int: [String]] = [:]
    private var stack: [Int] = []
    private var banner: String?
    private let maximumCommentLength: Int

    init(posts: [TimelinePost], maximumCommentLength: Int = 40) {
        self.posts = posts
        self.maximumCommentLength = maximumCommentLength
    }

    /// Handles one action; an action that is refused says why in the banner.
    func handle(_ action: TimelineAction) {
        banner = nil
        switch action {
        case .like(let id, let user):
            guard posts.contains(where: { $0.id == id }) else {
                banner = "no post #\(id)"
                return
            }
            likes[id, default: []].insert(user)
        case .unlike(let id, let user):
            guard likes[id]?.contains(user) == true else {
                banner = "\(user) has not liked #\(id)"
                return
            }
            likes[id]?.remove(user)
        case .comment(let id, let user, let text):
            let words = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            if !posts.contains(where: { $0.id == id }) {
                banner = "no post #\(id)"
            } else if words.isEmpty {
                banner = "a comment needs words"
            } else if words.count > maximumCommentLength {
                banner = "a comment is at most \(maximumCommentLength) characters"
            } else {
                comments[id, default: []].append("\(user): \(words)")
            }
        case .open(let id):
            guard posts.contains(where: { $0.id == id }) else {
                banner = "no post #\(id)"
                return
            }
            stack.append(id)
        case .back:
            guard !stack.isEmpty else {
                banner = "already on the timeline"
                return
            }
            stack.removeLast()
        }
    }

    /// What the screen shows: the open post with its comments, or the timeline's rows; then
    /// the banner, if any.
    var screen: [String] {
        var lines: [String] = []
        if let open = stack.last, let post = posts.first(where: { $0.id == open }) {
            lines.append("timeline > " + stack.map { "#\($0)" }.joined(separator: " > "))
            lines.append("\(post.author): \(post.text)")
            lines.append("♥ \(likes[open, default: []].count)")
            for comment in comments[open, default: []] {
                lines.append("  \(comment)")
            }
        } else {
            lines.append("timeline")
            for post in posts {
                let title = post.text.count > 16 ? String(post.text.prefix(15)) + "…" : post.text
                let likeCount = likes[post.id, default: []].count
                let commentCount = comments[post.id, default: []].count
                lines.append("#\(post.id) \(post.author) · \(title) · ♥ \(likeCount) · ✎ \(commentCount)")
            }
        }
        if let banner {
            lines.append("! \(banner)")
        }
        return lines
    }
}
