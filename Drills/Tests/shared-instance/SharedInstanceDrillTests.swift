import PatternContracts
import Testing

@testable import Drill

@Suite("Shared instance drill", .timeLimit(.minutes(1)), .watchdog)
struct SharedInstanceDrillTests {
    // The check needs the very first use of `ThumbnailStore.shared` in this process: no other
    // test here uses it.
    @Test("the shared store is made once, even when its first callers arrive at the same moment")
    func sharedMadeOnce() async {
        await checkSafeFirstUse(
            of: { ThumbnailStore.shared },
            countingCreations: { hook in ThumbnailStore.onCreate.withLock { $0 = hook } })
    }
}
