import ExampleKit
import Futubra

/// Plays type erasure: one source behind `some`, two behind `any`, and the feed screen's
/// pinned tabs kept in `AnyFeedSource`, which compares sources of different types.
package struct TypeErasureExample: Example {
    package static let id = "type-erasure"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let bob = SampleFeed.bob

        transcript.section("some: one type, hidden")
        let home = FeedSources.home()
        transcript.line("home() is some FeedSource<Post>: \(FeedSources.count(of: home, in: feed)) posts")
        transcript.line("home() == home(): \(FeedSources.home() == home) (one type on every call, so == compiles)")

        transcript.section("any: a box per value")
        for source in FeedSources.profile(of: bob) {
            let count = FeedSources.count(of: source, in: feed)
            transcript.line("\(source.title) lists \(count) (the box opened as \(FeedSources.typeName(of: source)))")
        }

        transcript.section("AnyFeedSource: erased, and still Hashable")
        var tabs = FeedTabs()
        tabs.pin(home)
        for source in FeedSources.profile(of: bob) { tabs.pin(source) }
        let again = tabs.pin(AuthorSource(author: bob))
        transcript.line("pinning @bob a second time: \(again ? "added" : "refused, it is pinned")")
        for line in tabs.render(feed) { transcript.line(line) }

        transcript.section("what equality keeps")
        let author = AnyFeedSource(AuthorSource(author: bob))
        let liked = AnyFeedSource(LikedSource(user: bob))
        transcript.line("@bob == Liked by bob: \(author == liked) (same field, same hash, different types)")
        transcript.line("@bob == erased again: \(author == AnyFeedSource(author))")
        let comments = AnyFeedSource(CommentsSource(post: PostID(1)))
        let lines = comments.items(in: feed).map { "\($0.author.rawValue): \($0.content.words ?? "")" }
        transcript.line("\(comments.title), as AnyFeedSource<Comment>: \(lines.joined(separator: "; "))")
    }
}
