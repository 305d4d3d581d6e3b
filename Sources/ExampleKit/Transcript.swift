import MessageTrace
import Synchronization

/// What an example wrote: lines of text and, where objects talk, trace events.
///
/// A transcript is shared by the objects of one example, which may run on several tasks,
/// so it guards its records with a `Mutex` and is `Sendable` without `@unchecked`.
///
/// The example writes lines itself. The code it runs is traced ambiently: while
/// ``tracing(_:)`` runs its body (``ExampleRunner`` wraps every run in it), each
/// `Trace.call`, `Trace.reply` and `Trace.note` made on that task lands here as an event,
/// so the pattern types never hold a transcript.
///
/// ```swift
/// let transcript = Transcript()
/// transcript.line("liked by anna")
/// transcript.trace(from: "LikeButton", to: "FeedViewModel", "likeTapped(post: 1)")
/// await transcript.tracing { await viewModel.load() }   // its Trace calls land here
/// ```
package final class Transcript: Sendable {
    private let state = Mutex(Records())

    private struct Records {
        var lines: [String] = []
        var events: [TraceEvent] = []
    }

    /// An empty transcript.
    package init() {}

    /// Appends one line (or several, when `text` contains line breaks).
    package func line(_ text: String = "") {
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        state.withLock { $0.lines.append(contentsOf: parts) }
    }

    /// Appends a heading line, `== title ==`, that separates the acts of an example.
    package func section(_ title: String) {
        line("== \(title) ==")
    }

    /// Records that `from` sent `message` to `to`.
    package func trace(from: String, to: String, _ message: String) {
        record(TraceEvent(from: from, to: to, message: message, kind: .call))
    }

    /// Records that `from` answered `to` with `message`.
    package func reply(from: String, to: String, _ message: String) {
        record(TraceEvent(from: from, to: to, message: message, kind: .reply))
    }

    /// Records a note about `participant`, drawn beside its lifeline.
    package func note(over participant: String, _ message: String) {
        record(TraceEvent(from: participant, to: participant, message: message, kind: .note))
    }

    /// Records an event.
    package func record(_ event: TraceEvent) {
        state.withLock { $0.events.append(event) }
    }

    /// A tracer that records into this transcript.
    package var tracer: Tracer {
        Tracer { [self] event in record(event) }
    }

    /// Runs `body` with this transcript's ``tracer`` bound to the task, so every `Trace`
    /// call made inside it, and in the tasks it starts, is recorded here.
    package func tracing<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Tracer.$current.withValue(tracer, operation: body, isolation: isolation)
    }

    /// Runs synchronous `body` with this transcript's ``tracer`` bound.
    package func tracing<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Tracer.$current.withValue(tracer, operation: body)
    }

    /// The lines written so far, in order.
    package var lines: [String] { state.withLock { $0.lines } }

    /// The trace events recorded so far, in order.
    package var events: [TraceEvent] { state.withLock { $0.events } }

    /// The lines joined with line breaks, ending with one.
    package var text: String {
        let lines = self.lines
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
