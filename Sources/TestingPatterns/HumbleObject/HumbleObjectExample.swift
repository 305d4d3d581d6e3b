import ExampleKit
import Futubra

/// Plays the humble object on the comment composer: the rules alone, as a plain value; the
/// humble controller that only shows their state; and the same session on the tangled
/// controller and on the humble pair, screen by screen.
package struct HumbleObjectExample: ExampleOnMainActor {
    package static let id = "humble-object"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        transcript.section("the rules alone: a draft in, a state out, no view")
        var rules = ComposerRules(author: SampleFeed.eve)
        for draft in ["", "Nice cat", String(repeating: "a", count: 281)] {
            let state = rules.state(for: draft)
            let shown = draft.count > 20 ? "\(draft.count) characters" : "'\(draft)'"
            transcript.line(
                "\(shown): \(state.canPost ? "can post" : "cannot post"), \(state.counter)"
                    + (state.message.map { ", \($0)" } ?? ""))
        }
        var post = try SampleFeed.post(3)
        _ = rules.post("Nice cat", on: &post)
        transcript.line("after posting it, 'Nice cat': \(rules.state(for: "Nice cat").message ?? "can post")")

        transcript.section("the humble controller: it shows what the rules say")
        let humble = HumbleComposerViewController(
            post: try SampleFeed.post(3), rules: ComposerRules(author: SampleFeed.eve))
        humble.field.text = "Nice cat"
        humble.textChanged()
        transcript.line(humble.render().joined(separator: " | "))
        humble.postButton.tap()
        transcript.line(
            "after Post: \(humble.render().joined(separator: " | ")); comments: \(humble.post.comments.count)")

        transcript.section("one session on both designs")
        let tangled = ComposerScript.play(
            on: TangledComposerViewController(post: try SampleFeed.post(3), author: SampleFeed.eve))
        let moved = ComposerScript.play(
            on: HumbleComposerViewController(post: try SampleFeed.post(3), rules: ComposerRules(author: SampleFeed.eve))
        )
        for line in moved { transcript.line(line) }
        transcript.line(
            "the tangled controller showed the same \(tangled.count) screens: \(tangled == moved ? "yes" : "no")")
    }
}
