import ExampleKit
import Futubra

/// Plays value semantics: one like preview run on a struct and on a class, then a timeline with
/// copy-on-write storage copied, written and checked beside two wrong designs.
package struct ValueSemanticsExample: Example {
    package static let id = "value-semantics"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let eve = SampleFeed.eve
        transcript.section("one like preview, a struct and a class")
        let post = try SampleFeed.post(4)
        transcript.line("the preview shows \(LikePreview.preview(post, as: eve)) likes")
        transcript.line("Post (struct): the feed's #4 still has \(post.likeCount) likes")
        let object = PostObject(post)
        transcript.line("the preview shows \(LikePreview.preview(object, as: eve)) likes")
        transcript.line("PostObject (class): the feed's #4 now has \(object.likeCount) likes, eve's included")

        transcript.section("copy-on-write: a Timeline copied, then written")
        var home = Timeline(posts: try SampleFeed.feed().posts)
        var saved = home
        transcript.line("saved = home: one storage? \(saved.sharesStorage(with: home) ? "yes" : "no")")
        saved.like(PostID(3), by: eve)
        transcript.line(
            "saved likes #3: one storage? \(saved.sharesStorage(with: home) ? "yes" : "no"), "
                + "saved copied \(saved.storageCopies) time, home \(home.storageCopies) times")
        saved.like(PostID(2), by: eve)
        home.like(PostID(1), by: eve)
        transcript.line(
            "saved likes #2, home likes #1: saved copied \(saved.storageCopies) time, home \(home.storageCopies) times: "
                + "each is unique now")
        transcript.line(
            "eve likes #3 in home? \(home.post(PostID(3))?.isLiked(by: eve) == true ? "yes" : "no"), "
                + "in saved? \(saved.post(PostID(3))?.isLiked(by: eve) == true ? "yes" : "no")")

        transcript.section("the copy-on-write check on three designs")
        let designs: [(String, any TimelineValue.Type)] = [
            ("Timeline (isKnownUniquelyReferenced)", Timeline.self),
            ("SharedStorageTimeline (writes through the shared class)", SharedStorageTimeline.self),
            ("CopyEveryWriteTimeline (copies before every write)", CopyEveryWriteTimeline.self),
        ]
        for (name, design) in designs {
            let broken = try CopyOnWriteCheck.violations(of: design)
            transcript.line(broken.isEmpty ? "\(name): keeps every property" : "\(name):")
            for violation in broken { transcript.line("  BROKEN: \(violation)") }
        }
    }
}
