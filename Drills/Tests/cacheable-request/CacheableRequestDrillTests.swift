import PatternContracts
import Testing

@testable import Drill

@Suite("Cacheable request drill", .timeLimit(.minutes(1)), .watchdog)
struct CacheableRequestDrillTests {
    @Test("callers of one post share one load; a failure reaches them all and is not kept; a loaded body is cached")
    func oneLoadForManyCallers() async {
        await checkCoalescingContract(
            make: { load in PostBodyCache(load: load) },
            get: { cache, post in try await cache.body(of: post) })
    }
}
