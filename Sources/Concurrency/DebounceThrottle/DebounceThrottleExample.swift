import ExampleKit

/// Plays debounce and throttle on virtual time: the same keystrokes give one search
/// debounced and three throttled, and a like button's throttle keeps the server in step with
/// the screen only with its trailing edge.
package struct DebounceThrottleExample: Example {
    package static let id = "debounce-throttle"
    package init() {}

    /// Four taps on the like button in a quarter of a second.
    static let taps = [0, 100, 200, 250].map { Duration.milliseconds($0) }

    package func run(in transcript: Transcript) async throws {
        transcript.section("search as you type, debounced 300 ms")
        transcript.line("the user types \"swift\", a letter every 100 ms, from 0 to 400 ms")
        let debounced = searches(typing: swiftKeystrokes) { time, send in
            Debouncer(for: .milliseconds(300), scheduler: time, emit: send)
        }
        transcript.line("searches: \(debounced.joined(separator: ", "))")
        transcript.section("the same keystrokes, throttled 300 ms")
        let throttled = searches(typing: swiftKeystrokes) { time, send in
            Throttler(for: .milliseconds(300), scheduler: time, emit: send)
        }
        transcript.line("searches: \(throttled.joined(separator: ", "))")

        transcript.section("a like button, throttled 1 s, taps at 0, 100, 200 and 250 ms")
        for trailing in [true, false] {
            let time = VirtualScheduler()
            let heard = Recorder<String>()
            let button = LikeButton(interval: .seconds(1), trailing: trailing, scheduler: time) { liked in
                heard.record("\(liked ? "like" : "unlike") at \(time.millisecondsNow)")
            }
            time.play(Self.taps.map { (at: $0, run: button.tap) }, until: .seconds(3))
            transcript.line(trailing ? "with the trailing edge:" : "leading edge only:")
            transcript.line("  the server heard \(heard.values.joined(separator: ", "))")
            transcript.line("  the screen shows \(button.isLiked ? "liked" : "not liked")")
        }
    }
}
