/// A post as the app knows it.
struct PostSummary: Equatable, CustomStringConvertible {
    var id: Int
    var author: String
    var likes: Int
    /// Seconds since 1970.
    var postedAt: Double

    var description: String {
        "#\(id) \(author) ♥\(likes) at \(postedAt)"
    }
}

/// Why the app's post source could not answer.
enum PostSourceError: Error, Equatable {
    /// The server answered with this status instead of 200.
    case unavailable(status: Int)
    /// An item could not be read as a post; the text says which field.
    case unreadable(String)
}

/// What the app's screens use to read posts: the target interface.
protocol PostSource {
    /// The posts after post `after` (the first ones when it is nil), newest first.
    func posts(after: Int?) throws -> [PostSummary]
}
