import ContractSupport
import Futubra
import Testing

@testable import Behavioral

/// A link that records every event offered to it and takes only the ones in `accepts`.
@MainActor
private final class SpyResponder: FeedResponder {
    let responderName: String
    let nextResponder: (any FeedResponder)?
    let accepts: Set<FeedEvent>
    private(set) var offered: [FeedEvent] = []

    init(_ name: String, accepts: Set<FeedEvent>, next: (any FeedResponder)? = nil) {
        responderName = name
        self.accepts = accepts
        nextResponder = next
    }

    func handle(_ event: FeedEvent) -> Bool {
        offered.append(event)
        return accepts.contains(event)
    }
}

@Suite("Chain of responsibility", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct ChainOfResponsibilityTests {
    static let fullPath = ["LikeButton(#3)", "PostCell(#3)", "FeedList", "FeedScreen", "FutubraApp"]

    /// Each event and how many responders it visits before one handles it.
    nonisolated static let depths: [(FeedEvent, Int)] = [
        (.tap, 1), (.doubleTap, 2), (.pullToRefresh, 3), (.key("n"), 4), (.shake, 5),
    ]

    @Test("an event climbs from the first responder only as far as the nearest handler", arguments: depths)
    func nearestHandlerWins(event: FeedEvent, depth: Int) {
        let screen = FeedScreenHierarchy(post: PostID(3))
        let dispatcher = EventDispatcher()
        dispatcher.firstResponder = screen.likeButton
        let delivery = dispatcher.dispatch(event)
        expect(delivery.path, equals: Array(Self.fullPath.prefix(depth)))
        expect(delivery.handledBy, equals: Self.fullPath[depth - 1])
        expect(dispatcher.unhandled.isEmpty)
    }

    @Test("a handled event goes no further: responders above it never see it")
    func handledEventStops() {
        let top = SpyResponder("top", accepts: [.tap, .shake])
        let middle = SpyResponder("middle", accepts: [.doubleTap], next: top)
        let bottom = SpyResponder("bottom", accepts: [.tap], next: middle)
        let dispatcher = EventDispatcher()
        dispatcher.firstResponder = bottom
        expect(dispatcher.dispatch(.tap).handledBy, equals: "bottom")
        expect(dispatcher.dispatch(.doubleTap).handledBy, equals: "middle")
        expect(dispatcher.dispatch(.shake).handledBy, equals: "top")
        expect(bottom.offered, equals: [.tap, .doubleTap, .shake])
        expect(middle.offered, equals: [.doubleTap, .shake])
        expect(top.offered, equals: [.shake])
    }

    @Test("an event nobody handles visits every responder to the end and is reported")
    func unhandledReachesTheEndAndIsReported() {
        let screen = FeedScreenHierarchy(post: PostID(3))
        let dispatcher = EventDispatcher()
        dispatcher.firstResponder = screen.likeButton
        let delivery = dispatcher.dispatch(.key("x"))
        expect(delivery, equals: EventDelivery(path: Self.fullPath, handledBy: nil))
        expect(dispatcher.unhandled.map(\.event), equals: [.key("x")])
        expect(dispatcher.unhandled.first?.path, equals: Self.fullPath)
    }

    @Test("a responder that declines passes the event on: a disabled button lets the tap through")
    func decliningResponderPassesOn() {
        let screen = FeedScreenHierarchy(post: PostID(3))
        let dispatcher = EventDispatcher()
        dispatcher.firstResponder = screen.likeButton
        screen.likeButton.isEnabled = false
        let delivery = dispatcher.dispatch(.tap)
        expect(delivery.handledBy == nil)
        expect(delivery.path.count, equals: Self.fullPath.count)
        expect(!screen.cell.isLiked)
    }

    @Test("the chain starts at the first responder: from the list, the cell below it is never asked")
    func chainStartsAtFirstResponder() {
        let screen = FeedScreenHierarchy(post: PostID(3))
        let dispatcher = EventDispatcher()
        dispatcher.firstResponder = screen.list
        let delivery = dispatcher.dispatch(.doubleTap)
        expect(delivery.path, equals: ["FeedList", "FeedScreen", "FutubraApp"])
        expect(delivery.handledBy == nil)
        expect(!screen.cell.isLiked)
    }

    @Test("with no first responder, an event is reported unhandled with an empty path")
    func noFirstResponder() {
        let dispatcher = EventDispatcher()
        expect(dispatcher.dispatch(.shake), equals: EventDelivery(path: [], handledBy: nil))
        expect(dispatcher.unhandled.count, equals: 1)
    }

    @Test("the dispatcher holds its first responder weakly: focus does not keep a closed screen alive")
    func firstResponderIsWeak() {
        let dispatcher = EventDispatcher()
        var screen: FeedScreenHierarchy? = FeedScreenHierarchy(post: PostID(3))
        dispatcher.firstResponder = screen?.likeButton
        weak let button = screen?.likeButton
        screen = nil
        expect(button == nil)
        expect(dispatcher.firstResponder == nil)
        expect(dispatcher.dispatch(.tap), equals: EventDelivery(path: [], handledBy: nil))
    }

    @Test("the chain holds its links weakly upward: a released screen is not kept alive by its parts")
    func linksAreWeakUpward() {
        var screen: FeedScreenHierarchy? = FeedScreenHierarchy(post: PostID(3))
        let button = screen?.likeButton
        weak let app = screen?.app
        screen = nil
        expect(app == nil)
        expect(button?.nextResponder == nil)
    }
}
