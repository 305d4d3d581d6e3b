import Futubra

/// Long method: the feed digest a user gets in the evening, written as one method that
/// does four jobs in turn.
///
/// The totals, the top post, the posts the viewer has not liked and the list of commenters
/// are each a few lines; together they are one method that must be read whole to change
/// any of them.
enum LongDigest {
    /// Four lines: totals, the top post, what `viewer` has not liked, who commented.
    static func digest(of feed: Feed, for viewer: UserName) -> [String] {
        var lines: [String] = []
        var total = 0
        var top: Post?
        for post in feed.posts {
            total += post.likeCount
            if let best = top {
                if post.likeCount > best.likeCount {
                    top = post
                }
            } else {
                top = post
            }
        }
        lines.append("\(feed.count) posts, \(total) likes")
        if let top {
            lines.append("top: \(top.id) by \(top.author): \(top.content.words ?? top.content.kind.rawValue)")
        }
        var unliked = 0
        for post in feed.posts {
            if post.author != viewer {
                if !post.isLiked(by: viewer) {
                    unliked += 1
                }
            }
        }
        lines.append("\(unliked) posts \(viewer) has not liked")
        var commenters: Set<UserName> = []
        for post in feed.posts {
            for comment in post.comments {
                commenters.insert(comment.author)
            }
        }
        let names = commenters.sorted().map(\.rawValue)
        lines.append("commenters: " + (names.isEmpty ? "none" : names.joined(separator: ", ")))
        return lines
    }
}

/// The same digest as four short functions, each named for its job and readable alone.
enum FeedDigest {
    /// Four lines: totals, the top post, what `viewer` has not liked, who commented.
    static func digest(of feed: Feed, for viewer: UserName) -> [String] {
        [totals(feed), topPost(feed), unliked(feed, by: viewer), commenters(feed)].compactMap { $0 }
    }

    static func totals(_ feed: Feed) -> String {
        "\(feed.count) posts, \(feed.posts.reduce(0) { $0 + $1.likeCount }) likes"
    }

    /// The first post with the most likes.
    static func topPost(_ feed: Feed) -> String? {
        guard let top = feed.posts.max(by: { $0.likeCount < $1.likeCount }) else { return nil }
        return "top: \(top.id) by \(top.author): \(top.content.words ?? top.content.kind.rawValue)"
    }

    static func unliked(_ feed: Feed, by viewer: UserName) -> String {
        let count = feed.posts.filter { $0.author != viewer && !$0.isLiked(by: viewer) }.count
        return "\(count) posts \(viewer) has not liked"
    }

    static func commenters(_ feed: Feed) -> String {
        let names = Set(feed.posts.flatMap { $0.comments.map(\.author) }).sorted().map(\.rawValue)
        return "commenters: " + (names.isEmpty ? "none" : names.joined(separator: ", "))
    }
}
