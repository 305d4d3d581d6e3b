import Futubra

/// Primitive obsession: a post draft whose author is a `String`, whose image is a `String`
/// and whose audience is an `Int` code (0 everyone, 1 followers, 2 only me).
///
/// Every rule lives in the heads of the callers: "an na", "ftp://cat" and audience 7 are
/// all drafts this type accepts.
struct PrimitiveDraft: Equatable, Sendable {
    var author: String
    var imageURL: String
    var audience: Int

    /// `anna shares https://… with followers`.
    var announcement: String {
        let who = audience == 0 ? "everyone" : audience == 1 ? "followers" : "only me"
        return "\(author) shares \(imageURL) with \(who)"
    }
}

/// Who may see a post: a closed set, not a number.
enum Audience: Int, CaseIterable, Sendable {
    case everyone, followers, onlyMe

    var words: String {
        switch self {
        case .everyone: "everyone"
        case .followers: "followers"
        case .onlyMe: "only me"
        }
    }
}

/// The same draft in Futubra's own types: a draft that exists is a valid draft.
struct TypedDraft: Equatable, Sendable {
    let author: UserName
    let image: MediaURL
    let audience: Audience

    /// Checks each field once, here; throws the rule the first bad one breaks.
    init(author: String, imageURL: String, audienceCode: Int) throws(FutubraError) {
        self.author = try UserName(author)
        image = try MediaURL(imageURL)
        guard let audience = Audience(rawValue: audienceCode) else {
            throw .invalidJSON(field: "audience", reason: "'\(audienceCode)' is not an audience")
        }
        self.audience = audience
    }

    /// `anna shares https://… with followers`.
    var announcement: String { "\(author) shares \(image) with \(audience.words)" }
}
