import ExampleKit
import Futubra

/// Plays a comment added on the comments screen, then looks at the post's card in the feed,
/// with the concerns tangled and separated.
package struct SeparationOfConcernsExample: Example {
    package static let id = "separation-of-concerns"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let post = try SampleFeed.post(1)
        transcript.section("tangled: the comments screen validates, stores and draws")
        let screen = SeparationOfConcerns.TangledCommentsScreen(post: post)
        screen.submit("   ", by: SampleFeed.bob)
        screen.submit("Nice to meet you.", by: SampleFeed.bob)
        for line in screen.lines { transcript.line("screen: \(line)") }
        transcript.line("card:   \(SeparationOfConcerns.CommentsPresenter.cardFooter(for: screen.post))")
        transcript.section("separated: CommentRule, PostStore, CommentsPresenter")
        let store = SeparationOfConcerns.PostStore(post: post)
        do {
            try store.addComment("   ", by: SampleFeed.bob)
        } catch {
            transcript.line("rule: \(error)")
        }
        try store.addComment("Nice to meet you.", by: SampleFeed.bob)
        for line in SeparationOfConcerns.CommentsPresenter.lines(for: store.post) { transcript.line("screen: \(line)") }
        transcript.line("card:   \(SeparationOfConcerns.CommentsPresenter.cardFooter(for: store.post))")
    }
}
