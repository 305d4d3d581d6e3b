/// One change to a post's text: a command that, applied, gives back the edit that undoes it.
enum TextEdit: Equatable, Sendable {
    case append(String)
    case replace(String)
    case deleteLast(Int)

    /// Applies the edit to `text` and returns the edit that undoes it.
    func apply(to text: inout String) -> TextEdit {
        switch self {
        case .append(let words):
            text += words
            return .deleteLast(words.count)
        case .replace(let words):
            let old = text
            text = words
            return .replace(old)
        case .deleteLast(let count):
            let removed = String(text.suffix(count))
            text.removeLast(removed.count)
            return .append(removed)
        }
    }
}
