import ContractSupport
import Testing

@testable import Concurrency

/// What the checks need of a buffer between producers and consumers.
protocol IntBuffer: Sendable {
    func put(_ item: Int) async throws
    func take() async throws -> Int
    var contents: [Int] { get async }
}

extension BoundedBuffer: IntBuffer where Element == Int {}

/// A queue with no bound, as an `AsyncStream` with the default policy is: consumers wait for
/// items, but a producer never waits.
actor UnboundedQueue: IntBuffer {
    private(set) var contents: [Int] = []
    private var consumers: [CheckedContinuation<Int, any Error>] = []

    func put(_ item: Int) {
        if consumers.isEmpty { contents.append(item) } else { consumers.removeFirst().resume(returning: item) }
    }

    func take() async throws -> Int {
        if !contents.isEmpty { return contents.removeFirst() }
        return try await withCheckedThrowingContinuation { consumers.append($0) }
    }
}

/// Room for two, three puts: the third producer must wait until a consumer takes one, and
/// then go on, its item last.
func checkFullBufferMakesProducersWait(_ buffer: some IntBuffer) async throws {
    try await buffer.put(1)
    try await buffer.put(2)
    let done = Recorder<Int>()
    let third = Task {
        try await buffer.put(3)
        done.record(3)
    }
    await yield(until: { !done.values.isEmpty }, limit: 1_000)
    expect(done.values, equals: [], "a producer waits while the buffer is full")
    expect(try await buffer.take(), equals: 1)
    let wentOn = await yield { !done.values.isEmpty }
    expect(wentOn, "taking one makes room, and the waiting producer goes on")
    if !wentOn { third.cancel() }  // a producer nobody woke would wait for good
    _ = await third.result
    expect(await buffer.contents, equals: [2, 3], "the waiting producer's item went in after the others")
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct BoundedBufferTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a producer waits while the buffer is full, and goes on as soon as a consumer takes an item") {
            try await checkFullBufferMakesProducersWait(BoundedBuffer<Int>(capacity: 2))
        },
        Check("a consumer waits while the buffer is empty, and the next item goes straight to it") {
            let buffer = BoundedBuffer<Int>(capacity: 2)
            let got = Recorder<String>()
            let first = Task { got.record("first \(try await buffer.take())") }
            expect(await yield { await buffer.waitingConsumers == 1 }, "the consumer waits")
            let second = Task { got.record("second \(try await buffer.take())") }
            expect(await yield { await buffer.waitingConsumers == 2 }, "a second consumer waits behind it")
            try await buffer.put(7)
            expect(await yield { !got.values.isEmpty }, "the item reaches a waiting consumer")
            expect(got.values, equals: ["first 7"], "the first to wait is the first served")
            expect(await buffer.contents, equals: [], "handed over, not buffered")
            first.cancel()
            second.cancel()
            _ = await (first.result, second.result)
        },
        Check("a consumer cancelled while it waits leaves, and the next item goes to the consumer behind it") {
            let buffer = BoundedBuffer<Int>(capacity: 1)
            let got = Recorder<Int>()
            let gone = Task { try await buffer.take() }
            expect(await yield { await buffer.waitingConsumers == 1 })
            let next = Task { got.record(try await buffer.take()) }
            expect(await yield { await buffer.waitingConsumers == 2 })
            gone.cancel()
            expect(await yield { await buffer.waitingConsumers == 1 }, "the cancelled consumer left")
            try await buffer.put(5)
            expect(await yield { !got.values.isEmpty }, "the item reaches the consumer behind")
            expect(got.values, equals: [5])
            next.cancel()
            _ = await next.result
            expect((try? await gone.value) == nil, "the cancelled take throws")
        },
        Check("a producer cancelled while it waits leaves, and its item never enters the buffer") {
            let buffer = BoundedBuffer<Int>(capacity: 1)
            try await buffer.put(1)
            let late = Task { try await buffer.put(9) }
            expect(await yield { await buffer.waitingProducers == 1 }, "the producer waits")
            late.cancel()
            expect(await yield { await buffer.waitingProducers == 0 }, "the cancelled producer left the queue")
            expect(try await buffer.take(), equals: 1)
            // Had it stayed, this take would have let its item in, and the put would return.
            let outcome = await late.result
            expect((try? outcome.get()) == nil, "the cancelled put throws")
            expect(await buffer.contents, equals: [], "the cancelled item never went in")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("an unbounded queue never makes its producer wait", .tags(.control))
    func unboundedQueueHasNoBackPressure() async {
        await withKnownIssue {
            try await checkFullBufferMakesProducersWait(UnboundedQueue())
        }
    }

    @Test(
        "many producers and consumers through a small buffer: every item is taken once, in each producer's order, none lost"
    )
    func manyProducersAndConsumers() async throws {
        let buffer = BoundedBuffer<Int>(capacity: 2)
        let taken = Recorder<[Int]>()
        let exchange = Task {
            await withTaskGroup(of: Void.self) { group in
                for producer in 0..<4 {
                    group.addTask { for item in 0..<50 { try? await buffer.put(producer * 1_000 + item) } }
                }
                for _ in 0..<4 {
                    group.addTask {
                        var mine: [Int] = []
                        for _ in 0..<50 { if let item = try? await buffer.take() { mine.append(item) } }
                        taken.record(mine)
                    }
                }
            }
        }
        expect(await yield { taken.values.count == 4 }, "every consumer got its 50: no wake-up was lost")
        let all = taken.values.flatMap { $0 }
        expect(all.sorted(), equals: (0..<4).flatMap { producer in (0..<50).map { producer * 1_000 + $0 } })
        for consumer in taken.values {
            for producer in 0..<4 {
                let fromProducer = consumer.filter { $0 / 1_000 == producer }
                expect(fromProducer, equals: fromProducer.sorted(), "items of one producer stay in order")
            }
        }
        if taken.values.count < 4 { exchange.cancel() }
        await exchange.value
    }
}
