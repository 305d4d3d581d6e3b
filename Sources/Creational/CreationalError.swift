import Futubra

/// Everything the creational examples reject, each message quoting the rejected value.
enum CreationalError: Error, Equatable, Sendable {
    /// A feed query's limit is outside `1...100`.
    case limitOutOfRange(Int)
    /// A feed query asked for fewer than zero likes.
    case negativeMinimumLikes(Int)
    /// A feed query both requires and excludes the same author.
    case authorRequiredAndExcluded(UserName)
    /// A feed query wants a caption but only allows text posts, which have none.
    case captionOnTextOnly
    /// A feed query's search text has no visible character.
    case blankSearchText(String)
}

extension CreationalError: CustomStringConvertible {
    var description: String {
        switch self {
        case .limitOutOfRange(let limit):
            "limit '\(limit)' is not between 1 and 100"
        case .negativeMinimumLikes(let likes):
            "minimum likes '\(likes)' cannot be negative"
        case .authorRequiredAndExcluded(let author):
            "author '\(author)' is both required and excluded"
        case .captionOnTextOnly:
            "kind 'text' has no caption, so 'withCaption()' can never match"
        case .blankSearchText(let text):
            "search text '\(text)' has no visible character"
        }
    }
}
