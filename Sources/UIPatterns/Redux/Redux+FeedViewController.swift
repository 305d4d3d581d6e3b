import Futubra
import FutubraUI
import MessageTrace

extension Redux {
    /// The feed screen: dispatches actions, renders the store's state, follows it to the
    /// comments screen when the state says one is open.
    ///
    /// It subscribes while on screen and unsubscribes when it leaves, as ReSwift apps do
    /// in `viewWillAppear` and `viewWillDisappear`. It pushes the comments screen when the
    /// open comments in the state change to a post, not whenever they are open: when Back
    /// brings the feed back, it renders the state before the comments screen has dispatched
    /// `closeComments`, and must not push it again.
    @MainActor
    final class FeedViewController: ViewController, TableViewDataSource, TableViewDelegate {
        private let store: FeedStore
        private let screen = FeedView()
        private var rows: [FeedRow] = []
        /// The post whose comments the state had open at the last render.
        private var openComments: PostID?

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
            store.subscribe(self) { [weak self] state in
                Trace.call(from: "FeedStore", to: "FeedViewController", "newState")
                self?.render(state)
            }
        }

        override func viewWillDisappear() {
            store.unsubscribe(self)
        }

        private func dispatch(_ action: FeedAction) {
            Trace.call(from: "FeedViewController", to: "FeedStore", "dispatch(\(action.name))")
            store.dispatch(action)
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
            let open = state.comments?.post.id
            guard open != openComments else { return }
            openComments = open
            if open != nil { navigationController?.push(CommentsViewController(store)) }
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
