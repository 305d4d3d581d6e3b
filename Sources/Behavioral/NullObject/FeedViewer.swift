import Futubra
import MessageTrace

/// Who is reading the feed: a signed-in member, or a guest.
///
/// The screen talks to a viewer and never asks which kind it has. A guest is a null object:
/// it answers every request, the way a guest should, and changes nothing.
///
/// ```swift
/// var post = try SampleFeed.post(3)
/// GuestViewer().like(&post)                      // .signInToLike; the post is unchanged
/// SignedInViewer(name: SampleFeed.eve).like(&post) // .liked
/// ```
protocol FeedViewer: Sendable {
    /// The name the screen greets the viewer with.
    var displayName: String { get }
    /// Likes `post` for the viewer, or says why not.
    func like(_ post: inout Post) -> ViewerAnswer
    /// Comments `text` on `post` for the viewer, or says why not.
    func comment(_ text: String, on post: inout Post) -> ViewerAnswer
}

/// What the screen shows after a viewer's action.
enum ViewerAnswer: Equatable, Sendable {
    case liked
    case alreadyLiked
    case commented
    case emptyComment
    case signInToLike
    case signInToComment
}

/// A member who is signed in: likes and comments under their own name.
struct SignedInViewer: FeedViewer {
    let name: UserName

    var displayName: String { name.rawValue }

    func like(_ post: inout Post) -> ViewerAnswer {
        let answer: ViewerAnswer = post.like(by: name) ? .liked : .alreadyLiked
        Trace.reply(from: "SignedInViewer", to: "FeedActions", "\(answer)")
        return answer
    }

    func comment(_ text: String, on post: inout Post) -> ViewerAnswer {
        guard let content = try? Content.text(text) else {
            Trace.reply(from: "SignedInViewer", to: "FeedActions", "emptyComment")
            return .emptyComment
        }
        post.addComment(by: name, content: content)
        Trace.reply(from: "SignedInViewer", to: "FeedActions", "commented")
        return .commented
    }
}

/// The null object: a guest who may read, and is asked to sign in for anything else.
///
/// It is a full viewer, not a missing one: every request gets the answer a guest should get,
/// decided here once, and no request changes a post.
struct GuestViewer: FeedViewer {
    var displayName: String { "guest" }

    func like(_ post: inout Post) -> ViewerAnswer {
        Trace.reply(from: "GuestViewer", to: "FeedActions", "signInToLike")
        return .signInToLike
    }

    func comment(_ text: String, on post: inout Post) -> ViewerAnswer {
        Trace.reply(from: "GuestViewer", to: "FeedActions", "signInToComment")
        return .signInToComment
    }
}
