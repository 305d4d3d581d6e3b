import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension VIPER {
    /// The comments module's View.
    @MainActor
    final class CommentsViewController: ViewController, CommentsViewInterface {
        private let presenter: CommentsPresenter
        private let work: PendingWork
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ presenter: CommentsPresenter, work: PendingWork) {
            self.presenter = presenter
            self.work = work
            super.init(title: FeedText.commentsTitle(presenter.interactor.post.id))
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
            let text = screen.field.text
            forward("sendTapped(…)") { await $0.sendTapped(text) }
        }

        func showHeader(_ text: String) { screen.header.text = text }

        func showComments(_ lines: [String], error: String) {
            (rows.texts, screen.error.text) = (lines, error)
            screen.table.reloadData()
        }

        func clearDraft() { screen.field.text = "" }
    }
}
