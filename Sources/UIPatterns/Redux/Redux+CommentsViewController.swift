import FutubraUI

extension Redux {
    /// The comments screen: renders `state.comments`, dispatches the draft and the send.
    ///
    /// When it leaves the stack (Back), it dispatches `closeComments`, so the state stays
    /// the truth about what is on screen.
    @MainActor
    final class CommentsViewController: ViewController {
        private let store: FeedStore
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ store: FeedStore) {
            self.store = store
            super.init(title: store.state.comments.map { FeedText.commentsTitle($0.post.id) } ?? "")
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
        }

        override func viewWillAppear() {
            store.subscribe(as: "CommentsViewController") { [weak self] state in self?.render(state) }
        }

        override func viewWillDisappear() {
            store.unsubscribe("CommentsViewController")
            store.dispatch(.closeComments, from: "CommentsViewController")
        }

        private func render(_ state: FeedState) {
            guard let comments = state.comments else { return }
            screen.header.text = FeedText.header(comments.post)
            rows.texts = comments.comments.map(FeedText.comment)
            (screen.field.text, screen.error.text) = (comments.draft, comments.error)
            screen.table.reloadData()
        }

        func sendTapped(_ sender: Button) {
            store.dispatch(.draftChanged(screen.field.text), from: "CommentsViewController")
            store.dispatch(.send, from: "CommentsViewController")
        }
    }
}
