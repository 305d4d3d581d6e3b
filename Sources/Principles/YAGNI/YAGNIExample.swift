import ExampleKit
import Futubra

/// Plays the feature (load the feed, like posts) on the speculative model and on the one
/// that does only what was asked.
public struct YAGNIExample: Example {
    public static let id = "yagni"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let taps: [(PostID, UserName)] = [
            (PostID(3), SampleFeed.anna), (PostID(3), SampleFeed.chen), (PostID(1), SampleFeed.eve),
        ]
        transcript.section("built for the future: a 5-requirement backend, a cache policy, a journal")
        var speculative = YAGNI.SpeculativeFeedModel(backend: YAGNI.SampleBackend())
        try await speculative.load()
        for (id, user) in taps { speculative.like(id, by: user) }
        transcript.line("likes: \(Self.likes(speculative.feed))")
        transcript.line("journal: \(speculative.journal.count) changes, read by nothing")
        transcript.section("built for the feature: one loading function")
        var kept = YAGNI.FeedScreenModel(loading: YAGNI.FeedLoading { try SampleFeed.feed() })
        try await kept.load()
        for (id, user) in taps { kept.like(id, by: user) }
        transcript.line("likes: \(Self.likes(kept.feed))")
        transcript.line("same feed: \(kept.feed == speculative.feed)")
    }

    private static func likes(_ feed: Feed) -> String {
        feed.posts.map { "\($0.id) \($0.likeCount)" }.joined(separator: ", ")
    }
}
