import ExampleKit
import Futubra

/// Plays property wrappers: a draft whose caption and text keep their rules from the first
/// value on, settings stored in an injected store, and two wrappers composed.
package struct PropertyWrappersExample: Example {
    package static let id = "property-wrappers"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("rules in wrappers: @Trimmed, @Limited(280)")
        var draft = PostDraft(caption: "  My cat, judging me \n")
        transcript.line("PostDraft(caption: \"  My cat, judging me \\n\") keeps \"\(draft.caption)\"")
        draft.text = String(repeating: "🐈", count: 300)
        transcript.line("300 cats typed: the text keeps \(draft.text.count), $text.cut is \(draft.$text.cut)")
        draft.text = "Shipped it 🚀"
        transcript.line("\"\(draft.text)\" fits: $text.cut is \(draft.$text.cut)")

        transcript.section("a setting over an injected store: @Setting")
        let store = SettingsStore()
        let feed = FeedSettings(store: store)
        let profile = FeedSettings(store: store)
        transcript.line(
            "autoplay before any write: \(profile.autoplay) (the default), stored: \(profile.$autoplay.isStored)")
        feed.autoplay = false
        transcript.line("the feed screen turns autoplay off; the profile screen reads \(profile.autoplay)")
        transcript.line("the store holds \(store.keys)")
        feed.$autoplay.reset()
        transcript.line("after $autoplay.reset(): \(profile.autoplay), the store holds \(store.keys)")

        transcript.section("composition: @History @Clamped(1...50)")
        var settings = FeedSettings(store: store)
        for size in [80, 0, 30] {
            settings.pageSize = size
            transcript.line("pageSize = \(size) -> \(settings.pageSize)")
        }
        transcript.line("$pageSize, the outer wrapper's history: \(settings.$pageSize.map(\.wrappedValue))")
    }
}
