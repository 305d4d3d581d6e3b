/// Where a request operation is in its life.
enum RequestState: CaseIterable, Equatable {
    case ready, executing, paused, finished, failed, cancelled
}

/// What can happen to a request operation.
enum RequestEvent: CaseIterable, Equatable {
    case start, pause, resume, finish, fail, cancel
}

/// The error of an event that is not a legal move in the operation's state.
struct IllegalMove: Error, Equatable {
    let state: RequestState
    let event: RequestEvent
}

/// A request operation's state, changed only by legal events.
///
/// ```swift
/// var operation = RequestLifecycle()
/// try operation.handle(.start)     // executing
/// try operation.handle(.finish)    // finished
/// try operation.handle(.start)     // throws IllegalMove: a finished operation never starts again
/// ```
struct RequestLifecycle {
    private(set) var state: RequestState

    init(state: RequestState = .ready) {
        self.state = state
    }

    /// Moves to the next state if `event` is a legal move in this one; otherwise throws
    /// `IllegalMove` and stays where it is. The move is decided by the state and the event
    /// together, and the state changes only once the move is known to be legal.
    mutating func handle(_ event: RequestEvent) throws(IllegalMove) {
        guard let next = Self.next(from: state, on: event) else {
            throw IllegalMove(state: state, event: event)
        }
        state = next
    }

    /// The state `event` leads to from `state`, or `nil` when it is not a legal move there.
    private static func next(from state: RequestState, on event: RequestEvent) -> RequestState? {
        switch (state, event) {
        case (.ready, .start), (.paused, .resume): .executing
        case (.executing, .pause): .paused
        case (.executing, .finish): .finished
        case (.executing, .fail): .failed
        case (.ready, .cancel), (.executing, .cancel), (.paused, .cancel): .cancelled
        default: nil
        }
    }
}
