import Foundation
import Futubra

/// The feed's search box: turns what the user types into matching posts, through a pipeline.
///
/// `$query` publishes each keystroke; the pipeline trims and lowercases it (`map`), skips a
/// query equal to the last one (`removeDuplicates`), ignores queries shorter than two
/// characters (`filter`), waits until typing pauses (`debounce`), and delivers on the main
/// scheduler (`receive(on:)`), where the results are stored. The model keeps its tokens, so
/// the pipeline lives exactly as long as the model.
///
/// ```swift
/// let model = FeedSearchModel(feed: feed, main: main, pause: .milliseconds(300))
/// model.query = "hel"; model.query = "hello"
/// main.advance(by: .milliseconds(300))      // one search, for "hello"
/// ```
final class FeedSearchModel {
    /// What the user typed.
    @PublishedValue var query = ""
    /// The posts that match the last query searched, newest first.
    @PublishedValue var results: [PostID] = []
    /// The queries that were actually searched, in order.
    private(set) var searched: [String] = []
    private let feed: Feed
    private var tokens: Set<CancelToken> = []

    /// A search over `feed` that waits for `pause` without typing, on `main`.
    init(feed: Feed, main: VirtualScheduler, pause: Duration) {
        self.feed = feed
        $query
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .removeDuplicates()
            .filter { $0.count >= 2 }
            .debounce(for: pause, scheduler: main)
            .receive(on: main)
            .sink { [weak self] text in self?.search(text) }
            .store(in: &tokens)
    }

    private func search(_ text: String) {
        searched.append(text)
        results = feed.posts.filter { ($0.content.words ?? "").lowercased().contains(text) }.map(\.id)
    }
}
