import FutubraUI
import MessageTrace

extension Redux {
    /// The comments screen: renders `state.comments`, dispatches the draft and the send.
    ///
    /// When it has left the stack (Back), it dispatches `closeComments`, so the state stays
    /// the truth about what is on screen. It does so in `viewDidDisappear` and only while
    /// `isMovingFromParent`: a screen pushed on top, or the whole stack hidden, makes it
    /// disappear too, but the comments are still open; and in UIKit an interactive swipe
    /// back can be cancelled after `viewWillDisappear`, never after `viewDidDisappear`.
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
            store.subscribe(self) { [weak self] state in
                Trace.call(from: "FeedStore", to: "CommentsViewController", "newState")
                self?.render(state)
            }
        }

        override func viewWillDisappear() {
            store.unsubscribe(self)
        }

        override func viewDidDisappear() {
            if isMovingFromParent { dispatch(.closeComments) }
        }

        private func dispatch(_ action: FeedAction) {
            Trace.call(from: "CommentsViewController", to: "FeedStore", "dispatch(\(action.name))")
            store.dispatch(action)
        }

        private func render(_ state: FeedState) {
            guard let comments = state.comments else { return }
            screen.header.text = FeedText.header(comments.post)
            rows.texts = comments.comments.map(FeedText.comment)
            (screen.field.text, screen.error.text) = (comments.draft, comments.error)
            screen.table.reloadData()
        }

        func sendTapped(_ sender: Button) {
            dispatch(.draftChanged(screen.field.text))
            dispatch(.send)
        }
    }
}
