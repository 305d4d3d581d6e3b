import MessageTrace
import Synchronization

/// Where a circuit breaker is.
enum BreakerState: Equatable, Sendable {
    /// Calls go through; `failures` in a row so far.
    case closed(failures: Int)
    /// Calls fail fast until `until` (time on the breaker's clock).
    case open(until: Duration)
    /// One trial call is in flight; the others fail fast until it ends.
    case halfOpen
}

/// A circuit breaker: stops calling a server that keeps failing, and tries again, once, after
/// a cooldown.
///
/// Closed, it lets every call through and counts failures in a row; a success resets the
/// count. At `failureThreshold` it opens: calls fail at once with `ConcurrencyError.circuitOpen`, and the
/// server, already in trouble, is not called. When `cooldown` has passed on the injected
/// clock, the next call is a trial (half-open) and the others still fail fast; the trial's
/// success closes the breaker, its failure opens it for another cooldown.
///
/// ```swift
/// let breaker = CircuitBreaker(failureThreshold: 3, cooldown: .seconds(30), clock: clock)
/// let post = try await breaker.call { try await backend.post(id) }
/// ```
final class CircuitBreaker: Sendable {
    private let failureThreshold: Int
    private let cooldown: Duration
    private let clock: any TimerScheduler
    private let current = Mutex(BreakerState.closed(failures: 0))

    /// A closed breaker that opens after `failureThreshold` failures in a row, for `cooldown`.
    init(failureThreshold: Int, cooldown: Duration, clock: any TimerScheduler) {
        self.failureThreshold = failureThreshold
        self.cooldown = cooldown
        self.clock = clock
    }

    /// The breaker's state now.
    var state: BreakerState { current.withLock { $0 } }

    /// Makes the call if the breaker lets it through, and counts how it ended.
    func call<Answer: Sendable>(_ operation: () async throws -> Answer) async throws -> Answer {
        try permit()
        do {
            let answer = try await operation()
            succeeded()
            return answer
        } catch {
            failed()
            throw error
        }
    }

    /// Lets the call through, or throws `ConcurrencyError.circuitOpen`; the first call after the cooldown
    /// is the trial.
    private func permit() throws {
        let now = clock.now
        let refused: BreakerState? = current.withLock { state in
            switch state {
            case .closed: return nil
            case .open(let until) where now >= until:
                state = .halfOpen
                return nil
            case .open, .halfOpen: return state
            }
        }
        if let refused {
            Trace.note(over: "CircuitBreaker", "fail fast")
            throw ConcurrencyError.circuitOpen(refused)
        }
    }

    private func succeeded() {
        current.withLock { $0 = .closed(failures: 0) }
    }

    private func failed() {
        let now = clock.now
        let opened = current.withLock { state in
            switch state {
            case .closed(let failures) where failures + 1 < failureThreshold:
                state = .closed(failures: failures + 1)
                return false
            case .closed, .halfOpen, .open:
                state = .open(until: now + cooldown)
                return true
            }
        }
        if opened { Trace.note(over: "CircuitBreaker", "open for \(cooldown)") }
    }
}
