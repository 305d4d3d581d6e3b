import ContractSupport
import Observation
import Synchronization
import Testing

/// What the Observation framework does, which the kit is built on.
@MainActor
@Suite("Observation, as the kit relies on it", .timeLimit(.minutes(1)), .watchdog)
struct PlatformObservationTests {
    @Test(
        "withObservationTracking calls onChange once, before the new value lands, and only for a property read inside it"
    )
    func onChangeOncePerTracking() {
        let post = TestPost()
        let seen = Seen()
        withObservationTracking {
            _ = post.likes
        } onChange: { [seen] in
            seen.record()
        }
        post.caption = "dog"
        expect(seen.count, equals: 0)
        post.likes = 1
        post.likes = 2
        expect(seen.count, equals: 1, "onChange fired again without being armed again")
    }

    @Test("writing an equal value to an @Observable property tells no one")
    func equalWriteIsSilent() {
        let post = TestPost()
        let seen = Seen()
        withObservationTracking {
            _ = post.caption
        } onChange: { [seen] in
            seen.record()
        }
        post.caption = "cat"
        expect(seen.count, equals: 0)
    }

    @Test(
        "reads inside a nested withObservationTracking arm the outer one too: a child's body must not run inside its parent's tracking"
    )
    func nestedTrackingReachesTheOuter() {
        let post = TestPost()
        let outer = Seen()
        withObservationTracking {
            _ = post.likes
            withObservationTracking {
                _ = post.caption
            } onChange: {
            }
        } onChange: { [outer] in
            outer.record()
        }
        post.caption = "dog"
        expect(outer.count, equals: 1)
    }
}

/// Counts onChange calls, from whatever thread they come.
private final class Seen: Sendable {
    private let calls = Mutex(0)
    func record() { calls.withLock { $0 += 1 } }
    var count: Int { calls.withLock { $0 } }
}
