import Testing

/// One row of a reducer's table: from `from`, `action` leads to `to` and asks for
/// `effects` (values a store runs afterwards, never work the reducer does).
public struct ReducerStep<State, Action, Effect> {
    public var from: State
    public var action: Action
    public var to: State
    public var effects: [Effect]

    /// From `from`, `action` leads to `to` and asks for `effects`.
    public init(from: State, on action: Action, to: State, effects: [Effect] = []) {
        self.from = from
        self.action = action
        self.to = to
        self.effects = effects
    }
}

/// Checks the contract of a reducer, the pure function at the heart of a unidirectional
/// (Redux-style) architecture: `(state, action) -> (new state, effects)`.
///
/// - It is pure: the same state and action give the same result every time (the whole table
///   is reduced twice, in order, and the two passes must agree: a reducer that keeps or
///   mutates state of its own between calls gives different answers the second time).
/// - It performs no side effect: it returns effects as values. `effectsPerformed` counts the
///   work your app's services really did (the requests your API double recorded); it must
///   not move while the reducer runs.
/// - Each action of `legal` leads where the table says and asks for the effects it names
///   (a forgotten action, swallowed by a `default:`, leaves the state unchanged).
/// - Each action of `illegal` (one the state does not allow) leaves the state unchanged and
///   asks for no effect.
///
/// ```swift
/// checkReducerContract(
///     legal: [ReducerStep(from: .empty, on: .refresh, to: .loading, effects: [.fetchFeed])],
///     illegal: [(.loading, .refresh)],
///     reduce: { state, action in reduce(state, action) },
///     effectsPerformed: { api.requestCount })
/// ```
public func checkReducerContract<State: Equatable, Action, Effect: Equatable>(
    legal: [ReducerStep<State, Action, Effect>],
    illegal: [(State, Action)],
    reduce: (State, Action) -> (State, [Effect]),
    effectsPerformed: () -> Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let table = legal + illegal.map { ReducerStep(from: $0.0, on: $0.1, to: $0.0) }
    runClauses(ReducerCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .pure:
            let first = table.map { reduce($0.from, $0.action) }
            let second = table.map { reduce($0.from, $0.action) }
            for (index, step) in table.enumerated()
            where first[index].0 != second[index].0 || first[index].1 != second[index].1 {
                return Violation(
                    property: check.property,
                    observed:
                        "'\(step.action)' from \(step.from) gave \(shown(first[index])) the first time and \(shown(second[index])) the second"
                )
            }
            return nil
        case .noEffectsPerformed:
            let before = effectsPerformed()
            for step in table { _ = reduce(step.from, step.action) }
            let performed = effectsPerformed() - before
            guard performed != 0 else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "reducing the table's \(counted(table.count, "action")) did \(counted(performed, "piece")) of work")
        case .legal, .illegal:
            let steps = check == .legal ? Array(legal) : table.suffix(illegal.count)
            var broken: [String] = []
            for step in steps {
                let result = reduce(step.from, step.action)
                if result.0 != step.to || result.1 != step.effects {
                    broken.append(
                        "'\(step.action)' from \(step.from) gave \(shown(result)) instead of \(shown((step.to, step.effects)))"
                    )
                }
            }
            guard let first = broken.first else { return nil }
            let more = broken.count > 1 ? " (and \(counted(broken.count - 1, "more action")))" : ""
            return Violation(property: check.property, observed: first + more)
        }
    }
}

/// A reducer's result as a message shows it.
private func shown<State, Effect>(_ result: (State, [Effect])) -> String {
    result.1.isEmpty ? "\(result.0)" : "\(result.0) with effects \(listed(result.1))"
}

/// The clauses of the reducer contract.
private enum ReducerCheck: CaseIterable {
    case pure, noEffectsPerformed, legal, illegal

    var property: String {
        switch self {
        case .pure: "a reducer is pure: the same state and action give the same result every time"
        case .noEffectsPerformed: "a reducer performs no side effect: it returns effects as values for the store to run"
        case .legal: "each action leads where the table says and asks for the effects it names"
        case .illegal: "an action the state does not allow leaves the state unchanged and asks for no effect"
        }
    }

    var needs: [Self] {
        switch self {
        case .pure, .noEffectsPerformed: []
        case .legal, .illegal: [.pure, .noEffectsPerformed]
        }
    }
}
