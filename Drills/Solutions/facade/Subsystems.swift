/// Why a post was not published.
enum PublishError: Error, Equatable {
    /// Moderation refused the text.
    case refused(String)
    /// The photo could not be uploaded.
    case uploadFailed(String)
}

/// Checks a text before it is published; throws `PublishError.refused` to refuse it.
protocol ModerationService {
    func check(_ text: String) throws
}

/// Uploads a photo and answers its address on the media server; throws
/// `PublishError.uploadFailed` when it cannot.
protocol MediaUploader {
    func upload(_ file: String) throws -> String
}

/// Adds a post to the timeline and answers its id.
protocol TimelineWriter {
    func insert(text: String, media: String?) -> Int
}

/// Tells a post's author's followers about it.
protocol FollowerNotifier {
    func notifyFollowers(ofPost id: Int)
}
