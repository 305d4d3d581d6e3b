import Futubra

/// Inheritance broken: a comment's card made a subclass of the post card, to reuse its
/// header and layout, although a comment is not a post.
///
/// To fit the base class it has to dress the comment up as a post (same author, same
/// content, the comment's number as a post id), and it inherits everything a post card
/// promises: a "post" header and a footer of likes and comments, which a comment has
/// neither of. The subclass cannot take that away, because ``PostCardView/render()`` is
/// the base class's.
///
/// ```swift
/// CommentCardView(comment: comment).render()   // ["eve posted (post #2)", …, "  0 likes, 0 comments"]
/// ```
final class CommentCardView: PostCardView {
    let comment: Comment

    init(comment: Comment) throws(FutubraError) {
        self.comment = comment
        super.init(
            post: try Post(id: PostID(comment.id.rawValue), author: comment.author, content: comment.content))
    }

    override func body() -> [String] {
        [comment.content.words ?? "\(comment.content.kind)"]
    }
}

/// Inheritance avoided: a comment's card as its own value, reusing the post card's header
/// by composition (``AuthorLine``), with nothing it does not need.
///
/// ```swift
/// CommentCard(comment: comment).render()   // ["eve replied (comment #2)", "  Glad you are here."]
/// ```
struct CommentCard: Equatable, Sendable {
    let comment: Comment

    func render() -> [String] {
        [AuthorLine(author: comment.author, action: "replied", id: "comment \(comment.id)").text]
            + ["  \(comment.content.words ?? "\(comment.content.kind)")"]
    }
}
