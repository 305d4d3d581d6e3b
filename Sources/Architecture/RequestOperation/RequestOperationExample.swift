import ExampleKit
import Futubra
import FutubraServer
import Synchronization

/// Plays the request operation: its states, retry with a capped, jittered backoff (and no
/// retry for a 404), pause, resume and cancel (of the operation and of its caller),
/// dependencies, a batch of limited width that reports once, and a cycle refused before
/// anything runs.
public struct RequestOperationExample: Example {
    public static let id = "request-operation"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let clock = VirtualClock()

        transcript.section("states, seen by a callback")
        let page = RequestOperation("page 1", .posts(limit: 2), transport: .server(server))
        let seen = Mutex<[String]>(["ready"])
        await page.observe { state in seen.withLock { $0.append(state.rawValue) } }
        await page.run(on: clock)
        transcript.line("page 1: \(seen.withLock { $0.joined(separator: " -> ") })")

        transcript.section("retry with a doubling, capped, jittered backoff on a virtual clock")
        server.failNext(3)
        let policy = RetryPolicy(maxAttempts: 4, initialDelay: .milliseconds(100), cap: .milliseconds(200))
        let retried = RequestOperation(
            "page 2", FeedRequest.posts(limit: 2).nextPage(), transport: .server(server), retry: policy,
            random: SplitMix64(seed: 7))
        await retried.run(on: clock)
        let waits = clock.sleeps.map { "\($0.components.attoseconds / 1_000_000_000_000_000) ms" }
        transcript.line(
            "the server fails 3 times: \(await retried.attempts) attempts, waits \(waits.joined(separator: ", ")); \(await retried.state.rawValue)"
        )
        transcript.line("each wait is between half and all of 100 ms, 200 ms, 200 ms (doubling, capped at 200 ms)")
        server.failNext(1, status: 404)
        let missing = RequestOperation("missing", .posts(limit: 2), transport: .server(server), retry: policy)
        await missing.run(on: clock)
        transcript.line(
            "a 404 is not retried: \(await missing.attempts) attempt, \(await missing.state.rawValue): \(await missing.failure.map(\.description) ?? "")"
        )

        transcript.section("pause, resume and cancel reach the request in flight")
        let latch = Latch()
        let held = RequestOperation(
            "held", .posts(limit: 4), transport: RequestTransport.server(server).held(by: latch))
        let running = Task { await held.run(on: clock) }
        await yield { latch.waiting == 1 }
        try await held.pause()
        transcript.line("paused: requests cancelled in flight: \(latch.cancelledWaits)")
        try await held.resume()
        latch.open()
        await running.value
        transcript.line(
            "resumed: the same request sent again; \(await held.state.rawValue) after \(await held.attempts) attempts")
        let second = Latch()
        let dropped = RequestOperation(
            "dropped", .posts(limit: 4), transport: RequestTransport.server(server).held(by: second))
        let dropping = Task { await dropped.run(on: clock) }
        await yield { second.waiting == 1 }
        try await dropped.cancel()
        await dropping.value
        transcript.line(
            "cancelled: \(await dropped.state.rawValue); requests cancelled in flight: \(second.cancelledWaits)")
        do {
            try await dropped.resume()
        } catch {
            transcript.line("resume after cancel: \(error)")
        }
        let third = Latch()
        let left = RequestOperation(
            "left", .posts(limit: 4), transport: RequestTransport.server(server).held(by: third))
        let screen = Task { await left.run(on: clock) }
        await yield { third.waiting == 1 }
        screen.cancel()
        await yield { third.cancelledWaits == 1 }
        third.open()  // lets the request through if the cancellation did not reach it
        await screen.value
        transcript.line(
            "the screen's task is cancelled: \(await left.state.rawValue); requests cancelled in flight: \(third.cancelledWaits)"
        )

        transcript.section("dependencies, and a batch of width 2 that reports once")
        let feed = RequestOperation("feed", .posts(limit: 2), transport: .server(server))
        let bobs = RequestOperation("bob's posts", .posts(limit: 2, author: SampleFeed.bob), transport: .server(server))
        let more = RequestOperation("page 2", FeedRequest.posts(limit: 2).nextPage(), transport: .server(server))
        let order = Mutex<[String]>([])
        for operation in [feed, bobs, more] {
            await operation.observe { state in order.withLock { $0.append("\(operation.name) \(state.rawValue)") } }
        }
        var batch = OperationBatch(width: 2)
        batch.add(feed)
        batch.add(bobs, after: [feed])
        batch.add(more, after: [bobs])
        let reports = Mutex(0)
        let report = try await batch.run(on: clock) { _ in reports.withLock { $0 += 1 } }
        transcript.line("order: \(order.withLock { $0.joined(separator: ", ") })")
        transcript.line(
            "reported \(reports.withLock { $0 }) time: \(report.states.map { "\($0.name) \($0.state.rawValue)" }.joined(separator: ", "))"
        )

        let a = RequestOperation("a", .posts(limit: 1), transport: .server(server))
        let b = RequestOperation("b", .posts(limit: 1), transport: .server(server))
        var circular = OperationBatch()
        circular.add(a, after: [b])
        circular.add(b, after: [a])
        do {
            try await circular.run(on: clock)
        } catch {
            transcript.line(
                "a after b after a: \(error); a is \(await a.state.rawValue), b is \(await b.state.rawValue)")
        }
    }
}
