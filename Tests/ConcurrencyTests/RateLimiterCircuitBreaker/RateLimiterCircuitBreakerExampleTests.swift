import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct RateLimiterCircuitBreakerExampleTests {
    @Test("the rate-limiter-circuit-breaker example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: RateLimiterCircuitBreakerExample(),
            equals: """
                == a token bucket: 3 comments at once, then one every 10 s ==
                at 0 s, four comments: posted, posted, posted, refused (retry in 10 s)
                at 25 s, three more: posted, posted, refused (retry in 5 s)
                an hour later, five: posted, posted, posted, refused (retry in 10 s), refused (retry in 10 s)
                == a circuit breaker: open after 3 failures, for 30 s ==
                four calls: server error, server error, server error, failed fast
                the server heard 3 requests; the breaker is open until 30 s
                30 s later, a trial call: #3; the breaker is closed
                3 failures, 30 s, and a trial that fails: server error
                the breaker is open until 90 s; the server heard 8 requests in all

                """)
    }
}
