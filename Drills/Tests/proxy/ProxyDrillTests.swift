import PatternContracts
import Testing

@testable import Drill

/// The contract's counting subject, as a `FeedService`.
private struct RecordedService: FeedService {
    let source: RecordingFeedSource
    func feed() -> [Int] { source.read() }
    func remove(_ post: Int) { source.remove(post) }
}

@Suite("Proxy drill", .timeLimit(.minutes(1)), .watchdog)
struct ProxyDrillTests {
    @Test("a caching proxy answers repeated reads from its copy, and a removal through it refreshes the copy")
    func caches() {
        checkCachingProxyContract(
            make: { source in CachingFeedProxy(subject: RecordedService(source: source)) },
            read: { $0.feed() },
            remove: { proxy, post in proxy.remove(post) })
    }
}
