import PatternContracts
import Testing

@testable import Drill

/// The contract's scripted subject, as a `FeedLoader`.
private struct ScriptedLoader: FeedLoader {
    let load: () throws -> [Int]
    func loadFeed() throws -> [Int] { try load() }
}

@Suite("Decorator drill", .timeLimit(.minutes(1)), .watchdog)
struct DecoratorDrillTests {
    @Test("a retry decorator turns transient failures into a success, gives up in time, and never retries a refusal")
    func retries() {
        checkRetryContract(
            attempts: 3, transient: FeedLoadError.offline, refusal: FeedLoadError.forbidden,
            make: { subject in RetryingFeedLoader(base: ScriptedLoader(load: subject), attempts: 3) },
            call: { try $0.loadFeed() })
    }
}
