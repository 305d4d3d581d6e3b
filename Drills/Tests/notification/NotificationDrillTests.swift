import PatternContracts
import Testing

@testable import Drill

/// An observer the checker makes: it passes what it hears to the checker.
private final class NoticeProbe: LikeObserver {
    private let hear: (LikeNotice) -> Void

    init(_ hear: @escaping (LikeNotice) -> Void) {
        self.hear = hear
    }

    func didReceive(_ notice: LikeNotice) {
        hear(notice)
    }
}

@Suite("Notification drill", .timeLimit(.minutes(1)), .watchdog)
struct NotificationDrillTests {
    @Test("the centre keeps no observer alive, delivers in order, and copes with observers that act while they hear")
    func observerContract() {
        // NotificationCenter's own choices: an observer lasts as long as it lives (or until it
        // is removed), a delivery goes to the observers there were when it began, and a notice
        // posted during a delivery is delivered at once, inside it.
        checkObserverContract(
            ObserverSemantics(subscription: .observerLifetime, delivery: .snapshot, publishDuringDelivery: .nested)
        ) {
            let center = LikeNotificationCenter()
            return ObserverSubject(
                observer: { hear in NoticeProbe(hear) },
                subscribe: { center.addObserver($0) },
                cancel: { observer, _ in center.removeObserver(observer) },
                publish: { center.post($0) },
                events: [.liked(post: 3), .unliked(post: 3)])
        }
    }
}
