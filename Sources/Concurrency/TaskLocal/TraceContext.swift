/// Where a request comes from: the user action it serves (the trace) and the steps inside it
/// (the spans, outermost first), bound to the task as a task-local value.
///
/// Intent: every request a screen load makes, however deep in the code, carries the load's
/// trace, and no function in between takes a parameter for it. `TraceContext.trace` binds a
/// new trace for a user action, `span` a named step inside it; each binding lasts for its
/// closure, on its task and every child task (`async let`, a task group, `Task {}`), and ends
/// when the closure returns. Code that hands work to a detached task reads `current` first
/// and binds it again there: a detached task inherits nothing.
///
/// ```swift
/// try await TraceContext.trace("load-1", "post-screen") {
///     async let post = TraceContext.span("post") { try await client.post(id) }
///     ...   // the request is logged as "GET /posts/3 [load-1 post-screen/post]"
/// }
/// ```
struct TraceContext: Sendable, Equatable, CustomStringConvertible {
    /// The user action every request of this chain serves.
    let traceID: String
    /// The named steps, outermost first.
    let spans: [String]

    /// What a request carries in its header: `load-1 post-screen/post`.
    var description: String { "\(traceID) \(spans.joined(separator: "/"))" }

    /// The context bound to the current task, or `nil` outside any trace.
    ///
    /// `@TaskLocal` requires a `static var`, but this is not shared mutable state: the
    /// property wrapper has no setter, a value is bound only for the duration of
    /// `TraceContext.$current.withValue(_:operation:)` on one task (and the tasks it starts),
    /// and `TraceContext` is an immutable `Sendable` value.
    @TaskLocal static var current: TraceContext?

    /// Runs `operation` in a new trace `traceID` whose first span is `name`.
    static func trace<Result>(
        _ traceID: String, _ name: String, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $current.withValue(TraceContext(traceID: traceID, spans: [name]), operation: operation)
    }

    /// Runs `operation` in a step `name` of the current trace; outside any trace, untraced.
    /// When it returns, the outer step is current again.
    static func span<Result>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
    ) async rethrows -> Result {
        guard let outer = current else { return try await operation() }
        let inner = TraceContext(traceID: outer.traceID, spans: outer.spans + [name])
        return try await $current.withValue(inner, operation: operation)
    }
}
