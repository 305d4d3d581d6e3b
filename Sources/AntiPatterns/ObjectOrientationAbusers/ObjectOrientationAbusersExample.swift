import ExampleKit
import Futubra

/// Plays the four object-orientation abusers: each smell and its refactoring run on the same
/// seeded inputs, then what the smell costs.
public struct ObjectOrientationAbusersExample: Example {
    public static let id = "object-orientation-abusers"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try CodeSmell.feed(seed: 3, posts: 4)
        switchStatements(feed, transcript)
        try temporaryField(feed, transcript)
        try refusedBequest(feed, transcript)
        alternativeClasses(transcript)
    }

    private func switchStatements(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = ObjectOrientationAbusers.SwitchStatements
        transcript.section("switch statements")
        for post in feed.posts {
            let item = CodeSmell.FeedItem(post: post)
            let after = Smell.After.card(for: item).map(Smell.After.line) ?? "(no card)"
            transcript.line("\(Smell.Before.line(item)) | \(after == Smell.Before.line(item) ? "same after" : after)")
        }
        let poll = CodeSmell.FeedItem(kind: "poll", author: SampleFeed.eve, words: "Tabs or spaces?", likes: 2)
        transcript.line("a poll arrives, before: \(Smell.Before.line(poll))")
        if let switches = CodeSmell.places(
            of: "switch item.kind", in: "ObjectOrientationAbusers/SwitchStatements.swift")
        {
            transcript.line(
                "switches on the type code a new kind must join: \(switches.before) before, \(switches.after) after (card(for:))"
            )
        }
    }

    private func temporaryField(_ feed: Feed, _ transcript: Transcript) throws {
        typealias Smell = ObjectOrientationAbusers.TemporaryField
        transcript.section("temporary field")
        var builder = Smell.Before.DigestBuilder()
        builder.prepare(feed)
        transcript.line("before: \(builder.headline())")
        transcript.line("after:  \(Smell.After.headline(for: feed))")
        let quiet = try CodeSmell.feed(seed: 5, posts: 2)
        builder.prepare(quiet)
        transcript.line("the same builder on a quieter feed: \(builder.headline())")
        transcript.line("the digest of that feed:            \(Smell.After.headline(for: quiet))")
    }

    private func refusedBequest(_ feed: Feed, _ transcript: Transcript) throws {
        typealias Smell = ObjectOrientationAbusers.RefusedBequest
        transcript.section("refused bequest")
        let entries = Smell.Before.entries(of: feed)
        let same = entries.map(\.summary) == Smell.After.summaries(of: feed)
        transcript.line("\(entries.count) entries summarised, \(same ? "the same" : "different") before and after")
        let reply = Comment(id: CommentID(99), author: SampleFeed.bob, content: try .text("thanks"))
        let refused = entries.filter { !$0.reply(reply) }
        transcript.line("a reply offered to every entry: \(refused.count) of \(entries.count) silently refuse it")
        transcript.line("after: only Post has addComment, so no caller can offer a comment a reply")
    }

    private func alternativeClasses(_ transcript: Transcript) {
        typealias Smell = ObjectOrientationAbusers.AlternativeClasses
        transcript.section("alternative classes with different interfaces")
        let requests = [
            Smell.MediaRequest(isVideo: false, url: "https://img.futubra.example/a.jpg", caption: "my desk"),
            Smell.MediaRequest(isVideo: false, url: "ftp://files.example/c", caption: nil),
            Smell.MediaRequest(isVideo: true, url: "https://video.futubra.example/b.mp4", caption: nil),
            Smell.MediaRequest(isVideo: true, url: "/local/d.mp4", caption: "launch day"),
        ]
        for request in requests {
            transcript.line("\(request.isVideo ? "video" : "image") \(request.url)")
            transcript.line("  before: \(Smell.Before.compose(request))")
            transcript.line("  after:  \(Smell.After.compose(request))")
        }
    }
}
