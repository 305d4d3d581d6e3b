import ExampleKit
import Futubra

/// Plays State: anna's post moves from draft through review to the feed, and its phase
/// decides what readers may do with it.
package struct StateExample: Example {
    package static let id = "state"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let (anna, bob) = (SampleFeed.anna, SampleFeed.bob)
        let post = try Post(id: PostID(5), author: anna, content: .text("Draft: my week in Futubra"))
        var publication = PostPublication(post: post)

        func report() {
            let seen = publication.isVisible(to: bob) ? "sees it" : "does not see it"
            transcript.line("  phase \(publication.phase): bob \(seen), \(publication.post.likeCount) like(s)")
        }
        func attempt(_ event: PublicationPhase.Event) {
            do {
                try publication.handle(event)
                transcript.line("\(event) -> \(publication.phase)")
            } catch {
                transcript.line("\(event) refused: \(error)")
            }
        }
        func like() {
            do {
                try publication.like(by: bob)
                transcript.line("bob likes it")
            } catch {
                transcript.line("bob's like refused: \(error)")
            }
        }

        transcript.section("a draft")
        report()
        like()
        attempt(.approve)

        transcript.section("review")
        attempt(.submit)
        attempt(.reject)
        attempt(.submit)
        attempt(.approve)
        report()
        like()
        report()

        transcript.section("moderation")
        attempt(.hide)
        report()
        like()
        attempt(.restore)
        report()

        transcript.section("deleted is final")
        attempt(.delete)
        report()
        attempt(.restore)
    }
}
