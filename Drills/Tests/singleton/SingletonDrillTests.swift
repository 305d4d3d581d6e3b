import PatternContracts
import Testing

@testable import Drill

@Suite("Singleton drill", .timeLimit(.minutes(1)), .watchdog)
struct SingletonDrillTests {
    @Test("the shared object is created once, even when 200 tasks ask for it at the same moment")
    func createdOnce() async {
        await checkSafeFirstUse { create in
            let slot = SharedSlot(create)
            return { slot.value }
        }
    }
}
