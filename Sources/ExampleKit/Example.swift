/// A runnable pattern example: `patterns run <id>` plays it and prints its transcript.
///
/// An example never prints. It writes lines (and, where objects talk, trace events) to the
/// ``Transcript`` it is given, and everything it writes is deterministic: no dates, random
/// numbers, object addresses or timings. The same transcript is pinned by a test and shown
/// in the generated docs.
///
/// ```swift
/// struct SingletonExample: Example {
///     static let id = "singleton"
///     func run(in transcript: Transcript) async throws {
///         transcript.line("one instance")
///     }
/// }
/// ```
public protocol Example: Sendable {
    /// The catalogue id of the pattern this example shows, e.g. `"abstract-factory"`.
    static var id: String { get }
    /// Makes the example, ready to run.
    init()
    /// Plays the example, writing what happens to `transcript`.
    func run(in transcript: Transcript) async throws
}

extension Example {
    /// The catalogue id of this example's pattern.
    public var id: String { Self.id }
}

/// An example that plays on the main actor, because the types it drives are isolated to it
/// (a screen, an observable model): it writes ``play(_:)`` and gets ``Example/run(in:)``,
/// which hops to the main actor to play it.
///
/// ```swift
/// struct FeedScreenExample: ExampleOnMainActor {
///     static let id = "feed-screen"
///     @MainActor func play(_ transcript: Transcript) async throws {
///         let screen = FeedScreen()
///         transcript.line("rows: \(screen.rows.count)")
///     }
/// }
/// ```
public protocol ExampleOnMainActor: Example {
    /// Plays the example on the main actor, writing what happens to `transcript`.
    @MainActor func play(_ transcript: Transcript) async throws
}

extension ExampleOnMainActor {
    /// Hops to the main actor and plays the example there.
    public func run(in transcript: Transcript) async throws {
        try await play(transcript)
    }
}
