// Four of Futubra's screens say how many likes a post has. Each spells the wording itself:
// none yet, one, many, thousands. When product asks for "1.2K" instead of "1.2k", or for
// "Be the first to like this" instead of "no likes yet", four screens must change, and one
// forgotten shows the old wording.
//
// Refactor them: keep `FeedRowText.text(for:)`, `PostFooterText.text(for:)`,
// `ProfileTotalText.text(for:)` and `LikeAlertText.text(for:liker:)` as they are (the tests
// call them), and every line they write.

/// A row of the feed: `#4 anna · 3 likes`.
enum FeedRowText {
    static func text(for post: LikedPost) -> String {
        let likes: String
        if post.likes == 0 {
            likes = "no likes yet"
        } else if post.likes == 1 {
            likes = "1 like"
        } else if post.likes < 1000 {
            likes = "\(post.likes) likes"
        } else {
            likes = "\(post.likes / 1000).\(post.likes % 1000 / 100)k likes"
        }
        return "#\(post.id) \(post.author) · \(likes)"
    }
}

/// The footer under an open post: `3 likes · share`.
enum PostFooterText {
    static func text(for post: LikedPost) -> String {
        switch post.likes {
        case 0: return "no likes yet · share"
        case 1: return "1 like · share"
        case 2..<1000: return "\(post.likes) likes · share"
        default: return "\(post.likes / 1000).\(post.likes % 1000 / 100)k likes · share"
        }
    }
}

/// The total on a profile: `anna: 12 likes on 3 posts`.
enum ProfileTotalText {
    static func text(for posts: [LikedPost]) -> String {
        let total = posts.reduce(0) { $0 + $1.likes }
        let author = posts.first?.author ?? "nobody"
        var likes = total == 1 ? "1 like" : "\(total) likes"
        if total == 0 { likes = "no likes yet" }
        if total >= 1000 { likes = "\(total / 1000).\(total % 1000 / 100)k likes" }
        return "\(author): \(likes) on \(posts.count) post\(posts.count == 1 ? "" : "s")"
    }
}

/// The alert a liker's tap raises for the author: `bob → #4: 3 likes`.
enum LikeAlertText {
    static func text(for post: LikedPost, liker: String) -> String {
        let count = post.likes
        let wording =
            count == 0
            ? "no likes yet"
            : count == 1 ? "1 like" : count < 1000 ? "\(count) likes" : "\(count / 1000).\(count % 1000 / 100)k likes"
        return "\(liker) → #\(post.id): \(wording)"
    }
}
