/// What goes wrong in the swiftui family's screens, and what a test store reports.
enum SwiftUIPatternsError: Error, Equatable, CustomStringConvertible {
    /// The backend could not be reached.
    case offline
    /// After `action`, the state was `actual` where the test said `expected`.
    case stateMismatch(action: String, expected: String, actual: String)
    /// The test expected `expected` back from an effect, and the next action was `received`.
    case unexpectedAction(expected: String, received: String)
    /// The test expected `expected` back from an effect, and no effect had sent anything.
    case noActionReceived(expected: String)
    /// Effects sent these actions back, and the test never asserted them.
    case unassertedActions([String])
    /// A dependency was used that nobody provided.
    case unimplemented(String)

    var description: String {
        switch self {
        case .offline: "the backend could not be reached"
        case .stateMismatch(let action, let expected, let actual):
            "after '\(action)' the state was '\(actual)', expected '\(expected)'"
        case .unexpectedAction(let expected, let received): "expected '\(expected)' back, received '\(received)'"
        case .noActionReceived(let expected): "expected '\(expected)' back, and no effect sent anything"
        case .unassertedActions(let actions):
            "effects sent back actions the test did not assert: '\(actions.joined(separator: "', '"))'"
        case .unimplemented(let name): "unimplemented: '\(name)'"
        }
    }
}
