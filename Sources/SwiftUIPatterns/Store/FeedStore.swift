import MessageTrace
import Observation

/// Runs a feature: holds its state, and for each action runs the reducer, then the effects
/// it asked for, sending each effect's answer back as an action.
///
/// `@Observable`: a view reads `store.state` and is evaluated again when the state changes.
/// The state changes only here, through the reducer: the views send actions and read state.
@Observable
@MainActor
final class FeedStore<Reducer: FeedReducer> {
    private(set) var state: FeedState
    @ObservationIgnored private let environment: FeedEnvironment

    /// A store starting at `state`, whose effects use `environment`.
    init(_ state: FeedState = FeedState(), environment: FeedEnvironment) {
        self.state = state
        self.environment = environment
    }

    /// Reduces `action`, then runs its effects, each to the end, reducing what they send back.
    func send(_ action: FeedAction) async {
        Trace.call(from: "FeedStoreScreen", to: "FeedStore", action.name)
        await reduce(action)
    }

    private func reduce(_ action: FeedAction) async {
        let effects = Reducer.reduce(&state, action, environment)
        for effect in effects {
            Trace.call(from: "FeedStore", to: "FeedEnvironment", effect.name)
            let answer = await effect.run()
            Trace.reply(from: "FeedEnvironment", to: "FeedStore", answer.name)
            await reduce(answer)
        }
    }
}

/// A store for tests, in the style of The Composable Architecture's `TestStore`: it runs the
/// same reducer and effects, and makes the test account for everything.
///
/// `send(_:_:)` and `receive(_:_:)` take the change the test expects the action to make to
/// the state, and fail unless the new state is exactly that; every action an effect sends
/// back must be received, in order, before the next `send`, and `finish()` fails if any is
/// left. An effect the test did not expect, or a state change it did not describe, fails.
@MainActor
final class FeedTestStore<Reducer: FeedReducer> {
    private(set) var state: FeedState
    private let environment: FeedEnvironment
    /// What the effects sent back, not asserted yet.
    private var received: [FeedAction] = []

    /// A test store starting at `state`, whose effects use `environment`.
    init(_ state: FeedState = FeedState(), environment: FeedEnvironment) {
        self.state = state
        self.environment = environment
    }

    /// Sends `action`, as a view would; `change` makes the expected state from the last one.
    func send(_ action: FeedAction, _ change: (inout FeedState) -> Void = { _ in }) async throws(SwiftUIPatternsError) {
        guard received.isEmpty else { throw .unassertedActions(received.map(\.name)) }
        try await step(action, change)
    }

    /// Takes the next action an effect sent back, which must be `action`, and reduces it.
    func receive(_ action: FeedAction, _ change: (inout FeedState) -> Void = { _ in })
        async throws(SwiftUIPatternsError)
    {
        guard !received.isEmpty else { throw .noActionReceived(expected: action.name) }
        let next = received.removeFirst()
        guard next == action else { throw .unexpectedAction(expected: action.name, received: next.name) }
        try await step(action, change)
    }

    /// Fails if an effect sent back an action the test has not received.
    func finish() throws(SwiftUIPatternsError) {
        if !received.isEmpty { throw .unassertedActions(received.map(\.name)) }
    }

    private func step(_ action: FeedAction, _ change: (inout FeedState) -> Void) async throws(SwiftUIPatternsError) {
        var expected = state
        change(&expected)
        let effects = Reducer.reduce(&state, action, environment)
        for effect in effects {
            received.append(await effect.run())
        }
        guard state == expected else {
            throw .stateMismatch(action: action.name, expected: "\(expected)", actual: "\(state)")
        }
    }
}
