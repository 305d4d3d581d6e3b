import PatternContracts
import Testing

@testable import Drill

@Suite("Lazy initialization drill", .timeLimit(.minutes(1)), .watchdog)
struct LazyInitializationDrillTests {
    @Test("the index is built once, even when the first searches arrive at the same moment")
    func builtOnce() async {
        await checkSafeFirstUse { build in
            let index = LazyIndex(build)
            return { index.value }
        }
    }
}
