import Futubra

/// Keep it simple, shown on one line of a post's card: who liked it.
///
/// ``LikersLine`` is the simple design: one function, five cases, read top to bottom.
/// ``PhraseEngine`` is the design that was built instead: rules chosen by count, text
/// templates with placeholders, a filler. It is more general and has a bug the simple
/// function cannot hide: three likers read "and 1 others".
///
/// ```swift
/// KISS.LikersLine.text(for: post.likedBy)   // "liked by anna, bob and chen"
/// ```
enum KISS {}

extension KISS {
    /// The simple design: the line, written for the cases the card has.
    enum LikersLine {
        /// "no likes yet", "liked by anna", "liked by anna and bob", "liked by anna, bob and
        /// chen", "liked by anna, bob and 2 others"; names in alphabetical order.
        static func text(for likers: Set<UserName>) -> String {
            let names = likers.sorted().map(\.rawValue)
            switch names.count {
            case 0: return "no likes yet"
            case 1: return "liked by \(names[0])"
            case 2: return "liked by \(names[0]) and \(names[1])"
            case 3: return "liked by \(names[0]), \(names[1]) and \(names[2])"
            default: return "liked by \(names[0]), \(names[1]) and \(names.count - 2) others"
            }
        }
    }
}
