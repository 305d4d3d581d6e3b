import ExampleKit
import Futubra

/// Plays lazy initialization: a search index built on the first search only, once, even
/// when many searches arrive together.
public struct LazyInitializationExample: Example {
    public static let id = "lazy-initialization"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("made, not built")
        let search = FeedSearch(feed: feed)
        transcript.line("the feed screen makes its search for \(feed.count) posts")
        transcript.line("index built? \(search.isIndexed ? "yes" : "no"), builds so far: \(search.indexBuilds)")

        transcript.section("the first search pays")
        for word in ["cat", "FEED", "hello", "dog"] {
            let buildsBefore = search.indexBuilds
            transcript.trace(from: "User", to: "FeedSearch", "posts(matching: '\(word)')")
            let found = search.posts(matching: word)
            if search.indexBuilds > buildsBefore {
                transcript.note(over: "FeedSearch", "first use: builds the index")
            }
            transcript.reply(from: "FeedSearch", to: "User", "\(found.count) found")
            let list = found.isEmpty ? "nothing" : found.map(\.description).joined(separator: ", ")
            transcript.line("search '\(word)': \(list); builds so far: \(search.indexBuilds)")
        }

        transcript.section("200 first searches at once")
        let fresh = FeedSearch(feed: feed)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { _ = fresh.posts(matching: index.isMultiple(of: 2) ? "cat" : "today") }
            }
        }
        transcript.line("a new search answered 200 concurrent searches with \(fresh.indexBuilds) build")

        transcript.section("never searched, never paid")
        let idle = FeedSearch(feed: feed)
        transcript.line("a screen closed without searching built the index \(idle.indexBuilds) times")
    }
}
