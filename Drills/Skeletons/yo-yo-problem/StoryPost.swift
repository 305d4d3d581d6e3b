/// A post as a story card draws it. Keep this type as it is: the tests build feeds of it.
struct StoryPost: Equatable, Sendable {
    /// What the post shows.
    enum Media: Equatable, Sendable {
        case text(String)
        case image(url: String, caption: String?)
        case video(url: String, seconds: Int)
    }

    let id: Int
    let author: String
    let media: Media
    let likes: Int
}
