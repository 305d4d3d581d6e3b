import ExampleKit
import Futubra

/// Plays what protocols, extensions and value types change, each as a design that breaks
/// the idea next to one that keeps it.
package struct ProtocolOrientedProgrammingExample: Example {
    package static let id = "protocol-oriented-programming"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let post = try SampleFeed.post(4)
        let comment = try SampleFeed.post(1).comments[1]
        let anna = SampleFeed.anna

        transcript.section("composition over inheritance: the long-press menus")
        let items: [(String, FeedItem, Any)] = [
            ("post #4", PostItem(post: post), post),
            ("comment #2", CommentItem(comment: comment), comment),
            ("anna's profile", ProfileItem(user: anna), anna),
        ]
        for (name, item, value) in items {
            transcript.line("\(name): base class \(item.menu()), protocols \(ActionMenu.actions(for: value))")
        }
        transcript.line(
            "the base class takes a like on anna's profile: \(ProfileItem(user: anna).like(by: SampleFeed.bob))")

        transcript.section("protocol extensions on types from another module")
        var liked = post
        let likesNow = liked.toggleLike(by: SampleFeed.bob)
        transcript.line("toggleLike(by: bob) on post #4: bob likes it now: \(likesNow), \(liked.likeCount) likes left")
        transcript.line(comment.report(reason: "spam"))
        transcript.line(anna.report(reason: "impersonation"))

        transcript.section("static and dynamic dispatch")
        transcript.line("Post declares its own shareTitle(): \"\(post.shareTitle())\"")
        transcript.line("through Shareable, a requirement:      \(ShareSheet.card(for: post))")
        transcript.line("through LinkShareable, extension only: \(ShareSheet.card(forLink: post))")
        transcript.line("anna's profile takes the default:      \(ShareSheet.card(for: anna))")

        transcript.section("value types")
        let text = "Trying out the new composer today"
        let box = DraftBox(text: text)
        _ = DraftPreview.preview(of: box)
        let draft = Draft(text: text)
        let preview = DraftPreview.preview(of: draft)
        transcript.line("preview: \(preview.text)")
        transcript.line("class draft after the preview:  \(box.text)")
        transcript.line("struct draft after the preview: \(draft.text)")
    }
}
