import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension VIP {
    /// The comments scene's View Controller; it configures its own cycle, as Clean Swift's
    /// view controllers do in `setup()`.
    @MainActor
    final class CommentsViewController: ViewController {
        private let interactor: CommentsInteractor
        private let presenter: CommentsPresenter
        private let work: PendingWork
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ interactor: CommentsInteractor, work: PendingWork) {
            self.interactor = interactor
            self.presenter = CommentsPresenter()
            self.work = work
            super.init(title: interactor.post.map { FeedText.commentsTitle($0.id) } ?? "")
            interactor.presenter = presenter
            presenter.viewController = self
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
            request("load()") { await $0.load() }
        }

        private func request(_ message: String, _ send: @escaping @MainActor (CommentsInteractor) async -> Void) {
            Trace.call(from: "CommentsViewController", to: "CommentsInteractor", message)
            let interactor = interactor
            work.start { await send(interactor) }
        }

        func sendTapped(_ sender: Button) {
            let text = screen.field.text
            request("send(Request(text: …))") { await $0.send(CommentsScene.Send.Request(text: text)) }
        }

        func display(_ viewModel: CommentsScene.ViewModel) {
            (screen.header.text, rows.texts, screen.error.text) = (viewModel.header, viewModel.lines, viewModel.error)
            if viewModel.clearsDraft { screen.field.text = "" }
            screen.table.reloadData()
        }
    }
}
