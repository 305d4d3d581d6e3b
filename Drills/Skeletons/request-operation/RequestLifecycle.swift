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
    /// `IllegalMove` and stays where it is.
    ///
    /// TODO: ready: start → executing, cancel → cancelled; executing: pause → paused,
    /// finish → finished, fail → failed, cancel → cancelled; paused: resume → executing,
    /// cancel → cancelled; finished, failed and cancelled move no more.
    mutating func handle(_ event: RequestEvent) throws(IllegalMove) {
        throw IllegalMove(state: state, event: event)
    }
}
