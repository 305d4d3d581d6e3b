import ExampleKit
import Futubra

/// Plays manual reference counting: a feed refresher handed to a C-style poller as a raw
/// pointer with `Unmanaged`, the same hand-over by a leaking and an unretained bridge, and
/// thumbnails returned autoreleased, with one pool around a loop and one pool per pass.
package struct ManualReferenceCountingExample: Example {
    package static let id = "manual-reference-counting"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("a C callback's context: passRetained, takeUnretainedValue, release")
        let log = LifetimeLog()
        let poller = CPoller()
        attachAndLetGo(to: poller, log: log)
        transcript.line("the screen let go of its refresher; alive: \(log.alive) (the poller's +1 keeps it)")
        poller.poll()
        poller.poll()
        transcript.line("2 polls: the C callback borrowed it twice; alive: \(log.alive)")
        BalancedBridge.detach(from: poller)
        transcript.line("detach: release() gave the poller's reference back; alive: \(log.alive), freed: \(log.freed)")

        transcript.section("the ownership check on three bridges")
        let bridges: [(String, any PollerBridge.Type)] = [
            ("BalancedBridge (passRetained, then release)", BalancedBridge.self),
            ("LeakingBridge (passRetained, never released)", LeakingBridge.self),
            ("UnretainedBridge (passUnretained)", UnretainedBridge.self),
        ]
        for (name, bridge) in bridges {
            let broken = OwnershipCheck.violations(of: bridge)
            transcript.line(broken.isEmpty ? "\(name): keeps every property" : "\(name):")
            for violation in broken { transcript.line("  BROKEN: \(violation)") }
        }

        transcript.section("autoreleased thumbnails for \(Self.captions.count) posts")
        let oneLog = LifetimeLog()
        let one = ThumbnailRenderer.renderAll(Self.captions, log: oneLog, poolPerPass: false)
        transcript.line(
            "one pool around the loop: \(one) rendered, \(oneLog.peak) alive at the peak, \(oneLog.alive) after the drain"
        )
        let eachLog = LifetimeLog()
        let each = ThumbnailRenderer.renderAll(Self.captions, log: eachLog, poolPerPass: true)
        transcript.line(
            "a pool per pass: \(each) rendered, \(eachLog.peak) alive at the peak, \(eachLog.alive) after the drain")
    }

    /// Makes a refresher, gives it to the poller, and returns: the screen keeps no reference.
    private func attachAndLetGo(to poller: CPoller, log: LifetimeLog) {
        BalancedBridge.attach(FeedRefresher(log: log), to: poller)
    }

    static let captions = ["Shipped the new feed screen", "My cat, judging me", "The talk", "Hello, Futubra", "Later"]
}
