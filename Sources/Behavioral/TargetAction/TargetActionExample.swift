import ExampleKit
import Futubra

/// Plays Target-Action: buttons send actions (unbound methods) to targets chosen at run time,
/// held weakly, with themselves as the sender.
package struct TargetActionExample: Example {
    package static let id = "target-action"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await play(in: transcript)
    }

    @MainActor
    private func play(in transcript: Transcript) throws {
        var controller: FeedViewController? = FeedViewController(feed: try SampleFeed.feed(), viewer: SampleFeed.anna)
        let analytics = TapAnalytics()
        let like = FeedButton(title: "Like", post: PostID(3))
        let comment = FeedButton(title: "Comment", post: PostID(3))

        func likedByAnna() -> Bool {
            controller?.feed.post(id: PostID(3))?.isLiked(by: SampleFeed.anna) ?? false
        }

        transcript.section("wire the buttons")
        if let controller {
            like.addTarget(controller, action: FeedViewController.likeTapped, for: .touchUpInside)
            comment.addTarget(controller, action: FeedViewController.commentTapped, for: .touchUpInside)
        }
        transcript.line("Like -> FeedViewController.likeTapped, Comment -> FeedViewController.commentTapped")
        like.sendActions(for: .touchUpInside)
        transcript.line("tap Like: #3 liked by anna = \(likedByAnna())")
        like.sendActions(for: .touchUpInside)
        transcript.line("tap Like: #3 liked by anna = \(likedByAnna())")
        comment.sendActions(for: .touchUpInside)
        transcript.line("tap Comment: opened comments of \(controller?.openedComments.map(\.description) ?? [])")

        transcript.section("targets change at run time")
        like.addTarget(analytics, action: TapAnalytics.buttonTapped, for: .touchUpInside)
        transcript.line("tap Like reaches \(like.sendActions(for: .touchUpInside)) targets")
        if let controller {
            like.removeTarget(controller, for: .touchUpInside)
        }
        transcript.line("after removing the controller, tap Like reaches \(like.sendActions(for: .touchUpInside))")
        transcript.line("analytics saw: \(analytics.events.joined(separator: ", "))")
        like.isEnabled = false
        transcript.line("disabled, tap Like reaches \(like.sendActions(for: .touchUpInside))")

        transcript.section("the screen closes")
        controller = nil
        transcript.note(over: "FeedViewController", "released: the screen closed")
        transcript.line("controller released; tap Comment reaches \(comment.sendActions(for: .touchUpInside))")
        transcript.line("Comment now has \(comment.targetCount(for: .touchUpInside)) targets")
    }
}
