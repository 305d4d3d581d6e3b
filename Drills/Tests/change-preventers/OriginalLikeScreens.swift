@testable import Drill

// The four screens before the refactoring, exactly as the drill gave them (only their names
// differ): the characterization tests compare yours with them.

/// A row of the feed: `#4 anna · 3 likes`.
enum OriginalFeedRowText {
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
enum OriginalPostFooterText {
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
enum OriginalProfileTotalText {
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
enum OriginalLikeAlertText {
    static func text(for post: LikedPost, liker: String) -> String {
        let count = post.likes
        let wording =
            count == 0
            ? "no likes yet"
            : count == 1 ? "1 like" : count < 1000 ? "\(count) likes" : "\(count / 1000).\(count % 1000 / 100)k likes"
        return "\(liker) → #\(post.id): \(wording)"
    }
}
