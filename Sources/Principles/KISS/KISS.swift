import Futubra

/// Keep it simple, shown on one line of a post's card: who liked it.
///
/// ``LikersLine`` is the simple design: one function, five cases, read top to bottom.
/// ``PhraseEngine`` is the design that was built instead: rules chosen by count, text
/// templates with placeholders, a filler. Both say the same for every count; to know what
/// the engine says, a reader must read the engine, its rule table, the rules, the templates
/// and the filler.
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

extension KISS {
    /// What a reader must read to know what the code reachable from `starts` does: the
    /// functions and properties it runs (the types they sit in are not counted), and their
    /// lines, found by following names on the sources.
    static func reading(from starts: [String], in sources: SourceIndex) -> (declarations: [String], lines: Int) {
        var reached: [SwiftDeclaration] = []
        for declaration in starts.compactMap(sources.declaration) {
            for found in sources.reach(from: declaration)
            where !found.kind.isType && !reached.contains(where: { $0.qualifiedName == found.qualifiedName }) {
                reached.append(found)
            }
        }
        return (reached.map { String($0.qualifiedName.dropFirst("KISS.".count)) }, sources.lineCount(of: reached))
    }
}
