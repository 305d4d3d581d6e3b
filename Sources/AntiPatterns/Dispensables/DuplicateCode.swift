import Futubra

extension Dispensables {
    /// Duplicate code: two copies of one rule, and a fix that reached only one of them.
    ///
    /// Posts and comments both find the users they mention. The post copy was fixed to drop
    /// the punctuation after a name (`@bob,` mentions bob); the comment copy, pasted earlier,
    /// still reports `bob,`. The refactoring (extract function) leaves one copy, with the fix.
    enum DuplicateCode {
        /// The characters that may end a mention without being part of the name.
        static let trailingMarks: Set<Character> = [",", ".", "!", "?", ":", ";"]

        /// The smell: the same rule twice.
        enum Before {
            static func postMentions(_ text: String) -> [String] {
                text.split(separator: " ").filter { $0.hasPrefix("@") }.map { word in
                    var name = word.dropFirst()
                    while let last = name.last, DuplicateCode.trailingMarks.contains(last) { name = name.dropLast() }
                    return String(name)
                }
            }

            static func commentMentions(_ text: String) -> [String] {
                text.split(separator: " ").filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
            }
        }

        /// The refactoring: one function, used for posts and for comments.
        enum After {
            static func mentions(_ text: String) -> [String] {
                text.split(separator: " ").filter { $0.hasPrefix("@") }.map { word in
                    var name = word.dropFirst()
                    while let last = name.last, DuplicateCode.trailingMarks.contains(last) { name = name.dropLast() }
                    return String(name)
                }
            }

            static func postMentions(_ text: String) -> [String] { mentions(text) }

            static func commentMentions(_ text: String) -> [String] { mentions(text) }
        }
    }
}
