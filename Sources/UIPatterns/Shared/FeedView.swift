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
