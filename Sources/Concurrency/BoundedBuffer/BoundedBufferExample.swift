import ExampleKit
import MessageTrace

/// Plays a bounded buffer of photo uploads: the screen waits when two are queued, the
/// uploader waits when none is, a cancelled producer's photo never enters, and many
/// producers and consumers lose nothing.
package struct BoundedBufferExample: Example {
    package static let id = "bounded-buffer"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("the compose screen queues photos; room for 2")
        let uploads = BoundedBuffer<String>(capacity: 2)
        try await uploads.put("beach.jpg")
        try await uploads.put("cat.gif")
        let queued = Recorder<String>()
        let third = Task {
            try await uploads.put("dog.png")
            queued.record("dog.png")
        }
        await yield { await uploads.waitingProducers == 1 }
        transcript.line("queued: \(await uploads.contents.joined(separator: ", ")); dog.png waits for room")
        transcript.line("the uploader takes \(try await uploads.take())")
        try await third.value
        transcript.line("dog.png went in: \(await uploads.contents.joined(separator: ", "))")

        transcript.section("the uploader waits for photos")
        _ = try await uploads.take()
        _ = try await uploads.take()
        let uploader = Task { try await uploads.take() }
        await yield { await uploads.waitingConsumers == 1 }
        transcript.line("the buffer is empty; the uploader waits")
        try await uploads.put("sunset.jpg")
        transcript.line(
            "sunset.jpg goes straight to it: \(try await uploader.value); buffered: \(await uploads.contents.count)")

        transcript.section("a producer that gives up")
        try await uploads.put("a.jpg")
        try await uploads.put("b.jpg")
        let late = Task { try await uploads.put("late.jpg") }
        await yield { await uploads.waitingProducers == 1 }
        late.cancel()
        let outcome = await late.result
        transcript.line(
            "late.jpg's task is cancelled while it waits: \((try? outcome.get()) == nil ? "CancellationError" : "put")")
        transcript.line("the buffer holds \(await uploads.contents.joined(separator: ", ")); late.jpg never went in")

        transcript.section("3 producers, 3 consumers, 60 photos, room for 2")
        let shared = BoundedBuffer<Int>(capacity: 2)
        // Which of the 120 calls wait depends on how the tasks interleave: untraced, so the
        // run's trace stays the same from run to run.
        let taken = await Tracer.$current.withValue(nil) { await Self.exchange(through: shared) }
        transcript.line(
            "taken: \(taken.count), each once: \(Set(taken).count == 60), left in the buffer: \(await shared.contents.count)"
        )
    }

    /// Three producers put 20 photos each while three consumers take 20 each; returns what was taken.
    private static func exchange(through shared: BoundedBuffer<Int>) async -> [Int] {
        await withTaskGroup(of: [Int].self) { group in
            for producer in 0..<3 {
                group.addTask {
                    for photo in 0..<20 { try? await shared.put(producer * 100 + photo) }
                    return []
                }
            }
            for _ in 0..<3 {
                group.addTask {
                    var mine: [Int] = []
                    for _ in 0..<20 { if let photo = try? await shared.take() { mine.append(photo) } }
                    return mine
                }
            }
            return await group.reduce(into: [Int]()) { $0 += $1 }
        }
    }
}
