import FutubraUI
import MessageTrace

extension VIPER {
    /// The feed module's View: shows what the presenter says, forwards input to it.
    ///
    /// It is MVP's passive View (`MVP.FeedViewController`) but for the protocol's name and
    /// `showComments`: here the Router, not the View, pushes the comments module.
    @MainActor
    final class FeedViewController: ViewController, FeedViewInterface, TableViewDataSource, TableViewDelegate {
        private let presenter: FeedPresenter
        private let work: PendingWork
        private let screen = FeedView()
        private var rows: [FeedRow] = []

        init(_ presenter: FeedPresenter, work: PendingWork) {
            self.presenter = presenter
            self.work = work
            super.init(title: FeedText.feedTitle)
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = self
            screen.table.delegate = self
            screen.retryButton.addTarget(self, action: FeedViewController.retryTapped)
            forward("viewDidLoad()") { await $0.viewDidLoad() }
        }

        private func forward(_ event: String, _ call: @escaping @MainActor (FeedPresenter) async -> Void) {
            Trace.call(from: "FeedViewController", to: "FeedPresenter", event)
            let presenter = presenter
            work.start { await call(presenter) }
        }

        func retryTapped(_ sender: Button) {
            forward("retryTapped()") { await $0.retryTapped() }
        }

        func likeTapped(_ sender: Button) {
            let row = sender.tag
            forward("likeTapped(row: \(row))") { await $0.likeTapped(row: row) }
        }

        func showLoading() {
            (screen.status.text, screen.retryButton.isHidden) = (FeedText.loading, true)
        }

        func showError(_ message: String) {
            (screen.status.text, screen.retryButton.isHidden, rows) = (message, false, [])
            screen.table.reloadData()
        }

        func showRows(_ rows: [FeedRow]) {
            (screen.status.text, screen.retryButton.isHidden, self.rows) = ("", true, rows)
            screen.table.reloadData()
        }

        func numberOfRows(in tableView: TableView) -> Int { rows.count }

        func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
            let cell = TableViewCell(text: rows[row].text, accessory: rows[row].likeTitle)
            cell.accessoryButton?.tag = row
            cell.accessoryButton?.addTarget(self, action: FeedViewController.likeTapped)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRow row: Int) {
            Trace.call(from: "FeedViewController", to: "FeedPresenter", "rowSelected(\(row))")
            presenter.rowSelected(row)
        }
    }
}
