import ContractSupport
import Futubra
import Testing

@testable import Concurrency

/// A way to call the server: through the entry's breaker, or straight.
typealias GuardedCall = @Sendable (FeedBackend, VirtualScheduler) -> @Sendable () async throws -> Post

/// Three failures in a row, then three more calls: the server must hear the three failing
/// calls and nothing more while the breaker is open.
func checkOpenBreakerSparesTheServer(_ make: GuardedCall) async throws {
    let backend = FeedBackend(feed: try SampleFeed.feed())
    let call = make(backend, VirtualScheduler())
    backend.failNext(6)
    var failedFast = 0
    for _ in 1...6 {
        do { _ = try await call() } catch ConcurrencyError.circuitOpen { failedFast += 1 } catch {}
    }
    expect(backend.log.count, equals: 3, "the server hears only the calls before the breaker opened")
    expect(failedFast, equals: 3)
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct RateLimiterCircuitBreakerTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a full bucket lets a burst of its capacity through, then refuses with the time until the next token") {
            let time = VirtualScheduler()
            let bucket = TokenBucket(capacity: 3, refillEvery: .seconds(10), clock: time)
            let admissions = (1...4).map { _ in bucket.take() }
            expect(
                admissions,
                equals: [
                    .allowed(remaining: 2), .allowed(remaining: 1), .allowed(remaining: 0),
                    .refused(retryAfter: .seconds(10)),
                ])
            time.advance(by: .seconds(4))
            expect(bucket.take(), equals: .refused(retryAfter: .seconds(6)))
        },
        Check("tokens come back one per interval, a part of an interval is kept, and never beyond the capacity") {
            let time = VirtualScheduler()
            let bucket = TokenBucket(capacity: 3, refillEvery: .seconds(10), clock: time)
            for _ in 1...3 { _ = bucket.take() }
            time.advance(by: .seconds(25))
            expect(
                [bucket.take(), bucket.take(), bucket.take()],
                equals: [.allowed(remaining: 1), .allowed(remaining: 0), .refused(retryAfter: .seconds(5))])
            time.advance(by: .seconds(5))
            expect(bucket.take(), equals: .allowed(remaining: 0), "the half interval waited before counts")
            time.advance(by: .seconds(3_600))
            expect(
                (1...4).map { _ in bucket.take() }.filter { $0 != .refused(retryAfter: .seconds(10)) }.count, equals: 3)
        },
        Check("after three failures in a row the breaker opens and fails fast: the server is not called") {
            try await checkOpenBreakerSparesTheServer { backend, clock in
                let breaker = CircuitBreaker(failureThreshold: 3, cooldown: .seconds(30), clock: clock)
                return { try await breaker.call { try await backend.post(PostID(3)) } }
            }
        },
        Check("a success resets the count: failures must come in a row to open the breaker") {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let breaker = CircuitBreaker(failureThreshold: 3, cooldown: .seconds(30), clock: VirtualScheduler())
            for fails in [true, true, false, true, true] {
                if fails { backend.failNext(1) }
                _ = try? await breaker.call { try await backend.post(PostID(3)) }
            }
            expect(breaker.state, equals: .closed(failures: 2))
        },
        Check(
            "after the cooldown one trial goes through while the others fail fast, and its success closes the breaker"
        ) {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let clock = VirtualScheduler()
            let breaker = CircuitBreaker(failureThreshold: 3, cooldown: .seconds(30), clock: clock)
            backend.failNext(3)
            for _ in 1...3 { _ = try? await breaker.call { try await backend.post(PostID(3)) } }
            clock.advance(by: .seconds(29))
            expect(
                (try? await breaker.call { try await backend.post(PostID(3)) }) == nil,
                "still open before the cooldown ends")
            clock.advance(by: .seconds(1))
            backend.hold()
            let trial = Task { try await breaker.call { try await backend.post(PostID(3)) } }
            expect(await yield { backend.held.count == 1 }, "the trial reached the server")
            let second = Recorder<String>()
            let during = Task {
                do {
                    _ = try await breaker.call { try await backend.post(PostID(3)) }
                    second.record("went through")
                } catch ConcurrencyError.circuitOpen(let state) {
                    second.record("refused while \(state)")
                }
            }
            expect(await yield { !second.values.isEmpty }, "a second call during the trial ends at once")
            backend.release()
            _ = try await during.value
            expect(second.values, equals: ["refused while halfOpen"], "a second call during the trial fails fast")
            expect(try await trial.value.id, equals: PostID(3))
            expect(breaker.state, equals: .closed(failures: 0))
            expect(backend.log.count, equals: 4)
        },
        Check("a trial that fails opens the breaker for another cooldown") {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let clock = VirtualScheduler()
            let breaker = CircuitBreaker(failureThreshold: 3, cooldown: .seconds(30), clock: clock)
            backend.failNext(4)
            for _ in 1...3 { _ = try? await breaker.call { try await backend.post(PostID(3)) } }
            clock.advance(by: .seconds(30))
            _ = try? await breaker.call { try await backend.post(PostID(3)) }
            expect(breaker.state, equals: .open(until: .seconds(60)))
            expect(backend.log.count, equals: 4)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a client with no breaker keeps calling a failing server", .tags(.control))
    func noBreakerHammers() async {
        await withKnownIssue {
            try await checkOpenBreakerSparesTheServer { backend, _ in { try await backend.post(PostID(3)) } }
        }
    }

}
