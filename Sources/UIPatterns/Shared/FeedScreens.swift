import FutubraUI

/// The feed screen's widgets: a status line, a retry button and the posts table.
///
/// Plain widgets with no logic, the same in every architecture, so that what differs
/// between the eight is only who decides what the widgets show.
@MainActor
final class FeedView: View {
    /// `Loading…` or an error; empty (and so not drawn) once loaded.
    let status = Label()
    /// Shown only after a failed load.
    let retryButton = Button("Retry")
    /// One row per post, each with a like button.
    let table = TableView()

    override init() {
        super.init()
        addSubview(status)
        addSubview(retryButton)
        addSubview(table)
        retryButton.isHidden = true
    }
}

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

/// A table data source for rows of plain text, used by screens whose rows have no buttons.
@MainActor
final class TextRows: TableViewDataSource {
    /// The rows.
    var texts: [String] = []

    func numberOfRows(in tableView: TableView) -> Int { texts.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        TableViewCell(text: texts[row])
    }
}
