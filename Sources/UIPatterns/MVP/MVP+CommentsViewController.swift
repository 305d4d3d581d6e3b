import FutubraUI
import MessageTrace

extension MVP {
    /// The passive View of the comments screen.
    @MainActor
    final class CommentsViewController: ViewController, CommentsViewing {
        private let presenter: CommentsPresenter
        private let work: PendingWork
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ presenter: CommentsPresenter, work: PendingWork) {
            self.presenter = presenter
            self.work = work
            super.init(title: FeedText.commentsTitle(presenter.post.id))
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
            forward("viewDidLoad()") { await $0.viewDidLoad() }
        }

        private func forward(_ event: String, _ call: @escaping @MainActor (CommentsPresenter) async -> Void) {
            Trace.call(from: "CommentsViewController", to: "CommentsPresenter", event)
            let presenter = presenter
            work.start { await call(presenter) }
        }

        func sendTapped(_ sender: Button) {
            forward("sendTapped()") { await $0.sendTapped() }
        }

        var draft: String { screen.field.text }

        func showHeader(_ text: String) { screen.header.text = text }

        func showComments(_ lines: [String]) {
            rows.texts = lines
            screen.error.text = ""
            screen.table.reloadData()
        }

        func showError(_ message: String) { screen.error.text = message }

        func clearDraft() { screen.field.text = "" }
    }
}
