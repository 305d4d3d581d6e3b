import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension VIP {
    /// The comments scene's Interactor and data store: the post (set by the router), its
    /// comments, and the rule that a comment needs visible text.
    @MainActor
    final class CommentsInteractor {
        var post: Post
        weak var presenter: CommentsPresenter?
        private(set) var comments: [Comment] = []
        private let worker: any FeedWorking
        private let user: UserName
        private let transcript: Transcript

        init(post: Post, worker: any FeedWorking, user: UserName, transcript: Transcript) {
            self.post = post
            self.worker = worker
            self.user = user
            self.transcript = transcript
        }

        func load() async {
            do {
                comments = try await worker.comments(on: post.id)
                present(error: "", sent: false)
            } catch {
                present(error: FeedText.requestFailed(error), sent: false)
            }
        }

        func send(_ request: CommentsScene.Send.Request) async {
            guard (try? TextContent(request.text)) != nil else {
                return present(error: FeedText.emptyComment, sent: false)
            }
            do {
                comments.append(try await worker.addComment(request.text, on: post.id, by: user))
                present(error: "", sent: true)
            } catch {
                present(error: FeedText.requestFailed(error), sent: false)
            }
        }

        private func present(error: String, sent: Bool) {
            transcript.trace(from: "CommentsInteractor", to: "CommentsPresenter", "present(\(comments.count) comments)")
            presenter?.present(CommentsScene.Response(post: post, comments: comments, error: error, sent: sent))
        }
    }

    /// The comments scene's Presenter: response in, view model out.
    @MainActor
    final class CommentsPresenter {
        weak var viewController: CommentsViewController?
        private let transcript: Transcript

        init(transcript: Transcript) {
            self.transcript = transcript
        }

        func present(_ response: CommentsScene.Response) {
            let viewModel = CommentsScene.ViewModel(
                header: FeedText.header(response.post), lines: response.comments.map(FeedText.comment),
                error: response.error, clearsDraft: response.sent)
            transcript.trace(
                from: "CommentsPresenter", to: "CommentsViewController", "display(\(viewModel.lines.count) lines)")
            viewController?.display(viewModel)
        }
    }

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
            super.init(title: FeedText.commentsTitle(interactor.post.id))
            interactor.presenter = presenter
            presenter.viewController = self
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.header.text = FeedText.header(interactor.post)
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
