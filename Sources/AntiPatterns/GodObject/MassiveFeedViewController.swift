import Foundation
import Futubra

/// The god object: one feed screen controller that holds the feed, applies likes, checks and
/// adds comments, formats the rows and keeps the navigation stack.
///
/// Every feature was added where it was easiest, next to the others, so every method can
/// reach every field: the like handler sees the navigation stack, the row formatter sees the
/// comment limit. Each rule can only be tested through the whole screen, and every change to
/// any feature edits this one type. The behaviour itself is right: ``FeedScreenController``
/// does exactly the same with the jobs taken apart.
///
/// ```swift
/// let screen = MassiveFeedViewController(feed: try SampleFeed.feed())
/// screen.handle(.like(PostID(3), SampleFeed.anna))
/// screen.screen   // rows, route, banner
/// ```
final class MassiveFeedViewController {
    private var feed: Feed
    private var stack: [PostID] = []
    private var banner: String?
    private let maximumCommentLength = 80
    private let titleLength = 20

    /// A screen showing `feed`.
    init(feed: Feed) {
        self.feed = feed
    }

    /// Applies one user action: the whole screen's behaviour in one method.
    func handle(_ action: FeedScreenAction) {
        switch action {
        case .like(let id, let user):
            guard feed.post(id: id) != nil else {
                banner = "no post \(id)"
                return
            }
            do {
                let liked = try feed.update(id: id) { $0.like(by: user) }
                banner = liked ? "\(user) liked \(id)" : "\(user) already likes \(id)"
            } catch {
                banner = "\(error)"
            }
        case .unlike(let id, let user):
            guard feed.post(id: id) != nil else {
                banner = "no post \(id)"
                return
            }
            do {
                let unliked = try feed.update(id: id) { $0.unlike(by: user) }
                banner = unliked ? "\(user) unliked \(id)" : "\(user) did not like \(id)"
            } catch {
                banner = "\(error)"
            }
        case .comment(let id, let user, let text):
            let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if words.isEmpty {
                banner = "a comment needs words"
            } else if words.count > maximumCommentLength {
                banner = "a comment is at most \(maximumCommentLength) characters"
            } else if feed.post(id: id) == nil {
                banner = "no post \(id)"
            } else {
                do {
                    try feed.update(id: id) { (post: inout Post) throws(FutubraError) in
                        _ = post.addComment(by: user, content: try .text(words))
                    }
                    banner = "\(user) commented on \(id)"
                } catch {
                    banner = "\(error)"
                }
            }
        case .open(let id):
            if feed.post(id: id) == nil {
                banner = "no post \(id)"
            } else {
                stack.append(id)
                banner = nil
            }
        case .back:
            if stack.isEmpty {
                banner = "already on the feed"
            } else {
                stack.removeLast()
                banner = nil
            }
        }
    }

    /// What the screen shows: one row per post, the route, and the banner if there is one.
    var screen: [String] {
        var lines: [String] = []
        for post in feed.posts {
            var title = post.content.words ?? post.content.kind.rawValue
            if title.count > titleLength {
                title = String(title.prefix(titleLength)) + "…"
            }
            let likes = post.likeCount == 1 ? "1 like" : "\(post.likeCount) likes"
            let comments = post.comments.count == 1 ? "1 comment" : "\(post.comments.count) comments"
            lines.append("\(post.id) \(post.author) · \(title) · \(likes) · \(comments)")
        }
        lines.append("route: " + (["feed"] + stack.map { "post \($0)" }).joined(separator: " > "))
        if let banner {
            lines.append("banner: \(banner)")
        }
        return lines
    }
}
