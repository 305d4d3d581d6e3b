import ExampleKit
import Futubra

/// Plays the "liked by" line of every sample post through the phrase engine and through
/// the one function.
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
        let differing = posts.filter { engine.text(for: $0.likedBy) != KISS.LikersLine.text(for: $0.likedBy) }
        transcript.line("they differ on \(differing.map { "post \($0.id)" }.joined(separator: ", ")): three likers")
    }
}
