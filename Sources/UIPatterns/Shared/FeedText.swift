import Futubra
import FutubraServer

/// One row of the feed screen, ready to draw: its text and its like button's title.
struct FeedRow: Equatable, Sendable {
    /// The post shown.
    var id: PostID
    /// `#4 anna: Shipped… ♥3`.
    var text: String
    /// `Like` or `Unlike`, for the viewer.
    var likeTitle: String
}

/// The words of the feed screens, shared by the eight architectures.
///
/// Every architecture decides in its own place *when* to format (controller, presenter,
/// view model, reducer…), but all of them format with these functions, so the eight
/// screens can be compared line by line.
enum FeedText {
    static let feedTitle = "Futubra"
    static let loading = "Loading…"
    static let commentPlaceholder = "Write a comment"
    static let emptyComment = "! Write something before sending."

    /// The error line of a failed load.
    static func loadFailed(_ error: FeedClientError) -> String {
        "! Could not load the feed (\(error.status.map(String.init) ?? "offline")). Try again."
    }

    /// The error line of a failed request other than the first load.
    static func requestFailed(_ error: FeedClientError) -> String {
        "! That did not work (\(error.status.map(String.init) ?? "offline"))."
    }

    /// A failed request, for a trace arrow: `failed (503)`.
    static func failure(_ error: FeedClientError) -> String {
        "failed (\(error.status.map(String.init) ?? "offline"))"
    }

    /// A post's row as `viewer` sees it.
    static func row(_ post: Post, viewer: UserName) -> FeedRow {
        FeedRow(
            id: post.id, text: "\(post.id) \(post.author): \(words(post.content)) ♥\(post.likeCount)",
            likeTitle: post.isLiked(by: viewer) ? "Unlike" : "Like")
    }

    /// The comments screen's title.
    static func commentsTitle(_ id: PostID) -> String { "Comments on \(id)" }

    /// The post above its comments.
    static func header(_ post: Post) -> String { "\(post.author): \(words(post.content))" }

    /// One comment line.
    static func comment(_ comment: Comment) -> String { "  \(comment.author): \(words(comment.content))" }

    private static func words(_ content: Content) -> String {
        switch content {
        case .text(let text): text.text
        case .image(let image): "[image]" + (image.caption.map { " \($0)" } ?? "")
        case .video(let video): "[video]" + (video.caption.map { " \($0)" } ?? "")
        }
    }
}

extension Feed {
    /// The post shown in `row`, or `nil` when there is no such row.
    func post(at row: Int) -> Post? {
        posts.indices.contains(row) ? posts[row] : nil
    }
}
