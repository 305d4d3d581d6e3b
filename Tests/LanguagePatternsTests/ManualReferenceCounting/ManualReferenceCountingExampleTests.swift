import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite("Manual reference counting example", .timeLimit(.minutes(1)), .watchdog)
struct ManualReferenceCountingExampleTests {
    @Test("the manual-reference-counting example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ManualReferenceCountingExample(),
            equals: """
                == a C callback's context: passRetained, takeUnretainedValue, release ==
                the screen let go of its refresher; alive: 1 (the poller's +1 keeps it)
                2 polls: the C callback borrowed it twice; alive: 1
                detach: release() gave the poller's reference back; alive: 0, freed: 1
                == the ownership check on three bridges ==
                BalancedBridge (passRetained, then release): keeps every property
                LeakingBridge (passRetained, never released):
                  BROKEN: detaching gives the poller's reference back: the refresher is freed then, once: it is still alive after detaching (a leak: nothing released it)
                UnretainedBridge (passUnretained):
                  BROKEN: the refresher lives while the poller holds its pointer, with no Swift reference left: it was freed while the poller still held its pointer (a dangling pointer)
                  BROKEN: detaching gives the poller's reference back: the refresher is freed then, once: it was freed before it was detached
                == autoreleased thumbnails for 5 posts ==
                one pool around the loop: 5 rendered, 5 alive at the peak, 0 after the drain
                a pool per pass: 5 rendered, 1 alive at the peak, 0 after the drain

                """)
        let events = try await run(ManualReferenceCountingExample()).events
        let refresh = "CPoller -> FeedRefresher: refresh() through takeUnretainedValue()"
        let balanced = [
            "BalancedBridge -> CPoller: register(passRetained(refresher))", refresh, refresh,
            "BalancedBridge -> FeedRefresher: release()",
        ]
        let drains =
            ["ReleasePool -> ReleasePool: drain: releases 5"]
            + Array(repeating: "ReleasePool -> ReleasePool: drain: releases 1", count: 5)
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: balanced + balanced + [refresh, refresh] + drains)
    }
}
