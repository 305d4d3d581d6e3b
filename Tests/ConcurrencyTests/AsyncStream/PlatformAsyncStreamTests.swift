import ContractSupport
import Testing

@testable import Concurrency

/// What `AsyncStream` itself does: `yield` never waits, a waiting reader needs no buffer, two
/// readers share the values out, and a throwing stream has one reader.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformAsyncStreamTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("yield never waits for a reader: with nobody reading, an unbounded stream takes every push at once") {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            let deliveries = (1...100).map { Delivery(continuation.yield($0)) }
            expect(deliveries.filter { $0 != .queued(remaining: .max) }, equals: [])
            _ = stream
        },
        Check("a reader already waiting gets the value straight away, even from a stream that buffers none") {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(0))
            expect(Delivery(continuation.yield(1)), equals: .dropped(1), "nobody waits: the value is dropped")
            let read = Recorder<Int>()
            let reader = Task {
                for await value in stream { read.record(value) }
            }
            // The reader waits once the stream has no value for it: a yield then reaches it.
            var delivered: [Delivery<Int>] = []
            for _ in 0..<1_000_000 where read.values.isEmpty {
                let delivery = Delivery(continuation.yield(2))
                if delivery != .dropped(2) { delivered.append(delivery) }
                await Task.yield()
            }
            expect(read.values, equals: [2])
            expect(delivered, equals: [.queued(remaining: 0)])
            continuation.finish()
            await reader.value
        },
        Check("two tasks reading one AsyncStream at once share its values out: each value reaches one of them") {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            let read = Recorder<Int>()
            let ended = Recorder<Int>()
            let readers = (1...2).map { reader in
                Task {
                    for await value in stream { read.record(value) }
                    ended.record(reader)
                }
            }
            for value in 1...6 { continuation.yield(value) }
            continuation.finish()
            expect(await yield { ended.values.count == 2 }, "both loops end when the stream finishes")
            expect(read.values.sorted(), equals: Array(1...6), "every value read once, by one reader")
            for reader in readers { reader.cancel() }
        },
        Check("two tasks awaiting one AsyncThrowingStream at once stop the process") {
            await #expect(processExitsWith: .failure) {
                let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
                let first = Task { for try await _ in stream {} }
                let second = Task { for try await _ in stream {} }
                for _ in 0..<1_000 { await Task.yield() }
                continuation.finish()
                _ = await (first.result, second.result)
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
