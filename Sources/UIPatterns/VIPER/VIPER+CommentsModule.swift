import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension VIPER {
    /// The comments module's Interactor: load comments, add one (text must not be empty).
    ///
    /// The emptiness rule is business logic, so it lives here, not in the presenter.
    @MainActor
    final class CommentsInteractor {
        weak var output: CommentsPresenter?
        let post: Post
        private(set) var comments: [Comment] = []
        private let api: FeedAPI
        private let user: UserName

        init(post: Post, api: FeedAPI, user: UserName) {
            self.post = post
            self.api = api
            self.user = user
        }

        func fetchComments() async {
            do {
                comments = try await api.comments(on: post.id)
                report("didUpdate(\(comments.count) comments)")
                output?.didUpdate(comments, error: nil)
            } catch {
                report("didUpdate(error)")
                output?.didUpdate(comments, error: FeedText.requestFailed(error))
            }
        }

        func addComment(_ text: String) async {
            guard (try? TextContent(text)) != nil else {
                report("didUpdate(error: empty text)")
                output?.didUpdate(comments, error: FeedText.emptyComment)
                return
            }
            do {
                comments.append(try await api.addComment(text, on: post.id, as: user))
                report("didAdd(\(comments.count) comments)")
                output?.didAdd(comments)
            } catch {
                report("didUpdate(error)")
                output?.didUpdate(comments, error: FeedText.requestFailed(error))
            }
        }

        private func report(_ message: String) {
            api.transcript.trace(from: "CommentsInteractor", to: "CommentsPresenter", message)
        }
    }

    /// The comments module's Presenter.
    @MainActor
    final class CommentsPresenter {
        weak var view: (any CommentsViewInterface)?
        let interactor: CommentsInteractor
        private let transcript: Transcript

        init(interactor: CommentsInteractor, transcript: Transcript) {
            self.interactor = interactor
            self.transcript = transcript
        }

        func viewDidLoad() async {
            view?.showHeader(FeedText.header(interactor.post))
            transcript.trace(from: "CommentsPresenter", to: "CommentsInteractor", "fetchComments()")
            await interactor.fetchComments()
        }

        func sendTapped(_ text: String) async {
            transcript.trace(from: "CommentsPresenter", to: "CommentsInteractor", "addComment(…)")
            await interactor.addComment(text)
        }

        func didUpdate(_ comments: [Comment], error: String?) {
            view?.showComments(comments.map(FeedText.comment), error: error ?? "")
        }

        func didAdd(_ comments: [Comment]) {
            view?.clearDraft()
            view?.showComments(comments.map(FeedText.comment), error: "")
        }
    }

    /// The comments module's Router: it only builds the module (Back is the navigation
    /// controller's).
    @MainActor
    enum CommentsRouter {
        static func createModule(_ post: Post, _ environment: FeedEnvironment) -> ViewController {
            let interactor = CommentsInteractor(
                post: post, api: environment.api(as: "CommentsInteractor"), user: environment.user)
            let presenter = CommentsPresenter(interactor: interactor, transcript: environment.transcript)
            let view = CommentsViewController(presenter, environment)
            presenter.view = view
            interactor.output = presenter
            return view
        }
    }

    /// The comments module's View.
    @MainActor
    final class CommentsViewController: ViewController, CommentsViewInterface {
        private let presenter: CommentsPresenter
        private let environment: FeedEnvironment
        private let screen = CommentsView()
        private let rows = TextRows()

        init(_ presenter: CommentsPresenter, _ environment: FeedEnvironment) {
            self.presenter = presenter
            self.environment = environment
            super.init(title: FeedText.commentsTitle(presenter.interactor.post.id))
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
            relay("viewDidLoad()") { await $0.viewDidLoad() }
        }

        private func relay(_ event: String, _ call: @escaping @MainActor (CommentsPresenter) async -> Void) {
            environment.transcript.trace(from: "CommentsViewController", to: "CommentsPresenter", event)
            let presenter = presenter
            environment.work.start { await call(presenter) }
        }

        func sendTapped(_ sender: Button) {
            let text = screen.field.text
            relay("sendTapped(…)") { await $0.sendTapped(text) }
        }

        func showHeader(_ text: String) { screen.header.text = text }

        func showComments(_ lines: [String], error: String) {
            (rows.texts, screen.error.text) = (lines, error)
            screen.table.reloadData()
        }

        func clearDraft() { screen.field.text = "" }
    }
}
