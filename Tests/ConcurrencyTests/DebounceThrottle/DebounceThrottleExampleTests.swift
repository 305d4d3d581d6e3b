import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct DebounceThrottleExampleTests {
    @Test("the debounce-throttle example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: DebounceThrottleExample(),
            equals: """
                == search as you type, debounced 300 ms ==
                the user types "swift", a letter every 100 ms, from 0 to 400 ms
                searches: "swift" at 700 ms
                == the same keystrokes, throttled 300 ms ==
                searches: "s" at 0 ms, "swi" at 300 ms, "swift" at 600 ms
                == a like button, throttled 1 s, taps at 0, 100, 200 and 250 ms ==
                with the trailing edge:
                  the server heard like at 0 ms, unlike at 1000 ms
                  the screen shows not liked
                leading edge only:
                  the server heard like at 0 ms
                  the screen shows not liked

                """)
    }
}
