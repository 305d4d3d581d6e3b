import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite("Manual reference counting", .timeLimit(.minutes(1)), .watchdog)
struct ManualReferenceCountingTests {
    /// A weak reference to watch an object with, so the test holds no reference of its own.
    final class Watched {
        weak var refresher: FeedRefresher?
    }

    /// Makes a refresher, attaches it with `bridge`, and returns with no strong reference left.
    func attachFresh(_ bridge: any PollerBridge.Type, to poller: CPoller, log: LifetimeLog) -> Watched {
        let refresher = FeedRefresher(log: log)
        let watched = Watched()
        watched.refresher = refresher
        bridge.attach(refresher, to: poller)
        return watched
    }

    @Test(
        "a refresher handed to the poller with passRetained lives with no Swift reference left, and each poll reaches it"
    )
    func passRetainedKeepsItAlive() {
        let log = LifetimeLog()
        let poller = CPoller()
        let watched = attachFresh(BalancedBridge.self, to: poller, log: log)
        expect(watched.refresher != nil, "the poller's reference keeps it alive")
        expect(log.alive, equals: 1)
        for _ in 0..<3 { poller.poll() }
        expect(watched.refresher?.refreshes, equals: 3, "three polls, three refreshes")
        BalancedBridge.detach(from: poller)
    }

    @Test("releasing the poller's reference on detach frees the refresher then, and only then")
    func releaseOnDetachFreesIt() {
        let log = LifetimeLog()
        let poller = CPoller()
        let watched = attachFresh(BalancedBridge.self, to: poller, log: log)
        poller.poll()
        expect(log.freed, equals: 0, "not freed before detaching")
        BalancedBridge.detach(from: poller)
        expect(watched.refresher == nil, "freed on detach")
        expect(log.freed, equals: 1, "freed once")
        expect(!poller.isRegistered)
        BalancedBridge.detach(from: poller)
        expect(log.freed, equals: 1, "a second detach releases nothing")
    }

    @Test("the ownership check passes the balanced bridge and names the leak and the dangling pointer")
    func checkOnThreeBridges() {
        expect(OwnershipCheck.violations(of: BalancedBridge.self), equals: [])
        expect(
            OwnershipCheck.violations(of: LeakingBridge.self),
            equals: [
                "detaching gives the poller's reference back: the refresher is freed then, once: "
                    + "it is still alive after detaching (a leak: nothing released it)"
            ])
        expect(
            OwnershipCheck.violations(of: UnretainedBridge.self),
            equals: [
                "the refresher lives while the poller holds its pointer, with no Swift reference left: "
                    + "it was freed while the poller still held its pointer (a dangling pointer)",
                "detaching gives the poller's reference back: the refresher is freed then, once: "
                    + "it was freed before it was detached",
            ])
    }

    @Test("an autoreleased thumbnail outlives the method that made it and is freed when its pool drains")
    func autoreleasedUntilDrain() {
        let log = LifetimeLog()
        ReleasePool.draining { pool in
            let caption = ThumbnailRenderer.thumbnail(caption: "My cat", log: log, in: pool).caption
            expect(caption, equals: "My cat", "the caller can use what it does not own")
            expect(log.alive, equals: 1, "the caller let go; the pool still holds it")
            expect(pool.count, equals: 1)
        }
        expect(log.alive, equals: 0, "the drain released it")
        expect(log.freed, equals: 1)
    }

    @Test(
        "a pool per pass of a loop keeps one autoreleased thumbnail alive at a time; one pool around the loop keeps them all"
    )
    func poolPerPass() {
        let captions = (1...50).map { "post \($0)" }
        let around = LifetimeLog()
        expect(ThumbnailRenderer.renderAll(captions, log: around, poolPerPass: false), equals: 50)
        expect(around.peak, equals: 50, "one pool: every thumbnail waits for the drain")
        expect(around.alive, equals: 0)
        let perPass = LifetimeLog()
        expect(ThumbnailRenderer.renderAll(captions, log: perPass, poolPerPass: true), equals: 50)
        expect(perPass.peak, equals: 1, "a pool per pass: one at a time")
        expect(perPass.alive, equals: 0)
    }

    @Test("control: a bridge that never releases leaks the refresher, and the check says so", .tags(.control))
    func leakControl() {
        let found = OwnershipCheck.violations(of: LeakingBridge.self)
        withKnownIssue("passRetained without a release") {
            expect(found, equals: [])
        }
    }

    @Test(
        "control: a bridge that passes the pointer unretained frees the refresher while the poller holds it, and the check says so",
        .tags(.control))
    func earlyReleaseControl() {
        let found = OwnershipCheck.violations(of: UnretainedBridge.self)
        withKnownIssue("passUnretained: the poller's pointer dangles") {
            expect(found, equals: [])
        }
    }
}
