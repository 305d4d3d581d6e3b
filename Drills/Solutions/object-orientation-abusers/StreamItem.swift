/// An item of Futubra's stream as the server sends it: its kind is a type code, a string, so a
/// kind the app has never heard of can arrive (`poll`). Keep this type as it is: the tests
/// build streams of it.
struct StreamItem: Equatable, Sendable {
    /// `text`, `image`, `video`, or a kind added later.
    let kind: String
    let author: String
    let words: String
    let likes: Int
}
