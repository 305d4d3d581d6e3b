/// What can go wrong in the UI family's scripted sessions.
package enum UIPatternsError: Error, Equatable, Sendable {
    /// A step of ``FeedScript`` found nothing to act on; `reason` says what was missing.
    case stepFailed(String, reason: String)
}

extension UIPatternsError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .stepFailed(let step, let reason): "step '\(step)' failed: \(reason)"
        }
    }
}
