import ExampleKit
import Futubra

/// Plays continuations: a callback API and a delegate API bridged to async exactly once,
/// cancellation passed on to the request in flight, and a delegate that calls many times
/// bridged with an `AsyncStream`.
public struct ContinuationsExample: Example {
    public static let id = "continuations"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        transcript.section("a callback API, bridged once")
        let sdk = LegacyPublisher()
        let hello = Task { try await sdk.publish("Hello, Futubra") }
        await yield { sdk.pending == ["Hello, Futubra"] }
        sdk.answer("Hello, Futubra", id: PostID(7), error: nil)
        transcript.line("\"Hello, Futubra\" published as \(try await hello.value)")
        let draft = Task { try await sdk.publish("Draft kept") }
        await yield { sdk.pending == ["Draft kept"] }
        sdk.answer("Draft kept", id: PostID(8), error: ConcurrencyError.unavailable("POST /posts"))
        transcript.line("an id and an error in one callback: resumed once, \(await outcome(of: draft))")

        transcript.section("cancellation, passed on")
        let late = Task { try await sdk.publish("Too late") }
        await yield { sdk.pending == ["Too late"] }
        late.cancel()
        transcript.line(
            "the task is cancelled: \(await outcome(of: late)); the SDK cancelled \(sdk.cancelled.map { "\"\($0)\"" }.joined(separator: ", "))"
        )

        transcript.section("a delegate API, bridged per request")
        let downloader = AttachmentDownloader()
        let loader = AttachmentLoader(downloader: downloader)
        let beach = Task { try await loader.attachment(named: "beach.jpg") }
        await yield { downloader.pending == ["beach.jpg"] }
        let cat = Task { try await loader.attachment(named: "cat.gif") }
        await yield { downloader.pending.count == 2 }
        transcript.line("in flight: \(downloader.pending.joined(separator: ", ")); cat.gif ends first")
        downloader.finish("cat.gif", bytes: 512)
        downloader.finish("beach.jpg", bytes: 2_048)
        for load in [beach, cat] {
            let attachment = try await load.value
            transcript.line("\(attachment.name): \(attachment.bytes) bytes")
        }

        transcript.section("a delegate that calls many times: AsyncStream")
        let socket = LiveFeedSocket()
        let posts = socket.posts()
        let listener = Task { await posts.reduce(into: [PostID]()) { $0.append($1.id) } }
        for id in [4, 3, 2] { socket.push(try SampleFeed.post(id)) }
        socket.close()
        let heard = await listener.value.map(\.description).joined(separator: ", ")
        transcript.line("pushed #4, #3, #2, then closed: the loop heard \(heard) and ended")
        let second = LiveFeedSocket()
        let stopping = Task { for await _ in second.posts() {} }
        await yield { second.isConnected }
        stopping.cancel()
        await stopping.value
        transcript.line("a listener that stops: onTermination disconnected the socket (\(!second.isConnected))")
    }

    /// How a task ended, in a few words.
    private func outcome<Value: Sendable>(of task: Task<Value, any Error>) async -> String {
        do {
            return "returned \(try await task.value)"
        } catch is CancellationError {
            return "threw CancellationError"
        } catch {
            return "threw \"\(error)\""
        }
    }
}
