import ExampleKit
import Futubra
import FutubraServer

extension MVP {
    /// What the feed presenter can ask of its view: the View's interface.
    @MainActor
    protocol FeedViewing: AnyObject {
        func showLoading()
        func showError(_ message: String)
        func showRows(_ rows: [FeedRow])
        func showComments(_ presenter: CommentsPresenter)
    }

    /// The Presenter of the feed screen: it handles the view's events and tells the view
    /// what to show.
    ///
    /// The view calls methods with no arguments beyond the row; the presenter asks the
    /// model, formats, and calls back through ``FeedViewing``, held weakly (the view owns
    /// the presenter). A test replaces the view with a mock and checks the calls.
    @MainActor
    final class FeedPresenter {
        /// The view, behind its protocol.
        weak var view: (any FeedViewing)?
        private let model: FeedModel
        private let transcript: Transcript

        init(model: FeedModel, transcript: Transcript) {
            self.model = model
            self.transcript = transcript
        }

        func viewDidLoad() async {
            await load()
        }

        func retryTapped() async {
            await load()
        }

        func likeTapped(row: Int) async {
            guard let post = model.feed?.post(at: row) else { return }
            transcript.trace(from: "FeedPresenter", to: "FeedModel", "toggleLike(\(post.id))")
            do {
                _ = try await model.toggleLike(post.id)
                transcript.reply(from: "FeedModel", to: "FeedPresenter", "post \(post.id)")
                showRows()
            } catch {
                transcript.reply(from: "FeedModel", to: "FeedPresenter", FeedText.failure(error))
            }
        }

        func rowSelected(_ row: Int) {
            guard let post = model.feed?.post(at: row) else { return }
            transcript.trace(from: "FeedPresenter", to: "FeedViewController", "showComments(\(post.id))")
            view?.showComments(CommentsPresenter(post: post, model: model, transcript: transcript))
        }

        private func load() async {
            transcript.trace(from: "FeedPresenter", to: "FeedViewController", "showLoading()")
            view?.showLoading()
            transcript.trace(from: "FeedPresenter", to: "FeedModel", "loadFeed()")
            do {
                let feed = try await model.loadFeed()
                transcript.reply(from: "FeedModel", to: "FeedPresenter", "\(feed.count) posts")
                showRows()
            } catch {
                transcript.reply(from: "FeedModel", to: "FeedPresenter", FeedText.failure(error))
                transcript.trace(from: "FeedPresenter", to: "FeedViewController", "showError(…)")
                view?.showError(FeedText.loadFailed(error))
            }
        }

        private func showRows() {
            let rows = model.feed?.posts.map { FeedText.row($0, viewer: model.user) } ?? []
            transcript.trace(from: "FeedPresenter", to: "FeedViewController", "showRows(\(rows.count) rows)")
            view?.showRows(rows)
        }
    }
}
