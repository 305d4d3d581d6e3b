import ExampleKit
import Futubra

/// Plays snapshot tests on the post card: a first run that records, a run that matches, a like
/// that fails with a diff, record mode; then pixels, where a new renderer fails the snapshot and
/// the tolerance that forgives it also forgives the like.
package struct SnapshotTestsExample: Example {
    package static let id = "snapshot-tests"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let snapshots = SnapshotTester()
        var post = try SampleFeed.post(4)

        transcript.section("text: the first run records the reference")
        transcript.line("post-4: \(snapshots.verify(PostCard.text(post), as: .lines, named: "post-4"))")
        for line in (snapshots.reference(named: "post-4") ?? "").split(separator: "\n") {
            transcript.line("  | \(line)")
        }
        transcript.line("the next run: \(snapshots.verify(PostCard.text(post), as: .lines, named: "post-4"))")

        transcript.section("text: eve likes the post")
        post.like(by: SampleFeed.eve)
        let liked = snapshots.verify(PostCard.text(post), as: .lines, named: "post-4")
        transcript.line("post-4: \(liked)")
        if case .failed(let diff) = liked {
            for line in diff.split(separator: "\n") { transcript.line("  \(line)") }
        }

        transcript.section("text: the change is wanted, so record mode writes the new reference")
        snapshots.isRecording = true
        transcript.line("post-4: \(snapshots.verify(PostCard.text(post), as: .lines, named: "post-4"))")
        snapshots.isRecording = false
        transcript.line(
            "record mode off, the next run: \(snapshots.verify(PostCard.text(post), as: .lines, named: "post-4"))")

        transcript.section("pixels: the same card, then a new text renderer")
        let before = try SampleFeed.post(4)
        _ = snapshots.verify(PostCard.pixels(before, renderer: .crisp), as: .pixels(), named: "post-4.png")
        let renderer = snapshots.verify(PostCard.pixels(before, renderer: .smooth), as: .pixels(), named: "post-4.png")
        if case .failed(let why) = renderer {
            transcript.line("same post, smoother renderer, exact pixels: failed, \(why)")
        }
        let likedCard = PostCard.pixels(post, renderer: .crisp)
        let changed = likedCard.differingPixels(from: PostCard.pixels(before, renderer: .crisp))
        transcript.line("the like, same renderer: \(changed) pixels changed")
        let tolerant = Snapshotting<Bitmap>.pixels(precision: 0.5)
        let forgiven = snapshots.verify(PostCard.pixels(before, renderer: .smooth), as: tolerant, named: "post-4.png")
        let missed = snapshots.verify(likedCard, as: tolerant, named: "post-4.png")
        transcript.line("at 50% precision: the new renderer \(forgiven), and the like \(missed) too")
        transcript.line("the text reference does not depend on the renderer: the like was caught above, line by line")
    }
}
