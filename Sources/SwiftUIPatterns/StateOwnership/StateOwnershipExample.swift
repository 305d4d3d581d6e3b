import ExampleKit
import Futubra
import FutubraDeclarative

/// Plays state ownership on the post screen: the app owns the session (`@State`, shared by
/// `@Environment`), the screen owns its model (`@State`), the composer owns its draft
/// (`@State`) and lends it to its field (`@Binding`), the caption editor edits a model it
/// does not own (`@Bindable`); and the legacy `@StateObject` and `@ObservedObject`.
package struct StateOwnershipExample: ExampleOnMainActor {
    package static let id = "state-ownership"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let cat =
            try SampleFeed.feed().post(id: PostID(3))
            ?? Post(
                id: PostID(3), author: SampleFeed.bob, content: .text("My cat, judging me"))
        let host = ViewHost(PostApp(post: cat))

        transcript.section("the post screen")
        transcript.show(host)

        transcript.section("@State and @Binding: the composer owns the draft, the field borrows it")
        try host.type("Nice cat", into: "Write a comment")
        transcript.show(host)
        try host.tap("Post")
        transcript.line("posted: the composer cleared its draft, and the field shows the owner's empty value")
        transcript.show(host)

        transcript.section("@Bindable: the editor writes the caption of a model the screen owns")
        try host.type("My cat, unimpressed", into: "Caption")
        transcript.show(host)

        transcript.section("@Environment: the session the app owns reaches the views that read it")
        try host.tap("Switch user")
        transcript.show(host)
        try host.type("Agreed", into: "Write a comment")
        try host.tap("Post")
        transcript.show(host)

        transcript.section("before iOS 17: @StateObject owns, @ObservedObject observes")
        let legacy = ViewHost(LegacyLikesScreen(title: "bob's cat, the old way", likes: 1))
        legacy.update()
        legacy.resetEvaluations()
        try legacy.tap("Like legacy")
        transcript.line("a like: the whole object announced a change, so the screen's body ran again too")
        transcript.show(legacy)
    }
}
