import PatternContracts
import Testing

@testable import Drill

/// The contract's scripted subject, as a `PostsEndpoint`.
private struct ScriptedEndpoint: PostsEndpoint {
    let load: () throws -> [Int]
    func loadPosts() throws -> [Int] { try load() }
}

/// The calls and the waits, in the order they happened.
private final class Timeline {
    private(set) var steps: [String] = []

    func record(_ step: String) {
        steps.append(step)
    }
}

@Suite("Network layer drill", .timeLimit(.minutes(1)), .watchdog)
struct NetworkLayerDrillTests {
    @Test("transient failures are retried until a success, up to the attempts, and a refusal never")
    func retries() {
        checkRetryContract(
            attempts: 3, transient: NetworkFault.unavailable, refusal: NetworkFault.notFound,
            make: { subject in
                BackoffRetry(
                    base: ScriptedEndpoint(load: subject), attempts: 3, firstWait: .milliseconds(100),
                    cap: .milliseconds(300), wait: { _ in })
            },
            call: { try $0.loadPosts() })
    }

    @Test("the waits come only between calls, and double from the first wait up to the cap")
    func backsOff() {
        let timeline = Timeline()
        let retry = BackoffRetry(
            base: ScriptedEndpoint {
                timeline.record("call")
                throw NetworkFault.timedOut
            },
            attempts: 5, firstWait: .milliseconds(100), cap: .milliseconds(300),
            wait: { timeline.record("wait \(Int($0 / .milliseconds(1))) ms") })
        _ = try? retry.loadPosts()
        let expected = [
            "call", "wait 100 ms", "call", "wait 200 ms", "call", "wait 300 ms", "call", "wait 300 ms", "call",
        ]
        if timeline.steps != expected {
            Issue.record(
                Comment(
                    rawValue: "a retry waits only between calls, twice as long each time up to the cap, but with 5 "
                        + "attempts, a first wait of 100 ms and a cap of 300 ms it went \(timeline.steps) instead of "
                        + "\(expected)"))
        }
    }
}
