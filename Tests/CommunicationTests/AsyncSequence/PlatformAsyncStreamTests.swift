import ContractSupport
import Testing

/// Claims the async-sequence entry makes about `AsyncStream` itself, in the Swift runtime.
/// They pin what the entry says the platform does; they prove nothing about this project.
@Suite("What the Swift runtime does, not this project", .timeLimit(.minutes(1)), .watchdog)
struct PlatformAsyncStreamTests {
    @Test("two loops over one AsyncStream split its elements: each element reaches exactly one of them")
    func twoConsumersSplit() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let readers = (0..<2).map { _ in
            Task {
                var read: [Int] = []
                for await element in stream {
                    read.append(element)
                }
                return read
            }
        }
        for element in 0..<10 {
            continuation.yield(element)
            await Task.yield()
        }
        continuation.finish()
        var all: [Int] = []
        for reader in readers {
            all += await reader.value
        }
        expect(all.sorted(), equals: Array(0..<10))
    }

    @Test("cancelling one reader's task ends the stream for every reader")
    func cancellingOneEndsAll() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let other = Task {
            var read: [Int] = []
            for await element in stream {
                read.append(element)
            }
            return read
        }
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            for await _ in stream {}
        }
        await cancelled.value
        let terminated = if case .terminated = continuation.yield(1) { true } else { false }
        expect(terminated)
        expect(await other.value.isEmpty)
    }
}
