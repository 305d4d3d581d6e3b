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

        transcript.section("counted on the sources: what each design carries that the feature never uses")
        for (design, file, model) in [
            ("built for the future", "SpeculativeFeedModel.swift", "SpeculativeFeedModel"),
            ("built for the feature", "YAGNI.swift", "FeedScreenModel"),
        ] {
            let unneeded = YAGNI.unneeded(
                in: Principles.sourceFiles.filter { $0.path == "YAGNI/" + file },
                entryPoints: ["YAGNI.\(model).load", "YAGNI.\(model).like"], output: "feed")
            let never = unneeded.unreached.map { String($0.dropFirst("YAGNI.".count)) }
            transcript.line("\(design): \(never.count) parts never used\(never.isEmpty ? "" : ":")")
            var types: [String] = []
            for part in never where !types.contains(String(part.prefix { $0 != "." })) {
                types.append(String(part.prefix { $0 != "." }))
            }
            for type in types {
                let members = never.filter { $0.hasPrefix(type + ".") }.map { $0.dropFirst(type.count + 1) }
                transcript.line("  \(type): \(members.joined(separator: ", "))")
            }
            let unread = unneeded.writtenNeverRead.map { String($0.dropFirst("YAGNI.".count)) }
            transcript.line("  stored and never read: \(unread.isEmpty ? "nothing" : unread.joined(separator: ", "))")
        }
    }

    private static func likes(_ feed: Feed) -> String {
        feed.posts.map { "\($0.id) \($0.likeCount)" }.joined(separator: ", ")
    }
}
