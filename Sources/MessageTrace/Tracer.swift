/// Where trace events go while a trace is being recorded: a value holding one function.
///
/// Code that wants to be traced never holds a tracer. It calls ``Trace`` at the points that
/// matter, and those calls reach whichever tracer is bound to the current task
/// (``Tracer/current``), or do nothing when none is. This is how production tracing
/// libraries carry their context (a task-local, bound by whoever starts the work), so the
/// traced code stays the code a reader would write without any tracing at all.
///
/// ```swift
/// let events = Mutex<[TraceEvent]>([])
/// let tracer = Tracer { event in events.withLock { $0.append(event) } }
/// await Tracer.$current.withValue(tracer) {
///     await cachingProxy.feed()   // its Trace.call(...) lines land in `events`
/// }
/// ```
///
/// A task-local flows into child tasks and into `Task { }`, and it stays bound across
/// `await`s and actor hops inside the task. It does not reach `Task.detached`, callbacks
/// run on threads the task does not own (an `OperationQueue`, a `URLProtocol`'s loading
/// thread), or work that started before it was bound. Code that hands work to such a
/// place reads ``Tracer/current`` first and binds it again there.
package struct Tracer: Sendable {
    /// The tracer bound to the current task, or `nil` when nothing is recording.
    ///
    /// `@TaskLocal` requires a `static var`, but this is not shared mutable state: the
    /// property wrapper has no setter, a value is bound only for the duration of
    /// `Tracer.$current.withValue(_:operation:)` on one task (and the tasks it starts), and
    /// `Tracer` is an immutable `Sendable` value.
    @TaskLocal package static var current: Tracer?

    private let record: @Sendable (TraceEvent) -> Void

    /// A tracer that hands every event to `record`.
    package init(_ record: @escaping @Sendable (TraceEvent) -> Void) {
        self.record = record
    }

    /// Hands `event` to this tracer.
    package func callAsFunction(_ event: TraceEvent) {
        record(event)
    }
}
