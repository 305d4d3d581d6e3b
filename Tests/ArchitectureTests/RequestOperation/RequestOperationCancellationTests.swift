import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A clock whose sleeps wait on a latch until they are cancelled or the latch opens: a test
/// can cancel a task while it waits out a backoff.
final class HeldClock: Clock, Sendable {
    typealias Instant = VirtualClock.Instant
    let latch = Latch()
    private let virtual = VirtualClock()

    var now: Instant { virtual.now }
    var minimumResolution: Duration { .nanoseconds(1) }
    /// Every sleep asked for.
    var sleeps: [Duration] { virtual.sleeps }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await latch.wait()
        try await virtual.sleep(until: deadline)
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct RequestOperationCancellationTests {
    @Test("cancelling the task that runs an operation cancels the operation and its request in flight")
    func callerCancellationReachesTheRequest() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let latch = Latch()
        let operation = RequestOperation(
            "held", .posts(limit: 2), transport: RequestTransport.server(server).held(by: latch))
        let clock = VirtualClock()
        let running = Task { await operation.run(on: clock) }
        expect(await yield { latch.waiting == 1 })
        running.cancel()
        let reached = await yield { latch.cancelledWaits == 1 }
        latch.open()
        await running.value
        expect(reached, "the caller's cancellation reached the request in flight")
        expect(await operation.state, equals: .cancelled)
        expect(server.requestLog, equals: [])
    }

    @Test(
        "cancelling the task that runs an operation during a backoff wait ends it as cancelled, with no further attempt"
    )
    func cancellationDuringBackoff() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        server.failNext(1)
        let clock = HeldClock()
        let operation = RequestOperation(
            "retried", .posts(limit: 2), transport: .server(server),
            retry: RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100)))
        let running = Task { await operation.run(on: clock) }
        expect(await yield { clock.latch.waiting == 1 }, "the operation waits out its backoff")
        running.cancel()
        await running.value
        expect(await operation.state, equals: .cancelled)
        expect(await operation.attempts, equals: 1)
        expect(server.requestLog, equals: ["GET /posts?limit=2&offset=0 -> 503"])
    }

    @Test("cancelling an operation cancels its URLSession data task on the wire")
    func cancellationReachesTheWire() async throws {
        let wire = HeldURLProtocol.line()
        let operation = RequestOperation(
            "held", .posts(limit: 2), transport: .session(wire.session, baseURL: wire.baseURL))
        let running = Task { await operation.run(on: VirtualClock()) }
        expect(await yield { wire.started == 1 }, "the request reached the wire")
        try await operation.cancel()
        await running.value
        expect(await yield { wire.stopped == 1 }, "URLSession stopped the request it had sent")
        expect(await operation.state, equals: .cancelled)
    }
}

/// What a transport throws when its caller is cancelled while the request is on the wire.
@Suite(.timeLimit(.minutes(1)), .watchdog) struct RequestTransportCancellationTests {
    @Test("a request cancelled on the wire throws CancellationError, not a network error to retry")
    func cancelledOnTheWireIsACancellation() async throws {
        let wire = HeldURLProtocol.line()
        let transport = RequestTransport.session(wire.session, baseURL: wire.baseURL)
        let sending = Task { try await transport.send(.posts(limit: 2)) }
        expect(await yield { wire.started == 1 })
        sending.cancel()
        let outcome = await sending.result
        expect(await yield { wire.stopped == 1 }, "URLSession stopped the request")
        guard case .failure(let error) = outcome else {
            Issue.record("a cancelled request was answered")
            return
        }
        expect(error is CancellationError, "threw \(error)")
    }
}

/// A URL protocol that never answers: a request stays on the wire until URLSession stops it.
final class HeldURLProtocol: URLProtocol {
    /// Requests started and stopped, by host.
    private static let counts = Mutex<[String: (started: Int, stopped: Int)]>([:])

    /// One line to a host of its own, and what happened on it.
    struct Line {
        let session: URLSession
        let baseURL: URL
        var started: Int { HeldURLProtocol.counts.withLock { $0[host]?.started ?? 0 } }
        var stopped: Int { HeldURLProtocol.counts.withLock { $0[host]?.stopped ?? 0 } }
        private var host: String { baseURL.host ?? "" }

        fileprivate init(host: String) {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.protocolClasses = [HeldURLProtocol.self]
            session = URLSession(configuration: configuration)
            var components = URLComponents()
            (components.scheme, components.host) = ("http", host)
            baseURL = components.url ?? URL(fileURLWithPath: "/")
        }
    }

    /// A session whose requests are held, on a host no other test uses.
    static func line() -> Line {
        let host = "held-\(UUID().uuidString.lowercased()).futubra.example"
        counts.withLock { $0[host] = (0, 0) }
        return Line(host: host)
    }

    override class func canInit(with request: URLRequest) -> Bool {
        guard let host = request.url?.host else { return false }
        return counts.withLock { $0[host] != nil }
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let host = request.url?.host ?? ""
        Self.counts.withLock { $0[host]?.started += 1 }
    }

    override func stopLoading() {
        let host = request.url?.host ?? ""
        Self.counts.withLock { $0[host]?.stopped += 1 }
    }
}
