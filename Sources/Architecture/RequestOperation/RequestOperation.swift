import Foundation
import MessageTrace

/// One request to the API as a unit of work with a life you can watch and steer.
///
/// Intent: what `Operation` gave a networking layer (states, pause, cancel, dependencies)
/// with Swift concurrency. The operation sends its ``FeedRequest`` through a
/// ``RequestTransport``; its state moves only along ``OperationState/successors``; each
/// change reaches callbacks (``observe(_:)``) and streams (``stateChanges()``). Pausing
/// cancels the request in flight and resuming sends the same request again; cancelling the
/// operation, or the task that runs it, cancels the request in flight. A failure worth
/// retrying (see ``RetryPolicy``) is sent again after a backoff measured on the clock
/// `run(on:)` is given.
///
/// Each attempt runs in an unstructured task the operation keeps, so that `cancel()` and
/// `pause()`, called from other tasks, can cancel it. An unstructured task does not inherit
/// the cancellation of the task that created it, so `run(on:)` forwards its caller's
/// cancellation with a cancellation handler.
///
/// ```swift
/// let operation = RequestOperation("page 1", .posts(limit: 20), transport: .server(server))
/// await operation.observe { state in … }
/// await operation.run(on: ContinuousClock())
/// ```
actor RequestOperation {
    /// The operation's name, unique in a batch.
    nonisolated let name: String
    /// The request it sends (the same value on every attempt).
    nonisolated let request: FeedRequest
    /// How failures are retried.
    nonisolated let retry: RetryPolicy
    private let transport: RequestTransport
    private var lifecycle = OperationLifecycle()
    private var callbacks: [@Sendable (OperationState) -> Void] = []
    private var streams: [AsyncStream<OperationState>.Continuation] = []
    private var inFlight: Task<Data, any Error>?
    private var resumption: CheckedContinuation<Void, Never>?
    private var completionWaiters: [CheckedContinuation<OperationState, Never>] = []
    /// How many times the operation was paused: an attempt that a pause interrupted is sent again.
    private var pauses = 0
    /// Where the backoff's jitter comes from.
    private var random: AnyRandomNumberGenerator

    /// The answer's body, once finished.
    private(set) var answer: Data?
    /// Why it failed, once failed (or why it never ran).
    private(set) var failure: ArchitectureError?
    /// How many times the request was sent.
    private(set) var attempts = 0

    /// An operation named `name` that sends `request` through `transport`, retrying as
    /// `retry` says, with jitter drawn from `random`.
    init(
        _ name: String, _ request: FeedRequest, transport: RequestTransport, retry: RetryPolicy = .never,
        random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.name = name
        self.request = request
        self.transport = transport
        self.retry = retry
        self.random = AnyRandomNumberGenerator(random)
    }

    /// The current state.
    var state: OperationState { lifecycle.state }

    /// Calls `callback` with every later state change, on the operation's actor.
    func observe(_ callback: @escaping @Sendable (OperationState) -> Void) {
        callbacks.append(callback)
    }

    /// The current state, then every change; the sequence ends after a terminal state.
    func stateChanges() -> AsyncStream<OperationState> {
        let (stream, continuation) = AsyncStream.makeStream(of: OperationState.self)
        continuation.yield(lifecycle.state)
        if lifecycle.state.isTerminal {
            continuation.finish()
        } else {
            streams.append(continuation)
        }
        return stream
    }

    /// Waits until the operation is finished, cancelled or failed, and returns that state.
    func completion() async -> OperationState {
        if lifecycle.state.isTerminal { return lifecycle.state }
        return await withCheckedContinuation { completionWaiters.append($0) }
    }

    /// Sends the request until it finishes, fails for good, or is cancelled; waits out the
    /// retry backoff on `clock`. Cancelling the task that calls it cancels the operation.
    func run<TimeSource: Clock>(on clock: TimeSource) async where TimeSource.Duration == Duration {
        guard (try? move(to: .executing)) != nil else { return }
        await withTaskCancellationHandler {
            await attempt(on: clock)
        } onCancel: {
            // The handler runs at once, on the cancelling thread; the cancellation itself is
            // made on the actor, which then cancels the attempt in flight.
            Task { await self.callerCancelled() }
        }
    }

    /// The attempts: send, then finish, fail, or wait and send again.
    private func attempt<TimeSource: Clock>(on clock: TimeSource) async where TimeSource.Duration == Duration {
        while true {
            if lifecycle.state == .paused {
                await withCheckedContinuation { resumption = $0 }
            }
            guard lifecycle.state == .executing else { return }
            guard !Task.isCancelled else {
                try? move(to: .cancelled)
                return
            }
            attempts += 1
            Trace.call(from: name, to: transport.name, "\(request) (attempt \(attempts))")
            let transport = self.transport
            let request = self.request
            let attempt = Task { try await transport.send(request) }
            inFlight = attempt
            let pausesBefore = pauses
            let outcome = await attempt.result
            inFlight = nil
            if pauses != pausesBefore { continue }
            guard lifecycle.state == .executing else { return }
            switch outcome {
            case .success(let data):
                Trace.reply(from: transport.name, to: name, "answer")
                answer = data
                try? move(to: .finished)
                return
            case .failure(let error):
                let reason = (error as? ArchitectureError) ?? .network("\(error)")
                Trace.reply(from: transport.name, to: name, "\(reason)")
                guard let wait = retry.wait(after: attempts, of: request, failing: reason, using: &random) else {
                    failure = reason
                    try? move(to: .failed)
                    return
                }
                do {
                    try await clock.sleep(for: wait)
                } catch {
                    // Only a cancellation ends a sleep early: the caller is gone.
                    try? move(to: .cancelled)
                    return
                }
            }
        }
    }

    /// The task running the operation was cancelled: so is the operation.
    private func callerCancelled() {
        try? cancel()
    }

    /// Pauses an executing operation: the request in flight is cancelled, and sent again on ``resume()``.
    func pause() throws(ArchitectureError) {
        try move(to: .paused)
        pauses += 1
        inFlight?.cancel()
    }

    /// Resumes a paused operation (only a paused one: `run(on:)` is what starts a ready one).
    func resume() throws(ArchitectureError) {
        guard lifecycle.state == .paused else {
            throw .illegalTransition(from: lifecycle.state.rawValue, to: OperationState.executing.rawValue)
        }
        try move(to: .executing)
        resumption?.resume()
        resumption = nil
    }

    /// Cancels the operation; a request in flight is cancelled with it.
    func cancel() throws(ArchitectureError) {
        try move(to: .cancelled)
        inFlight?.cancel()
        resumption?.resume()
        resumption = nil
    }

    /// Cancels a ready operation because `dependency` did not finish; it will never run.
    func cancel(becauseOf dependency: String) {
        failure = .dependencyFailed(operation: name, dependency: dependency)
        try? move(to: .cancelled)
    }

    private func move(to next: OperationState) throws(ArchitectureError) {
        try lifecycle.move(to: next)
        Trace.note(over: name, next.rawValue)
        for callback in callbacks { callback(next) }
        for stream in streams { stream.yield(next) }
        if next.isTerminal {
            for stream in streams { stream.finish() }
            streams = []
            for waiter in completionWaiters { waiter.resume(returning: next) }
            completionWaiters = []
        }
    }
}
