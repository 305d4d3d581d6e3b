/// One-line trace points: who sent which message to whom.
///
/// Each call builds its event only when a ``Tracer`` is bound to the current task; outside
/// a recorded run it reads one task-local and returns, and the message text (an
/// autoclosure) is never built.
///
/// ```swift
/// func feed() async throws -> Feed {
///     if let copy { Trace.note(over: "CachingFeedProxy", "served from the copy"); return copy }
///     Trace.call(from: "CachingFeedProxy", to: "FeedBackend", "feed()")
///     return try await subject.feed()
/// }
/// ```
package enum Trace {
    /// Records that `from` sent `message` to `to` (a solid arrow).
    package static func call(from: String, to: String, _ message: @autoclosure () -> String) {
        guard let tracer = Tracer.current else { return }
        tracer(TraceEvent(from: from, to: to, message: message(), kind: .call))
    }

    /// Records that `from` answered `to` with `message` (a dashed arrow).
    package static func reply(from: String, to: String, _ message: @autoclosure () -> String) {
        guard let tracer = Tracer.current else { return }
        tracer(TraceEvent(from: from, to: to, message: message(), kind: .reply))
    }

    /// Records a note about `participant`, drawn beside its lifeline.
    package static func note(over participant: String, _ message: @autoclosure () -> String) {
        guard let tracer = Tracer.current else { return }
        tracer(TraceEvent(from: participant, to: participant, message: message(), kind: .note))
    }

    /// Whether a tracer is bound to the current task. Use it only to skip work that exists
    /// for the trace alone; the calls above already do nothing without one.
    package static var isRecording: Bool { Tracer.current != nil }
}
