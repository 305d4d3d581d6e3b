import ExampleKit
import Futubra

/// Plays the null object: the same feed actions for a member and for a guest, with analytics
/// on and off; then the optional design, its checks counted in its code, and what it greets a
/// guest with.
package struct NullObjectExample: Example {
    package static let id = "null-object"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let analytics = RecordingAnalytics()
        let viewers: [(any FeedViewer, any FeedAnalytics, String)] = [
            (SignedInViewer(name: SampleFeed.eve), analytics, "analytics on"),
            (GuestViewer(), DisabledAnalytics(), "analytics off"),
        ]
        for (viewer, sink, setting) in viewers {
            transcript.section("\(type(of: viewer)), \(setting)")
            var actions = FeedActions(feed: try SampleFeed.feed(), viewer: viewer, analytics: sink)
            transcript.line(actions.greeting)
            transcript.line("like #3: \(describe(actions.like(PostID(3))))")
            transcript.line("like #3 again: \(describe(actions.like(PostID(3))))")
            transcript.line("comment on #3: \(describe(actions.comment("Nice cat", on: PostID(3))))")
            let post = try SampleFeed.post(3)
            let after = actions.feed.post(id: PostID(3))
            transcript.line(
                "#3 now: \(after?.likeCount ?? 0) likes, \(after?.comments.count ?? 0) comments"
                    + " (was \(post.likeCount), \(post.comments.count))")
        }
        transcript.line("analytics recorded: \(analytics.events.map(\.description).joined(separator: ", "))")

        transcript.section("the same client with optionals")
        var optional = OptionalFeedActions(feed: try SampleFeed.feed(), viewer: nil, analytics: nil)
        transcript.line("like #3: \(describe(optional.like(PostID(3))))")
        transcript.line("comment on #3: \(describe(optional.comment("Nice cat", on: PostID(3))))")
        transcript.line("greeting: '\(optional.greeting)' (the null object's: 'Hello, guest')")
        for (name, file) in [
            ("FeedActions", "FeedActions.swift"), ("OptionalFeedActions", "OptionalFeedActions.swift"),
        ] {
            let source = Behavioral.sourceFiles.first { $0.path == "NullObject/\(file)" }?.text ?? ""
            transcript.line("places in \(name) that decide what a missing value means: \(NilChecks.count(in: source))")
        }
    }

    private func describe(_ answer: ViewerAnswer?) -> String {
        answer.map { "\($0)" } ?? "no such post"
    }
}
