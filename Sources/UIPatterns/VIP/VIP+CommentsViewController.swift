import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension VIP {
    /// The comments scene's View Controller; it configures its own cycle, as Clean Swift's
    /// view controllers do in `setup()`.
    @MainActor
    final class CommentsViewController: ViewController {
        private let interactor: CommentsInteractor
        private let presenter: CommentsPresenter
        private let environment: FeedEnvironment
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ interactor: CommentsInteractor, _ environment: FeedEnvironment) {
            self.interactor = interactor
            self.presenter = CommentsPresenter(transcript: environment.transcript)
            self.environment = environment
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
            environment.transcript.trace(from: "CommentsViewController", to: "CommentsInteractor", message)
            let interactor = interactor
            environment.work.start { await send(interactor) }
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
