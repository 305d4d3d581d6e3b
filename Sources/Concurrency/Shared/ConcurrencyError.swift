/// What can go wrong in the concurrency family's Futubra code.
enum ConcurrencyError: Error, Equatable, Sendable {
    /// The server could not answer a request.
    case unavailable(String)
    /// A post the server does not have.
    case postNotFound(String)
    /// A bridged request that the system object dropped without answering.
    case dropped(String)
    /// A call a circuit breaker refused without making it, in the state that refused it.
    case circuitOpen(BreakerState)
}

extension ConcurrencyError: CustomStringConvertible {
    var description: String {
        switch self {
        case .unavailable(let request): "the server did not answer '\(request)'"
        case .postNotFound(let id): "no post '\(id)'"
        case .dropped(let request): "'\(request)' was dropped without an answer"
        case .circuitOpen(let state): "the circuit breaker refused the call: it is '\(state)'"
        }
    }
}
