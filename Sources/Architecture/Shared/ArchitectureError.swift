/// What can go wrong in the architecture family's data layer.
enum ArchitectureError: Error, Equatable, Sendable {
    /// No answer came: the connection failed, dropped or timed out.
    case network(String)
    /// The server answered `request` with a failure status; `retryAfter` is the wait its
    /// `Retry-After` header asked for, if it sent one.
    case status(Int, request: String, retryAfter: Duration? = nil)
    /// An operation was asked to move between two states that have no transition.
    case illegalTransition(from: String, to: String)
    /// Operations depend on each other in a circle; none of them was started.
    case dependencyCycle([String])
    /// An operation did not run because a dependency failed or was cancelled.
    case dependencyFailed(operation: String, dependency: String)
    /// A model refused a value that breaks one of its rules.
    case invalidValue(field: String, value: String, reason: String)
    /// JSON that a model or request could not be built from.
    case invalidJSON(String)
}

extension ArchitectureError: CustomStringConvertible {
    var description: String {
        switch self {
        case .network(let reason): "the request failed: '\(reason)'"
        case .status(let status, let request, nil): "the request failed: '\(request) answered \(status)'"
        case .status(let status, let request, let retryAfter?):
            "the request failed: '\(request) answered \(status)', retry after \(retryAfter)"
        case .illegalTransition(let from, let to): "no transition from '\(from)' to '\(to)'"
        case .dependencyCycle(let names): "the dependencies form a cycle: '\(names.joined(separator: " -> "))'"
        case .dependencyFailed(let operation, let dependency):
            "'\(operation)' did not run: its dependency '\(dependency)' did not finish"
        case .invalidValue(let field, let value, let reason): "'\(field)' cannot be '\(value)': \(reason)"
        case .invalidJSON(let reason): "the JSON was not understood: '\(reason)'"
        }
    }
}
