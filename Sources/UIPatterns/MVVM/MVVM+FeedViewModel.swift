import Futubra
import FutubraServer
import MessageTrace

extension MVVM {
    /// What the feed screen shows: the view model's output.
    enum FeedViewState: Equatable {
        case loading
        case failed(String)
        case loaded([FeedRow])
    }

    /// The ViewModel of the feed screen: state for the view, commands for the user's events.
    ///
    /// It holds no widget and no view reference: the view binds a closure (``bind(_:)``)
    /// and redraws on every new state, so a test reads ``state`` with no view at all.
    @MainActor
    final class FeedViewModel {
        /// The current state; every change is pushed to the bound view.
        private(set) var state = FeedViewState.loading {
            didSet { publish() }
        }
        private let model: FeedModel
        private var binding: ((FeedViewState) -> Void)?

        init(model: FeedModel) {
            self.model = model
        }

        /// Binds the view: `render` gets the current state now and every state after.
        func bind(_ render: @escaping (FeedViewState) -> Void) {
            binding = render
            render(state)
        }

        /// Loads the feed: `loading`, then `loaded` or `failed`.
        func load() async {
            state = .loading
            Trace.call(from: "FeedViewModel", to: "FeedModel", "loadFeed()")
            do {
                let feed = try await model.loadFeed()
                Trace.reply(from: "FeedModel", to: "FeedViewModel", "\(feed.count) posts")
                state = .loaded(rows(of: feed))
            } catch {
                Trace.reply(from: "FeedModel", to: "FeedViewModel", FeedText.failure(error))
                state = .failed(FeedText.loadFailed(error))
            }
        }

        /// Tries again after a failure.
        func retry() async {
            await load()
        }

        /// Likes or unlikes the post in `row`.
        func toggleLike(row: Int) async {
            guard case .loaded(let rows) = state, rows.indices.contains(row) else { return }
            Trace.call(from: "FeedViewModel", to: "FeedModel", "toggleLike(\(rows[row].id))")
            do {
                let post = try await model.toggleLike(rows[row].id)
                Trace.reply(from: "FeedModel", to: "FeedViewModel", "post \(post.id), ♥\(post.likeCount)")
                if let feed = model.feed { state = .loaded(self.rows(of: feed)) }
            } catch {
                Trace.reply(from: "FeedModel", to: "FeedViewModel", FeedText.failure(error))
            }
        }

        /// The post shown in `row`, once the feed is loaded.
        func post(row: Int) -> Post? {
            guard case .loaded(let rows) = state, rows.indices.contains(row) else { return nil }
            return model.feed?.post(id: rows[row].id)
        }

        /// The view model of the comments screen for the post in `row`.
        func commentsViewModel(row: Int) -> CommentsViewModel? {
            post(row: row).map { CommentsViewModel(post: $0, model: model) }
        }

        private func rows(of feed: Feed) -> [FeedRow] {
            feed.posts.map { FeedText.row($0, viewer: model.user) }
        }

        private func publish() {
            guard let binding else { return }
            Trace.reply(from: "FeedViewModel", to: "FeedViewController", "state = \(state.summary)")
            binding(state)
        }
    }
}

extension MVVM.FeedViewState {
    /// A short form for the trace: `loading`, `failed`, `loaded(4 rows)`.
    var summary: String {
        switch self {
        case .loading: "loading"
        case .failed: "failed"
        case .loaded(let rows): "loaded(\(rows.count) rows)"
        }
    }

    /// Whether loading failed (the view then offers Retry).
    var isFailed: Bool {
        if case .failed = self { true } else { false }
    }
}
