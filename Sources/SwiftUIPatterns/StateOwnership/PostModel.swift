import Futubra
import MessageTrace
import Observation

/// One post as the post screen shows and edits it: an `@Observable` model, so each view is
/// evaluated again only when a property its body read changes.
///
/// It is a reference type on purpose: one object that several views read and edit (the
/// header reads the caption, the editor writes it), owned by whichever view or app made it.
@Observable
@MainActor
final class PostModel {
    let id: PostID
    let author: String
    var caption: String
    var likes: Int
    /// The comments, oldest first, as `author: text`.
    private(set) var comments: [String]

    /// The model of `post`, with its caption, likes and comments.
    init(_ post: Post) {
        id = post.id
        author = post.author.description
        caption = post.content.words ?? ""
        likes = post.likeCount
        comments = post.comments.map { "\($0.author): \($0.content.words ?? "")" }
    }

    /// Adds `text` as a comment by `user`.
    func addComment(_ text: String, by user: String) {
        Trace.call(from: "CommentComposer", to: "PostModel", "addComment(by: \(user))")
        comments.append("\(user): \(text)")
    }
}

/// Who is signed in: one object for the whole app, put in the environment by its root.
@Observable
@MainActor
final class FeedSession {
    var user: String

    /// A session signed in as `user`.
    init(user: String) {
        self.user = user
    }
}
