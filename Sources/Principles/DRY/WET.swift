import Futubra

extension DRY {
    /// The post composer, WET ("write everything twice"): its own copy of the mention rule.
    ///
    /// A bug report said "@anna," notified nobody, because `anna,` is not a valid user name.
    /// The fix, dropping the sentence's trailing punctuation, was made here.
    struct WETPostComposer: Sendable {
        func notified(by text: String) -> [UserName] {
            var names: [UserName] = []
            for word in text.split(whereSeparator: \.isWhitespace) where word.hasPrefix("@") {
                var name = word.dropFirst()
                while let last = name.last, ",.!?:;)".contains(last) { name.removeLast() }
                if let user = try? UserName(String(name)), !names.contains(user) { names.append(user) }
            }
            return names
        }
    }

    /// The comment composer, WET: the copy the fix never reached. "@anna," in a comment
    /// still notifies nobody.
    struct WETCommentComposer: Sendable {
        func notified(by text: String) -> [UserName] {
            var names: [UserName] = []
            for word in text.split(whereSeparator: \.isWhitespace) where word.hasPrefix("@") {
                if let user = try? UserName(String(word.dropFirst())), !names.contains(user) { names.append(user) }
            }
            return names
        }
    }
}
