import Testing

/// One way an operation with a completion handler can end: a name a learner reads ("the
/// server answers 404") and the result its handler must hear, as your test describes it.
public struct CompletionPath: Sendable {
    /// What happens on this path.
    public let name: String
    /// What the handler must hear, once.
    public let expected: String

    /// A path named `name` whose handler must hear `expected`.
    public init(_ name: String, expects expected: String) {
        self.name = name
        self.expected = expected
    }
}

/// Checks the contract of an API with a completion handler: on every path (a success, each
/// kind of failure) the handler is called exactly once, with that path's result.
///
/// Nothing in a completion handler's signature enforces "once": a `return` missing after a
/// failure calls it twice, a forgotten `else` never calls it, and the caller's spinner spins
/// forever. `run` starts one operation on the path given (your test scripts the transport to
/// answer that way, preferably after the call has returned, as a real one does), lets it end,
/// and returns what the handler heard, one description per call, in your test's words.
///
/// ```swift
/// checkCompletionContract([
///     CompletionPath("the post arrives", expects: "#3 by anna"),
///     CompletionPath("the network is down", expects: "error offline"),
/// ]) { path in
///     heardByHandler(when: path)   // starts one load scripted for `path`, returns what the handler heard
/// }
/// ```
public func checkCompletionContract(
    _ paths: [CompletionPath],
    sourceLocation: SourceLocation = #_sourceLocation,
    run: (CompletionPath) -> [String]
) {
    guard !paths.isEmpty else {
        Issue.record("the completion contract needs at least one path", sourceLocation: sourceLocation)
        return
    }
    var heard: [[String]] = []
    runClauses(CompletionCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .exactlyOnce:
            heard = paths.map(run)
            let wrong = zip(paths, heard).filter { $0.1.count != 1 }.map { path, calls in
                "when \(path.name) it was called \(counted(calls.count, "time"))"
                    + (calls.isEmpty ? "" : " (\(calls.joined(separator: ", then ")))")
            }
            guard !wrong.isEmpty else { return nil }
            return Violation(property: check.property, observed: wrong.joined(separator: "; "))
        case .rightResult:
            let wrong = zip(paths, heard).filter { $0.1 != [$0.0.expected] }.map { path, calls in
                "when \(path.name) it heard \(calls.joined()) instead of \(path.expected)"
            }
            guard !wrong.isEmpty else { return nil }
            return Violation(property: check.property, observed: wrong.joined(separator: "; "))
        }
    }
}

/// The clauses of the completion contract.
private enum CompletionCheck: CaseIterable {
    case exactlyOnce, rightResult

    var property: String {
        switch self {
        case .exactlyOnce: "every path calls the completion handler exactly once"
        case .rightResult: "the completion handler hears the outcome of its own path"
        }
    }

    var needs: [Self] { self == .rightResult ? [.exactlyOnce] : [] }
}
