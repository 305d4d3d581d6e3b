import Futubra
import FutubraUI
import MessageTrace

extension MVVM {
    /// The View of the comments screen: draws the view model's state, forwards the draft and taps.
    @MainActor
    final class CommentsViewController: ViewController {
        private let viewModel: CommentsViewModel
        private let work: PendingWork
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ viewModel: CommentsViewModel, work: PendingWork) {
            self.viewModel = viewModel
            self.work = work
            super.init(title: FeedText.commentsTitle(viewModel.postID))
        }

        /// The post whose comments the screen shows.
        var postID: PostID { viewModel.postID }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
            viewModel.bind { [weak self] state in self?.render(state) }
            send("load()") { await $0.load() }
        }

        private func send(_ message: String, _ command: @escaping @MainActor (CommentsViewModel) async -> Void) {
            Trace.call(from: "CommentsViewController", to: "CommentsViewModel", message)
            let viewModel = viewModel
            work.start { await command(viewModel) }
        }

        private func render(_ state: CommentsViewState) {
            screen.header.text = state.header
            rows.texts = state.comments
            screen.table.reloadData()
            screen.field.text = state.draft
            screen.error.text = state.error
        }

        func sendTapped(_ sender: Button) {
            viewModel.draft = screen.field.text
            send("send()") { await $0.send() }
        }
    }
}
