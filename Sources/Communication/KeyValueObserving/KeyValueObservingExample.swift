import ExampleKit
import Futubra

/// Plays key-value observing: one property, old and new values, `initial` and `prior`, tokens.
package struct KeyValueObservingExample: Example {
    package static let id = "key-value-observing"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        var card: PostCardModel? = PostCardModel(post: try SampleFeed.post(3))
        let caption = card.map { observeAndChange($0, transcript: transcript) }

        transcript.section("the card goes away before the caption's token")
        weak let released = card
        card = nil
        transcript.line("PostCardModel deallocated: \(released == nil ? "yes" : "no")")
        caption?.invalidate()
        transcript.line("invalidating the caption's token afterwards: no crash, no leak")
    }

    /// Everything but the ending; returns the caption's token, still valid.
    private func observeAndChange(_ model: PostCardModel, transcript: Transcript) -> KeyValueObservation {
        transcript.section("LikeLabel observes likeCount with [.initial, .new]")
        var label: KeyValueObservation? = model.observe(\.likeCount, options: [.initial, .new]) { _, change in
            transcript.trace(
                from: "PostCardModel", to: "KeyValueObservation(LikeLabel)", "likeCount new: \(change.newValue ?? 0)")
            transcript.line("  LikeLabel shows likes: \(change.newValue ?? 0)")
        }
        transcript.line("(.initial ran the handler at once, with the current value)")

        transcript.section("HeartAnimation observes likeCount with [.old, .new, .prior]")
        var heart: KeyValueObservation? = model.observe(\.likeCount, options: [.old, .new, .prior]) { _, change in
            if change.isPrior {
                transcript.trace(
                    from: "PostCardModel", to: "KeyValueObservation(HeartAnimation)",
                    "prior, old: \(change.oldValue ?? 0)")
                transcript.line("  HeartAnimation: about to change from \(change.oldValue ?? 0)")
            } else {
                let old = change.oldValue ?? 0
                let new = change.newValue ?? 0
                transcript.trace(
                    from: "PostCardModel", to: "KeyValueObservation(HeartAnimation)", "old: \(old), new: \(new)")
                transcript.line("  HeartAnimation: \(old) -> \(new), \(new > old ? "fill" : "empty") the heart")
            }
        }
        let caption = model.observe(\.caption, options: [.old, .new]) { _, change in
            transcript.trace(from: "PostCardModel", to: "KeyValueObservation(CaptionView)", "caption changed")
            transcript.line(
                "  CaptionView: \(change.oldValue.flatMap { $0 } ?? "-") -> \(change.newValue.flatMap { $0 } ?? "-")")
        }
        transcript.line("CaptionView observes caption with [.old, .new]")
        transcript.line("live observations: \(model.observers.count)")

        transcript.section("anna likes post #3")
        transcript.trace(from: "App", to: "PostCardModel", "likeCount = 1")
        model.likeCount += 1

        transcript.section("the caption changes: only its observer hears")
        transcript.trace(from: "App", to: "PostCardModel", "caption = ...")
        model.caption = "My cat, still judging me"

        transcript.section("HeartAnimation's token is released")
        transcript.line("HeartAnimation's token valid: \(heart?.isValid == true)")
        heart = nil
        transcript.line("live observations: \(model.observers.count)")
        transcript.trace(from: "App", to: "PostCardModel", "likeCount = 2")
        model.likeCount += 1

        transcript.section("LikeLabel is removed twice: harmless")
        label?.invalidate()
        label?.invalidate()
        transcript.line("live observations: \(model.observers.count)")
        label = nil
        return caption
    }
}
