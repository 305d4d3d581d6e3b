import Futubra

/// Long parameter list: a post card drawn from six loose values, two of them unlabeled flags.
///
/// Every caller passes all six, in order. The profile screen wants a compact card without
/// the avatar and passes the two flags the wrong way round; it compiles, because both are
/// `Bool`.
enum LooseCards {
    /// The card line: an avatar initial if asked, the author, the words (cut when compact), the counts.
    static func card(
        _ author: UserName, _ words: String, _ likes: Int, _ comments: Int, _ showsAvatar: Bool, _ compact: Bool
    ) -> String {
        let avatar = showsAvatar ? "(\(author.rawValue.prefix(1).uppercased())) " : ""
        let text = compact && words.count > 12 ? String(words.prefix(12)) + "…" : words
        return "\(avatar)\(author): \(text) · \(likes)♥ \(comments)✎"
    }

    /// The feed's card: avatar, full words.
    static func feedCard(_ post: Post) -> String {
        card(post.author, post.content.words ?? "", post.likeCount, post.comments.count, true, false)
    }

    /// The profile's card: meant to be compact without the avatar; the flags are swapped.
    static func profileCard(_ post: Post) -> String {
        card(post.author, post.content.words ?? "", post.likeCount, post.comments.count, true, false)
    }
}

/// How a card is drawn, as one value with named presets.
struct CardStyle: Equatable, Sendable {
    var showsAvatar = true
    var compact = false

    static let feed = CardStyle()
    static let profile = CardStyle(showsAvatar: false, compact: true)
}

/// The same cards from a post and a style: two parameters, both named.
enum PostCards {
    static func card(for post: Post, style: CardStyle) -> String {
        LooseCards.card(
            post.author, post.content.words ?? "", post.likeCount, post.comments.count, style.showsAvatar, style.compact
        )
    }
}
