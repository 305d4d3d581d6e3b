import ContractSupport
import Futubra
import Testing

@testable import Behavioral

/// A target that records the senders it received.
@MainActor
private final class RecordingTarget {
    let log: SenderLog
    init(log: SenderLog) { self.log = log }
    func tapped(_ sender: FeedButton) {
        log.senders.append(sender.title)
        log.senderIDs.append(ObjectIdentifier(sender))
    }
    func pressedLong(_ sender: FeedButton) { log.senders.append("long \(sender.title)") }
}

/// Outlives the targets, so a test can look at what a released target did.
@MainActor
private final class SenderLog {
    var senders: [String] = []
    /// The identity of each sender, to tell the very button apart from a look-alike.
    var senderIDs: [ObjectIdentifier] = []
}

@Suite("Target-action", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct TargetActionTests {
    @Test("the action runs on the target with the control itself passed as the sender")
    func senderIsPassed() throws {
        let controller = FeedViewController(feed: try SampleFeed.feed(), viewer: SampleFeed.eve)
        let button = FeedButton(title: "Like", post: PostID(2))
        button.addTarget(controller, action: FeedViewController.likeTapped, for: .touchUpInside)
        expect(button.sendActions(for: .touchUpInside), equals: 1)
        expect(controller.feed.post(id: PostID(2))?.isLiked(by: SampleFeed.eve), equals: true)
        expect(controller.feed.post(id: PostID(3))?.isLiked(by: SampleFeed.eve), equals: false)

        let log = SenderLog()
        let target = RecordingTarget(log: log)
        let first = FeedButton(title: "Like", post: PostID(1))
        let second = FeedButton(title: "Like", post: PostID(1))
        first.addTarget(target, action: RecordingTarget.tapped, for: .touchUpInside)
        second.addTarget(target, action: RecordingTarget.tapped, for: .touchUpInside)
        second.sendActions(for: .touchUpInside)
        first.sendActions(for: .touchUpInside)
        expect(log.senderIDs, equals: [ObjectIdentifier(second), ObjectIdentifier(first)])
    }

    @Test("the control holds its target weakly: adding a target does not keep it alive")
    func targetHeldWeakly() {
        let log = SenderLog()
        let button = FeedButton(title: "Like", post: PostID(1))
        weak var released: RecordingTarget?
        do {
            let target = RecordingTarget(log: log)
            released = target
            button.addTarget(target, action: RecordingTarget.tapped, for: .touchUpInside)
            expect(button.targetCount(for: .touchUpInside), equals: 1)
        }
        expect(released == nil)
    }

    @Test("a released target receives nothing, and its pair is dropped")
    func releasedTargetReceivesNothing() {
        let log = SenderLog()
        let button = FeedButton(title: "Like", post: PostID(1))
        var target: RecordingTarget? = RecordingTarget(log: log)
        if let target {
            button.addTarget(target, action: RecordingTarget.tapped, for: .touchUpInside)
        }
        button.sendActions(for: .touchUpInside)
        target = nil
        expect(button.sendActions(for: .touchUpInside), equals: 0)
        expect(log.senders, equals: ["Like"])
        expect(button.targetCount(for: .touchUpInside), equals: 0)
    }

    @Test("targets and actions are chosen at run time: added, swapped and removed while the app runs")
    func targetsChangeAtRunTime() {
        let first = SenderLog()
        let second = SenderLog()
        let one = RecordingTarget(log: first)
        let other = RecordingTarget(log: second)
        let button = FeedButton(title: "Share", post: PostID(4))
        button.addTarget(one, action: RecordingTarget.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.removeTarget(one, for: .touchUpInside)
        button.addTarget(other, action: RecordingTarget.pressedLong, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        expect(first.senders, equals: ["Share"])
        expect(second.senders, equals: ["long Share"])
    }

    @Test("each event sends only its own actions, to every target in the order they were added")
    func eventsAreSeparateAndOrdered() {
        let log = SenderLog()
        let a = RecordingTarget(log: log)
        let b = RecordingTarget(log: log)
        let button = FeedButton(title: "Like", post: PostID(1))
        button.addTarget(a, action: RecordingTarget.tapped, for: .touchUpInside)
        button.addTarget(b, action: RecordingTarget.pressedLong, for: .touchUpInside)
        button.addTarget(a, action: RecordingTarget.pressedLong, for: .longPress)
        expect(button.sendActions(for: .touchUpInside), equals: 2)
        expect(log.senders, equals: ["Like", "long Like"])
        expect(button.sendActions(for: .longPress), equals: 1)
        expect(log.senders.count, equals: 3)
    }

    @Test("a disabled control sends no action")
    func disabledSendsNothing() {
        let log = SenderLog()
        let target = RecordingTarget(log: log)
        let button = FeedButton(title: "Like", post: PostID(1))
        button.addTarget(target, action: RecordingTarget.tapped, for: .touchUpInside)
        button.isEnabled = false
        expect(button.sendActions(for: .touchUpInside), equals: 0)
        expect(log.senders.isEmpty)
    }
}
