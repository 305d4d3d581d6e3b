/// A post as the weekly digest sees it. Keep this type as it is: the tests build weeks of it.
struct DigestPost: Equatable, Sendable {
    let id: Int
    let author: String
    let text: String
    let likedBy: [String]
    let comments: [String]
}
