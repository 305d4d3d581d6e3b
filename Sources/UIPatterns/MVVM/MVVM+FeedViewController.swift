import FutubraUI
import MessageTrace

extension MVVM {
    /// The View of the feed screen: draws the view model's state, forwards taps to it.
    ///
    /// No decision lives here: the controller binds, redraws and forwards. It also pushes
    /// the comments screen, with the view model the feed's view model made for it.
    @MainActor
    final class FeedViewController: ViewController, TableViewDataSource, TableViewDelegate {
        private let viewModel: FeedViewModel
        private let work: PendingWork
        private let screen = FeedView()
        private var rows: [FeedRow] = []

        init(_ viewModel: FeedViewModel, work: PendingWork) {
            self.viewModel = viewModel
            self.work = work
            super.init(title: FeedText.feedTitle)
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = self
            screen.table.delegate = self
            screen.retryButton.addTarget(self, action: FeedViewController.retryTapped)
            viewModel.bind { [weak self] state in self?.render(state) }
            send("load()") { await $0.load() }
        }

        private func send(_ message: String, _ command: @escaping @MainActor (FeedViewModel) async -> Void) {
            Trace.call(from: "FeedViewController", to: "FeedViewModel", message)
            let viewModel = viewModel
            work.start { await command(viewModel) }
        }

        private func render(_ state: FeedViewState) {
            switch state {
            case .loading: (screen.status.text, rows) = (FeedText.loading, [])
            case .failed(let message): (screen.status.text, rows) = (message, [])
            case .loaded(let loaded): (screen.status.text, rows) = ("", loaded)
            }
            screen.retryButton.isHidden = !state.isFailed
            screen.table.reloadData()
        }

        func retryTapped(_ sender: Button) {
            send("retry()") { await $0.retry() }
        }

        func likeTapped(_ sender: Button) {
            let row = sender.tag
            send("toggleLike(row: \(row))") { await $0.toggleLike(row: row) }
        }

        func numberOfRows(in tableView: TableView) -> Int { rows.count }

        func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
            let cell = TableViewCell(text: rows[row].text, accessory: rows[row].likeTitle)
            cell.accessoryButton?.tag = row
            cell.accessoryButton?.addTarget(self, action: FeedViewController.likeTapped)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRow row: Int) {
            Trace.call(
                from: "FeedViewController", to: "FeedViewModel", "commentsViewModel(row: \(row))")
            guard let comments = viewModel.commentsViewModel(row: row) else { return }
            Trace.call(from: "FeedViewController", to: "NavigationController", "push(comments)")
            navigationController?.push(CommentsViewController(comments, work: work))
        }
    }
}
