/// A post as the screens that show its likes see it. Keep this type as it is: the tests build
/// feeds of it.
struct LikedPost: Equatable, Sendable {
    let id: Int
    let author: String
    let likes: Int
}
