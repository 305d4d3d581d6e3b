import ExampleKit
import Futubra

/// Plays the "liked by" line of every sample post through the phrase engine and through
/// the one function, then counts, on the sources, what a reader must read to know it.
public struct KISSExample: Example {
    public static let id = "kiss"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        var posts = try SampleFeed.feed().posts
        var party = try Post(id: PostID(5), author: SampleFeed.eve, content: .text("Party at mine!"))
        for user in SampleFeed.users { party.like(by: user) }
        posts.append(party)
        let engine = KISS.PhraseEngine.likers
        transcript.section("the phrase engine: \(engine.rules.count) rules, templates, a filler")
        for post in posts {
            transcript.line("post \(post.id): \(engine.text(for: post.likedBy))")
        }
        transcript.section("one function, five cases")
        for post in posts {
            transcript.line("post \(post.id): \(KISS.LikersLine.text(for: post.likedBy))")
        }
        let same = posts.allSatisfy { engine.text(for: $0.likedBy) == KISS.LikersLine.text(for: $0.likedBy) }
        transcript.line("the same line for every post: \(same ? "yes" : "no")")

        transcript.section("what a reader must read to know the line, counted on the sources")
        let sources = SourceIndex(Principles.sourceFiles.filter { $0.path.hasPrefix("KISS/") })
        for (design, starts) in [
            ("the function", ["KISS.LikersLine.text"]),
            ("the engine", ["KISS.PhraseEngine.likers", "KISS.PhraseEngine.text"]),
        ] {
            let reading = KISS.reading(from: starts, in: sources)
            let count = reading.declarations.count
            transcript.line("\(design): \(count) declaration\(count == 1 ? "" : "s"), \(reading.lines) lines")
            transcript.line("  \(reading.declarations.joined(separator: ", "))")
        }
    }
}
