import ExampleKit
import Futubra

/// Plays a token bucket limiting comments and a circuit breaker in front of a failing server,
/// both on virtual time.
package struct RateLimiterCircuitBreakerExample: Example {
    package static let id = "rate-limiter-circuit-breaker"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("a token bucket: 3 comments at once, then one every 10 s")
        let time = VirtualScheduler()
        let comments = TokenBucket(capacity: 3, refillEvery: .seconds(10), clock: time)
        transcript.line("at 0 s, four comments: \((1...4).map { _ in comments.take().words }.joined(separator: ", "))")
        time.advance(by: .seconds(25))
        transcript.line("at 25 s, three more: \((1...3).map { _ in comments.take().words }.joined(separator: ", "))")
        time.advance(by: .seconds(3_600))
        transcript.line("an hour later, five: \((1...5).map { _ in comments.take().words }.joined(separator: ", "))")

        transcript.section("a circuit breaker: open after 3 failures, for 30 s")
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let clock = VirtualScheduler()
        let breaker = CircuitBreaker(failureThreshold: 3, cooldown: .seconds(30), clock: clock)
        let load = { try await breaker.call { try await backend.post(PostID(3)) } }
        backend.failNext(3)
        var outcomes: [String] = []
        for _ in 1...4 { outcomes.append(await Self.outcome(of: load)) }
        transcript.line("four calls: \(outcomes.joined(separator: ", "))")
        transcript.line("the server heard \(backend.log.count) requests; the breaker is \(breaker.state.words)")
        clock.advance(by: .seconds(30))
        transcript.line(
            "30 s later, a trial call: \(await Self.outcome(of: load)); the breaker is \(breaker.state.words)")
        backend.failNext(4)
        for _ in 1...3 { _ = await Self.outcome(of: load) }
        clock.advance(by: .seconds(30))
        transcript.line("3 failures, 30 s, and a trial that fails: \(await Self.outcome(of: load))")
        transcript.line("the breaker is \(breaker.state.words); the server heard \(backend.log.count) requests in all")
    }

    /// How one call ended, in a word or two.
    private static func outcome(of call: () async throws -> Post) async -> String {
        do {
            return "\(try await call().id)"
        } catch ConcurrencyError.circuitOpen {
            return "failed fast"
        } catch {
            return "server error"
        }
    }
}

extension Admission {
    fileprivate var words: String {
        switch self {
        case .allowed: "posted"
        case .refused(let wait): "refused (retry in \(Int(wait / .seconds(1))) s)"
        }
    }
}

extension BreakerState {
    fileprivate var words: String {
        switch self {
        case .closed: "closed"
        case .open(let until): "open until \(Int(until / .seconds(1))) s"
        case .halfOpen: "half-open"
        }
    }
}
