import PatternContracts
import Testing

@testable import Drill

@Suite("Observer drill", .timeLimit(.minutes(1)), .watchdog)
struct ObserverDrillTests {
    /// How the contract drives a `FeedPublisher`.
    static func harness() -> ObserverHarness<FeedEvent> {
        let publisher = FeedPublisher()
        return ObserverHarness(
            subscribe: { subscriber in publisher.subscribe(subscriber) { subscriber, event in subscriber.hear(event) }
            },
            cancel: { token in (token as? Subscription)?.cancel() },
            publish: { event in publisher.publish(event) },
            events: [.postLiked(3), .commentAdded(1)])
    }

    @Test("every subscriber hears each event once, in the order they subscribed")
    func inOrder() {
        checkObserverContract([.notifiesEachOnceInOrder], make: Self.harness)
    }

    @Test("a cancelled or released subscription hears nothing more")
    func cancelled() {
        checkObserverContract([.cancelledHearsNothing, .releasedHearsNothing], make: Self.harness)
    }

    @Test("the publisher does not keep its subscribers alive")
    func weak() {
        checkObserverContract([.subscribersNotRetained], make: Self.harness)
    }

    @Test("a subscription cancelled during delivery does not hear that event, and makes no later subscriber miss it")
    func cancelledDuringDelivery() {
        checkObserverContract([.cancelledDuringDelivery, .cancellingDuringDeliverySkipsNoOne], make: Self.harness)
    }

    @Test("a subscriber added during delivery hears the next event, not that one")
    func subscribedDuringDelivery() {
        checkObserverContract([.subscribedDuringDelivery], make: Self.harness)
    }

    @Test("an event published during delivery reaches every subscriber after the one being delivered")
    func publishedDuringDelivery() {
        checkObserverContract([.publishedDuringDelivery], make: Self.harness)
    }
}
