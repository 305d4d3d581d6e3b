import FutubraUI

extension Redux {
    /// The feed screen: dispatches actions, renders the store's state, follows it to the
    /// comments screen when the state says one is open.
    ///
    /// It subscribes while on screen and unsubscribes when it leaves, as ReSwift apps do
    /// in `viewWillAppear` and `viewWillDisappear`.
    @MainActor
    final class FeedViewController: ViewController, TableViewDataSource, TableViewDelegate {
        private let store: FeedStore
        private let screen = FeedView()
        private var rows: [FeedRow] = []

        init(_ store: FeedStore) {
            self.store = store
            super.init(title: FeedText.feedTitle)
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = self
            screen.table.delegate = self
            screen.retryButton.addTarget(self, action: FeedViewController.retryTapped)
            dispatch(.load)
        }

        override func viewWillAppear() {
            store.subscribe(as: "FeedViewController") { [weak self] state in self?.render(state) }
        }

        override func viewWillDisappear() {
            store.unsubscribe("FeedViewController")
        }

        private func dispatch(_ action: FeedAction) {
            store.dispatch(action, from: "FeedViewController")
        }

        private func render(_ state: FeedState) {
            switch state.loading {
            case .loading: (screen.status.text, screen.retryButton.isHidden) = (FeedText.loading, true)
            case .failed(let error):
                (screen.status.text, screen.retryButton.isHidden) = (FeedText.loadFailed(error), false)
            case .loaded: (screen.status.text, screen.retryButton.isHidden) = ("", true)
            }
            rows = state.posts.map { FeedText.row($0, viewer: state.user) }
            screen.table.reloadData()
            if state.comments != nil, navigationController?.topViewController === self {
                navigationController?.push(CommentsViewController(store))
            }
        }

        func retryTapped(_ sender: Button) {
            dispatch(.load)
        }

        func likeTapped(_ sender: Button) {
            guard rows.indices.contains(sender.tag) else { return }
            dispatch(.toggleLike(rows[sender.tag].id))
        }

        func numberOfRows(in tableView: TableView) -> Int { rows.count }

        func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
            let cell = TableViewCell(text: rows[row].text, accessory: rows[row].likeTitle)
            cell.accessoryButton?.tag = row
            cell.accessoryButton?.addTarget(self, action: FeedViewController.likeTapped)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRow row: Int) {
            dispatch(.openComments(rows[row].id))
        }
    }
}
