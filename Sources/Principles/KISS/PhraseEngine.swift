import Futubra

extension KISS {
    /// The complicated design: a general phrase engine configured to say who liked a post.
    ///
    /// Each ``PhraseRule`` says for which counts it applies and which ``PhraseTemplate`` it
    /// fills; the engine takes the first rule that applies. Adding a case means adding a
    /// rule and writing a template, and reading one output means finding the rule, then the
    /// template, then what fills its placeholders. It says what the card needs, exactly as
    /// the one function does: its generality buys nothing the card uses.
    ///
    /// ```swift
    /// KISS.PhraseEngine.likers.text(for: post.likedBy)
    /// ```
    struct PhraseEngine: Sendable {
        /// The rules, tried in order.
        let rules: [PhraseRule]

        /// The phrase for `likers`, or an empty string when no rule applies.
        func text(for likers: Set<UserName>) -> String {
            let names = likers.sorted().map(\.rawValue)
            guard let rule = rules.first(where: { $0.applies(names.count) }) else { return "" }
            var values = ["count": "\(names.count)", "rest": "\(max(names.count - 2, 0))"]
            for (index, name) in names.prefix(3).enumerated() { values["name\(index)"] = name }
            return rule.template.filled(with: values)
        }

        /// The engine as configured for the post card.
        static let likers = PhraseEngine(rules: [
            PhraseRule(applies: { $0 == 0 }, template: PhraseTemplate("no likes yet")),
            PhraseRule(applies: { $0 == 1 }, template: PhraseTemplate("liked by {name0}")),
            PhraseRule(applies: { $0 == 2 }, template: PhraseTemplate("liked by {name0} and {name1}")),
            PhraseRule(applies: { $0 == 3 }, template: PhraseTemplate("liked by {name0}, {name1} and {name2}")),
            PhraseRule(applies: { $0 > 3 }, template: PhraseTemplate("liked by {name0}, {name1} and {rest} others")),
        ])
    }

    /// When a phrase applies, and what it says.
    struct PhraseRule: Sendable {
        let applies: @Sendable (Int) -> Bool
        let template: PhraseTemplate
    }

    /// A text with `{key}` placeholders.
    struct PhraseTemplate: Sendable {
        let pattern: String

        init(_ pattern: String) {
            self.pattern = pattern
        }

        /// The pattern with every `{key}` replaced by `values[key]`.
        func filled(with values: [String: String]) -> String {
            values.reduce(pattern) { text, value in text.replacing("{\(value.key)}", with: value.value) }
        }
    }
}
