/// A post with what people did with it. Keep its stored properties as they are: the tests
/// build feeds of it. You may add to it in an extension.
struct ScoredPost: Equatable, Sendable {
    let id: Int
    let author: String
    let likes: Int
    let comments: Int
    let shares: Int
    let hoursOld: Int
}
