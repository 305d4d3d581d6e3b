import Futubra

extension Post: KeyValueCoding {
    /// A post's keys are read-only: its author and content never change, and likes and
    /// comments change through `like(by:)` and `addComment`, never by assignment.
    static let keys = KeyTable<Post>(typeName: "Post")
        .readOnly("id", \.id.rawValue)
        .readOnly("author", \.author)
        .readOnly("likeCount", \.likeCount)
        .readOnly("commentCount", \.comments.count)
        .readOnly("words", \.content.words)
}
