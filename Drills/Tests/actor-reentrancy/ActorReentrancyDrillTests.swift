import PatternContracts
import Testing

@testable import Drill

@Suite("Actor reentrancy drill", .timeLimit(.minutes(1)), .watchdog)
struct ActorReentrancyDrillTests {
    @Test("two overlapping syncs deliver each message once, oldest first, one at a time")
    func overlappingSyncs() async {
        await checkOverlappingDrainContract(
            calling: "sync", make: { send in MessageOutbox(send: send) }, enqueue: { await $0.enqueue($1) },
            drain: { await $0.sync() }, waiting: { await $0.waitingSyncs })
    }
}
