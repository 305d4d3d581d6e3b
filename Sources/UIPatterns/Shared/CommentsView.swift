import FutubraUI

/// The comments screen's widgets: the post, its comments, a text field and a send button.
@MainActor
final class CommentsView: View {
    /// The post the comments belong to.
    let header = Label()
    /// One row per comment.
    let table = TableView()
    /// Where the user types a comment.
    let field = TextField(placeholder: FeedText.commentPlaceholder)
    /// Sends the comment.
    let sendButton = Button("Send")
    /// Why the last send was refused; empty otherwise.
    let error = Label()

    override init() {
        super.init()
        for view in [header, table, field, sendButton, error] as [View] {
            addSubview(view)
        }
    }
}
