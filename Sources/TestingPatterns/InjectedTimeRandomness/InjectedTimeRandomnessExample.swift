import ExampleKit
import Futubra
import MessageTrace

/// Plays time and randomness injected: the anti-spam throttle on a clock the run moves, and the
/// same test on the throttle that reads `Date()`; the featured post drawn from a seeded
/// generator, and from the system's.
package struct InjectedTimeRandomnessExample: Example {
    package static let id = "injected-time-randomness"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("time: the throttle reads the clock it is given")
        let clock = VirtualClock()
        var throttle = CommentThrottle(clock: clock, interval: .seconds(30))
        let first = throttle.allows(SampleFeed.anna)
        let again = throttle.allows(SampleFeed.anna)
        let bob = throttle.allows(SampleFeed.bob)
        transcript.line(
            "0 s: anna may comment: \(Self.yes(first)); again at once: \(Self.yes(again)); bob: \(Self.yes(bob))")
        clock.advance(by: .milliseconds(29_999))
        transcript.line("29.999 s, one call later: anna: \(Self.yes(throttle.allows(SampleFeed.anna)))")
        clock.advance(by: .milliseconds(1))
        transcript.line("30 s, one call later: anna: \(Self.yes(throttle.allows(SampleFeed.anna)))")
        let injected = ThrottleCheck.problems { CommentThrottle(clock: $0, interval: .seconds(30)) }
        transcript.line(
            "the test of the rule, run on it: \(injected.isEmpty ? "passes" : injected.joined(separator: "; "))")

        transcript.section("time: the same rule, reading Date() itself")
        let wallClock = ThrottleCheck.problems { _ in WallClockCommentThrottle(interval: 30) }
        transcript.line("the same test, run on it: \(wallClock.count) problems")
        for problem in wallClock { transcript.line("  \(problem)") }
        transcript.line("the test moved its clock; Date() did not move, and only 30 real seconds would")

        transcript.section("randomness: the featured post, from the generator it is given")
        let feed = try SampleFeed.feed()
        let picker = FeaturedPostPicker()
        var seven = SplitMix64(seed: 7)
        var sevenAgain = SplitMix64(seed: 7)
        let pick = picker.pick(from: feed, using: &seven)?.id
        let replay = picker.pick(from: feed, using: &sevenAgain)?.id
        transcript.line("seed 7 picks \(Self.name(pick)); seed 7 again picks \(Self.name(replay))")
        // Three hundred picks would drown the trace of the run above: they run with no tracer.
        let tally = Tracer.$current.withValue(nil) { FeaturedTally.seeds(0..<300, feed: feed) }
        transcript.line("seeds 0 to 299: \(tally.description); #3, which nobody likes, never")

        transcript.section("randomness: the picker that draws its own")
        let unseeded = UnseededFeaturedPostPicker()
        let picks = Set((0..<50).compactMap { _ in unseeded.pick(from: feed)?.id })
        transcript.line(
            "50 runs picked more than one post: \(Self.yes(picks.count > 1)), so no test can say which to expect")
    }

    private static func yes(_ value: Bool) -> String { value ? "yes" : "no" }
    private static func name(_ id: PostID?) -> String { id.map(\.description) ?? "nothing" }
}
