/// Where a ``RequestOperation`` is in its life.
///
/// The legal moves are data (``successors``), so the operation, its tests and its docs
/// read one table:
///
/// | from | to |
/// |---|---|
/// | ready | executing, cancelled |
/// | executing | paused, finished, cancelled, failed |
/// | paused | executing, cancelled |
/// | finished, cancelled, failed | (none: terminal) |
enum OperationState: String, Sendable, CaseIterable {
    case ready, executing, paused, finished, cancelled, failed

    /// The states this one may move to.
    var successors: Set<OperationState> {
        switch self {
        case .ready: [.executing, .cancelled]
        case .executing: [.paused, .finished, .cancelled, .failed]
        case .paused: [.executing, .cancelled]
        case .finished, .cancelled, .failed: []
        }
    }

    /// Whether the operation is done, one way or another.
    var isTerminal: Bool { successors.isEmpty }
}

/// A state that only moves along ``OperationState/successors``.
///
/// Every other move throws ``ArchitectureError/illegalTransition(from:to:)`` and leaves the
/// state as it was.
struct OperationLifecycle: Sendable, Equatable {
    /// The current state.
    private(set) var state: OperationState = .ready

    /// Moves to `next`, or throws if there is no such transition.
    mutating func move(to next: OperationState) throws(ArchitectureError) {
        guard state.successors.contains(next) else {
            throw .illegalTransition(from: state.rawValue, to: next.rawValue)
        }
        state = next
    }
}
