import PatternContracts
import Testing

@testable import Drill

@Suite("Key-value observing drill", .timeLimit(.minutes(1)), .watchdog)
struct KeyValueObservingDrillTests {
    @Test("each observation hears every change in order, and ends when invalidated or released")
    func observerContract() {
        // Key-value observing's own choices: an observation ends when its token is invalidated
        // or released; one that ends during a delivery hears nothing more, that change
        // included; and a change made by a handler is delivered at once, inside the current one.
        checkObserverContract(
            ObserverSemantics(
                subscription: .token(endsOnRelease: true), delivery: .live, publishDuringDelivery: .nested)
        ) {
            let likes = ObservedLikes(count: 0)
            return ObserverHarness(
                subscribe: { subscriber in likes.observe { [weak subscriber] change in subscriber?.hear(change.new) } },
                cancel: { observation in (observation as? LikeObservation)?.invalidate() },
                publish: { likes.count = $0 },
                events: [5, 6])
        }
    }
}
