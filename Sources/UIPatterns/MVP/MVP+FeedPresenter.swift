import Futubra
import FutubraServer
import MessageTrace

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
    final class FeedPresenter: FeedEvents {
        /// The view, behind its protocol.
        weak var view: (any FeedViewing)?
        private let model: FeedModel

        init(model: FeedModel) {
            self.model = model
        }

        func viewDidLoad() async {
            await load()
        }

        func retryTapped() async {
            await load()
        }

        func likeTapped(row: Int) async {
            guard let post = model.feed?.post(at: row) else { return }
            Trace.call(from: "FeedPresenter", to: "FeedModel", "toggleLike(\(post.id))")
            do {
                _ = try await model.toggleLike(post.id)
                Trace.reply(from: "FeedModel", to: "FeedPresenter", "post \(post.id)")
                showRows()
            } catch {
                Trace.reply(from: "FeedModel", to: "FeedPresenter", FeedText.failure(error))
            }
        }

        func rowSelected(_ row: Int) {
            guard let post = model.feed?.post(at: row) else { return }
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "showComments(\(post.id))")
            view?.showComments(CommentsPresenter(post: post, model: model))
        }

        private func load() async {
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "showLoading()")
            view?.showLoading()
            Trace.call(from: "FeedPresenter", to: "FeedModel", "loadFeed()")
            do {
                let feed = try await model.loadFeed()
                Trace.reply(from: "FeedModel", to: "FeedPresenter", "\(feed.count) posts")
                showRows()
            } catch {
                Trace.reply(from: "FeedModel", to: "FeedPresenter", FeedText.failure(error))
                Trace.call(from: "FeedPresenter", to: "FeedViewController", "showError(…)")
                view?.showError(FeedText.loadFailed(error))
            }
        }

        private func showRows() {
            let rows = model.feed?.posts.map { FeedText.row($0, viewer: model.user) } ?? []
            Trace.call(from: "FeedPresenter", to: "FeedViewController", "showRows(\(rows.count) rows)")
            view?.showRows(rows)
        }
    }
}

/// MVP's feed view builds and pushes the comments screen its presenter made; VIPER's,
/// the same type, leaves that to its Router.
extension MVP.FeedViewController: MVP.FeedViewing where Presenter == MVP.FeedPresenter {
    func showComments(_ presenter: MVP.CommentsPresenter) {
        let comments = MVP.CommentsViewController(presenter, work: work)
        presenter.view = comments
        navigationController?.push(comments)
    }
}
