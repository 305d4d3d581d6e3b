import ExampleKit
import Futubra
import FutubraServer

extension Coordinator {
    /// What the feed screen shows: the view model's output.
    enum FeedViewState: Equatable {
        case loading
        case failed(String)
        case loaded([FeedRow])
    }

    /// The ViewModel of the feed screen, with one navigation output.
    ///
    /// Like MVVM's, it publishes display state to a bound view; unlike it, it does not make
    /// the next screen's view model. It reports the user's choice through ``onSelectPost``
    /// and lets the coordinator decide what comes next.
    @MainActor
    final class FeedViewModel {
        /// The current state; every change is pushed to the bound view.
        private(set) var state = FeedViewState.loading {
            didSet { publish() }
        }
        private let model: FeedModel
        private let transcript: Transcript
        private var binding: ((FeedViewState) -> Void)?
        /// Navigation output: the user picked a post.
        var onSelectPost: ((Post) -> Void)?

        init(model: FeedModel, transcript: Transcript) {
            self.model = model
            self.transcript = transcript
        }

        /// Binds the view: `render` gets the current state now and every state after.
        func bind(_ render: @escaping (FeedViewState) -> Void) {
            binding = render
            render(state)
        }

        /// Loads the feed: `loading`, then `loaded` or `failed`.
        func load() async {
            state = .loading
            transcript.trace(from: "FeedViewModel", to: "FeedModel", "loadFeed()")
            do {
                let feed = try await model.loadFeed()
                transcript.reply(from: "FeedModel", to: "FeedViewModel", "\(feed.count) posts")
                state = .loaded(rows(of: feed))
            } catch {
                transcript.reply(from: "FeedModel", to: "FeedViewModel", FeedText.failure(error))
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
            transcript.trace(from: "FeedViewModel", to: "FeedModel", "toggleLike(\(rows[row].id))")
            do {
                let post = try await model.toggleLike(rows[row].id)
                transcript.reply(from: "FeedModel", to: "FeedViewModel", "post \(post.id), ♥\(post.likeCount)")
                if let feed = model.feed { state = .loaded(self.rows(of: feed)) }
            } catch {
                transcript.reply(from: "FeedModel", to: "FeedViewModel", FeedText.failure(error))
            }
        }

        /// The user picked the post in `row`: tells whoever handles navigation.
        func select(row: Int) {
            guard case .loaded(let rows) = state, rows.indices.contains(row),
                let post = model.feed?.post(id: rows[row].id)
            else { return }
            transcript.trace(from: "FeedViewModel", to: "FeedCoordinator", "onSelectPost(\(post.id))")
            onSelectPost?(post)
        }

        private func rows(of feed: Feed) -> [FeedRow] {
            feed.posts.map { FeedText.row($0, viewer: model.user) }
        }

        private func publish() {
            guard let binding else { return }
            transcript.reply(from: "FeedViewModel", to: "FeedViewController", "state = \(state.summary)")
            binding(state)
        }
    }
}

extension Coordinator.FeedViewState {
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
