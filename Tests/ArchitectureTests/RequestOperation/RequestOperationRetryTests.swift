import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

/// A transport that answers from a script: one result per attempt, then the server's answer.
func scripted(_ failures: [ArchitectureError], then server: FeedServer) -> RequestTransport {
    let remaining = Mutex(failures)
    let answer = RequestTransport.server(server)
    return RequestTransport { request in
        if let failure = remaining.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { throw failure }
        return try await answer.send(request)
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct RequestOperationRetryTests {
    @Test(
        "only failures worth retrying are retried: a 404 or a 501 fails at once, a 503 or a dropped connection is retried"
    )
    func onlyRetriableFailuresAreRetried() async throws {
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100))
        for (status, attempts) in [(404, 1), (400, 1), (501, 1), (503, 2), (429, 2), (500, 2)] {
            let server = FeedServer(feed: try SampleFeed.feed())
            server.failNext(1, status: status)
            let operation = RequestOperation("page", .posts(limit: 2), transport: .server(server), retry: policy)
            await operation.run(on: VirtualClock())
            expect(await operation.attempts, equals: attempts, "after a \(status)")
            expect(await operation.state, equals: attempts == 1 ? .failed : .finished, "after a \(status)")
        }
        let server = FeedServer(feed: try SampleFeed.feed())
        server.inject(.dropConnection)
        let dropped = RequestOperation("page", .posts(limit: 2), transport: .server(server), retry: policy)
        await dropped.run(on: VirtualClock())
        expect(await dropped.attempts, equals: 2, "a dropped connection is retried")
        expect(await dropped.state, equals: .finished)
    }

    @Test("a request that is not idempotent is sent once, whatever the failure")
    func postIsNotRetried() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        server.failNext(1)
        let like = RequestOperation(
            "like", FeedRequest("POST", "/posts/4/like"), transport: .server(server),
            retry: RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100)))
        await like.run(on: VirtualClock())
        expect(await like.attempts, equals: 1)
        expect(await like.state, equals: .failed)
        expect(server.requestLog, equals: ["POST /posts/4/like -> 503"])
    }

    @Test("the backoff doubles up to its cap, each wait jittered between half the ceiling and the ceiling")
    func backoffHasACapAndJitter() async throws {
        let policy = RetryPolicy(maxAttempts: 6, initialDelay: .milliseconds(100), cap: .milliseconds(400))
        func waits(seed: UInt64) async throws -> [Duration] {
            let server = FeedServer(feed: try SampleFeed.feed())
            server.failNext(5)
            let clock = VirtualClock()
            let operation = RequestOperation(
                "page", .posts(limit: 2), transport: .server(server), retry: policy, random: SplitMix64(seed: seed))
            await operation.run(on: clock)
            expect(await operation.state, equals: .finished)
            return clock.sleeps
        }
        let first = try await waits(seed: 1)
        let ceilings: [Duration] = [
            .milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(400), .milliseconds(400),
        ]
        expect(first.count, equals: ceilings.count)
        for (wait, ceiling) in zip(first, ceilings) {
            expect(wait >= ceiling / 2 && wait <= ceiling, "\(wait) is not within \(ceiling / 2)...\(ceiling)")
        }
        expect(try await waits(seed: 1), equals: first, "the same seed waits the same")
        expect(try await waits(seed: 2) != first, "clients with other generators do not retry in step")
    }

    @Test("a Retry-After from the server sets the wait, and one longer than the cap ends the retries")
    func retryAfterIsHonoured() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let later = ArchitectureError.status(503, request: "GET /posts?limit=2&offset=0", retryAfter: .seconds(2))
        let clock = VirtualClock()
        let polite = RequestOperation(
            "page", .posts(limit: 2), transport: scripted([later], then: server),
            retry: RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100)))
        await polite.run(on: clock)
        expect(clock.sleeps, equals: [.seconds(2)])
        expect(await polite.state, equals: .finished)
        let muchLater = ArchitectureError.status(
            429, request: "GET /posts?limit=2&offset=0", retryAfter: .seconds(3_600))
        let patient = RequestOperation(
            "page", .posts(limit: 2), transport: scripted([muchLater], then: server),
            retry: RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100), cap: .seconds(30)))
        await patient.run(on: clock)
        expect(await patient.state, equals: .failed)
        expect(await patient.failure, equals: muchLater)
        expect(RequestTransport.retryAfter("120"), equals: .seconds(120))
        expect(
            RequestTransport.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT") == nil, "the HTTP-date form needs a wall clock"
        )
        expect(RequestTransport.retryAfter("-1") == nil && RequestTransport.retryAfter(nil) == nil)
    }
}
