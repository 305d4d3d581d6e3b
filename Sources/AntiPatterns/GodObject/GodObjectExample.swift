import ExampleKit
import Futubra

/// Plays the god object and the same screen taken apart: the same actions give the same
/// screen, and the state each type holds is counted.
package struct GodObjectExample: Example {
    package static let id = "god-object"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let actions: [FeedScreenAction] = [
            .like(PostID(3), SampleFeed.anna), .comment(PostID(3), SampleFeed.bob, "  Nice cat!  "),
            .comment(PostID(1), SampleFeed.eve, "   "), .unlike(PostID(4), SampleFeed.dana),
            .open(PostID(3)), .open(PostID(9)),
        ]
        transcript.section("the same six actions on both screens")
        transcript.line("anna likes #3, bob comments \"  Nice cat!  \" on #3, eve comments \"   \" on #1,")
        transcript.line("dana unlikes #4, the user opens #3, then #9")
        let massive = MassiveFeedViewController(feed: feed)
        let composed = FeedScreenController(feed: feed)
        for action in actions {
            massive.handle(action)
            composed.handle(action)
            if action == .comment(PostID(1), SampleFeed.eve, "   ") {
                transcript.line(
                    "after eve's comment: \(massive.screen.last ?? "") (same on both: \(massive.screen == composed.screen))"
                )
            }
        }
        transcript.line("MassiveFeedViewController shows:")
        for line in massive.screen {
            transcript.line("  \(line)")
        }
        transcript.line("FeedScreenController shows the same: \(massive.screen == composed.screen)")
        transcript.section("the state each type holds")
        let types: [(String, Any)] = [
            ("MassiveFeedViewController", massive), ("FeedScreenController", composed),
            ("FeedStore", FeedStore(feed: feed)), ("CommentRule", CommentRule()), ("FeedRouter", FeedRouter()),
        ]
        for (name, subject) in types {
            let names = StoredState.names(of: subject)
            transcript.line("\(name): \(names.count) (\(names.joined(separator: ", ")))")
        }
        transcript.section("one rule, checked alone")
        transcript.line("CommentRule().problem(with: \"   \") -> \(CommentRule().problem(with: "   ") ?? "nil")")
        transcript.line(
            "CommentRule(maximumLength: 5).problem(with: \"Lovely\") -> "
                + (CommentRule(maximumLength: 5).problem(with: "Lovely") ?? "nil"))
    }
}
