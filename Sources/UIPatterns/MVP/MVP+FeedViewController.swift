import FutubraUI
import MessageTrace

extension MVP {
    /// The events a passive feed view forwards, and all it knows of its presenter: MVP's
    /// presenter handles them, and so does VIPER's, whose View is this same type.
    @MainActor
    protocol FeedEvents: AnyObject, SendableMetatype {
        func viewDidLoad() async
        func retryTapped() async
        func likeTapped(row: Int) async
        func rowSelected(_ row: Int)
    }

    /// The passive View of the feed screen: forwards events, shows what it is told.
    ///
    /// Generic over the presenter it forwards to, so VIPER's feed module uses it as it is
    /// (`VIPER.FeedViewController`): a passive view does not care which pattern sits behind
    /// its presenter. Only MVP's view builds the comments screen (its `showComments(_:)`, in
    /// `MVP+FeedPresenter.swift`); in VIPER the Router does.
    @MainActor
    final class FeedViewController<Presenter: FeedEvents>: ViewController, TableViewDataSource, TableViewDelegate {
        private let presenter: Presenter
        /// Where the view's tasks run; the comments screen it may push runs there too.
        let work: PendingWork
        private let screen = FeedView()
        private var rows: [FeedRow] = []

        init(_ presenter: Presenter, work: PendingWork) {
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

        private func forward(_ event: String, _ call: @escaping @MainActor (Presenter) async -> Void) {
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
