/// How Futubra words a number of likes, on every screen: none yet, one, many, thousands. A
/// change of wording is a change here, and every screen shows it.
struct LikeCount: Equatable {
    let value: Int

    var text: String {
        switch value {
        case 0: "no likes yet"
        case 1: "1 like"
        case 2..<1000: "\(value) likes"
        default: "\(value / 1000).\(value % 1000 / 100)k likes"
        }
    }
}

/// A row of the feed: `#4 anna · 3 likes`.
enum FeedRowText {
    static func text(for post: LikedPost) -> String {
        "#\(post.id) \(post.author) · \(LikeCount(value: post.likes).text)"
    }
}

/// The footer under an open post: `3 likes · share`.
enum PostFooterText {
    static func text(for post: LikedPost) -> String {
        "\(LikeCount(value: post.likes).text) · share"
    }
}

/// The total on a profile: `anna: 12 likes on 3 posts`.
enum ProfileTotalText {
    static func text(for posts: [LikedPost]) -> String {
        let total = LikeCount(value: posts.reduce(0) { $0 + $1.likes })
        let author = posts.first?.author ?? "nobody"
        return "\(author): \(total.text) on \(posts.count) post\(posts.count == 1 ? "" : "s")"
    }
}

/// The alert a liker's tap raises for the author: `bob → #4: 3 likes`.
enum LikeAlertText {
    static func text(for post: LikedPost, liker: String) -> String {
        "\(liker) → #\(post.id): \(LikeCount(value: post.likes).text)"
    }
}
