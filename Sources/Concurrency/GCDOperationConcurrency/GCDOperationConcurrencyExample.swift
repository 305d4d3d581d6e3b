import ExampleKit
import Futubra

/// Plays the same job three ways (GCD, `Operation`, a task group): the feed page, then four
/// thumbnails with at most two downloads at once; then each cancelled with two in flight.
package struct GCDOperationConcurrencyExample: Example {
    package static let id = "gcd-operation-concurrency"
    package init() {}

    /// No bound: each wait is for something the catalogue's loaders always do, and a bounded
    /// wait made the transcript depend on the machine's load (under a whole test run, a download
    /// thread once started after two million yields and the docs check saw another page).
    private static let turns = Int.max

    package func run(in transcript: Transcript) async throws {
        let ways: [(name: String, make: @Sendable (ThumbnailServer) -> any FeedPageLoading)] = [
            ("GCD: a group, a semaphore of 2, a flag", { GCDFeedLoader(server: $0) }),
            ("Operation: maxConcurrentOperationCount 2, dependencies", { OperationFeedLoader(server: $0) }),
            ("Swift concurrency: a task group, 2 children at a time", { TaskGroupFeedLoader(server: $0) }),
        ]
        for way in ways {
            transcript.section(way.name)
            let server = ThumbnailServer(posts: [4, 3, 2, 1].map { PostID($0) })
            let loader = way.make(server)
            let loaded = Recorder<LoadedPage>()
            let load = Task { loaded.record(try await loader.load(limit: 2)) }
            await yield(until: { server.held == ["GET /feed"] }, limit: Self.turns)
            transcript.line("first request: \(server.held.joined()), alone")
            server.releaseNext()
            var inFlight: [Int] = []
            for released in 0..<4 {
                await yield(until: { server.held.count >= min(2, 4 - released) }, limit: Self.turns)
                inFlight.append(server.held.count)
                server.releaseNext()
            }
            await Self.answerUntilDone(server) { !loaded.values.isEmpty }
            try await load.value
            let page = loaded.values[0]
            transcript.line(
                "downloads in flight before each answer: \(inFlight.map(String.init).joined(separator: ", "))")
            transcript.line("\(page.thumbnails.count) thumbnails; the most at once: \(server.maxInFlight)")

            let cancelled = ThumbnailServer(posts: [4, 3, 2, 1].map { PostID($0) })
            let stopping = way.make(cancelled)
            let stopped = Task { try await stopping.load(limit: 2) }
            await yield(until: { cancelled.held == ["GET /feed"] }, limit: Self.turns)
            cancelled.releaseNext()
            await yield(until: { cancelled.held.count >= 2 }, limit: Self.turns)
            stopped.cancel()
            let ended = Recorder<Bool>()
            let watch = Task {
                _ = await stopped.result
                ended.record(true)
            }
            await Self.answerUntilDone(cancelled) { !ended.values.isEmpty }
            await watch.value
            let outcome = await stopped.result
            let started = cancelled.log.filter { $0.hasPrefix("GET /thumbnails") }.count
            transcript.line(
                "cancelled with 2 in flight: \(started) downloads started; "
                    + (outcome.isCancellation ? "the load threw CancellationError" : "the load did not stop"))
        }
    }
}

extension GCDOperationConcurrencyExample {
    /// Answers whatever the server holds until `done`: on a loaded machine a download thread
    /// may start after a bounded wait has given up, and it must not be left waiting.
    fileprivate static func answerUntilDone(_ server: ThumbnailServer, _ done: () -> Bool) async {
        while !done() {
            server.releaseAll()
            await Task.yield()
        }
    }
}

extension Result where Failure == any Error {
    /// Whether this is a failure with `CancellationError`.
    fileprivate var isCancellation: Bool {
        if case .failure(let error) = self { error is CancellationError } else { false }
    }
}
