import ExampleKit
import Futubra

/// Plays the decorator: logging, retrying and muting stacked around one feed service, in
/// two orders with two different, documented results.
package struct DecoratorExample: Example {
    package static let id = "decorator"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("retrying outside logging: every attempt is logged")
        let outsideLog = FeedLog()
        let retryOutside = FeedBackend(feed: feed, failingFirstReads: 2).logged(to: outsideLog).retrying(attempts: 3)
        transcript.line("stack: \(String(describing: type(of: retryOutside)))")
        transcript.line("feed(): \(try await retryOutside.feed().count) posts")
        for entry in outsideLog.entries {
            transcript.line("  log: \(entry)")
        }

        transcript.section("logging outside retrying: one line per call")
        let insideLog = FeedLog()
        let retryInside = FeedBackend(feed: feed, failingFirstReads: 2).retrying(attempts: 3).logged(to: insideLog)
        transcript.line("stack: \(String(describing: type(of: retryInside)))")
        transcript.line("feed(): \(try await retryInside.feed().count) posts")
        for entry in insideLog.entries {
            transcript.line("  log: \(entry)")
        }

        transcript.section("muting and logging: which feed gets logged")
        let backend = FeedBackend(feed: feed)
        let seenLog = FeedLog()
        let sentLog = FeedLog()
        let reader = backend.muting([SampleFeed.bob]).logged(to: seenLog)
        let wire = backend.logged(to: sentLog).muting([SampleFeed.bob])
        let seen = try await reader.feed().posts.map(\.id.description).joined(separator: " ")
        let sent = try await wire.feed().posts.map(\.id.description).joined(separator: " ")
        transcript.line("logging outside muting shows \(seen); log: \(seenLog.entries.joined())")
        transcript.line("muting outside logging shows \(sent); log: \(sentLog.entries.joined())")

        transcript.section("an extension adds a method without wrapping")
        let plain = try await backend.posts(by: SampleFeed.dana).map(\.id.description)
        let decorated = try await reader.posts(by: SampleFeed.dana).map(\.id.description)
        transcript.line("posts(by: dana) on the backend: \(plain), on the decorated stack: \(decorated)")
    }
}
