/// What a gesture on a ``ViewHost`` can fail to find.
package enum DeclarativeError: Error, Equatable, Sendable {
    /// No button with this title (on a line starting with the prefix, when one is given).
    case noButton(String, lineStartingWith: String?)
    /// No navigation link on a line starting with this prefix.
    case noLink(lineStartingWith: String)
    /// No text field with this placeholder.
    case noField(placeholder: String)
}

extension DeclarativeError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .noButton(let title, nil): "no button '[\(title)]' on screen"
        case .noButton(let title, let prefix?): "no button '[\(title)]' on a line starting with '\(prefix)'"
        case .noLink(let prefix): "no link on a line starting with '\(prefix)'"
        case .noField(let placeholder): "no text field with the placeholder '\(placeholder)'"
        }
    }
}
