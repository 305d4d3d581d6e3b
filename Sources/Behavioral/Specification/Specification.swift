/// A business rule about a candidate, as an object: it answers whether the candidate
/// satisfies it, combines with other rules by `and`, `or` and `not`, and says why a
/// candidate fails.
///
/// A leaf rule is a name and a predicate; a combined rule keeps its parts, so a failure lists
/// the leaf rules that caused it, in the words of each.
///
/// ```swift
/// let notBlank = Specification<CommentDraft>("has text") { !$0.isBlank }
/// let short = Specification<CommentDraft>("at most 280 characters") { $0.length <= 280 }
/// let rule = notBlank.and(short)
/// rule.isSatisfied(by: draft)   // false
/// rule.failures(for: draft)     // ["has text"]
/// ```
struct Specification<Candidate>: Sendable {
    /// What the rule requires, in words: "has text", "(has text and at most 280 characters)".
    let description: String
    /// The requirements of its leaf rules that `candidate` breaks; empty when it satisfies the rule.
    private let broken: @Sendable (Candidate) -> [String]

    /// A leaf rule: `requirement` names it; `predicate` says whether a candidate meets it.
    init(_ requirement: String, _ predicate: @escaping @Sendable (Candidate) -> Bool) {
        description = requirement
        broken = { predicate($0) ? [] : [requirement] }
    }

    private init(description: String, broken: @escaping @Sendable (Candidate) -> [String]) {
        self.description = description
        self.broken = broken
    }

    /// Whether `candidate` satisfies the rule.
    func isSatisfied(by candidate: Candidate) -> Bool {
        broken(candidate).isEmpty
    }

    /// Why `candidate` fails the rule: the requirements it breaks; empty when it satisfies it.
    func failures(for candidate: Candidate) -> [String] {
        broken(candidate)
    }

    /// Satisfied when both rules are; a failure lists what each part broke.
    func and(_ other: Specification) -> Specification {
        let (lhs, rhs) = (broken, other.broken)
        return Specification(description: "(\(description) and \(other.description))") { candidate in
            lhs(candidate) + rhs(candidate)
        }
    }

    /// Satisfied when either rule is; a failure lists what both parts broke.
    func or(_ other: Specification) -> Specification {
        let (lhs, rhs) = (broken, other.broken)
        return Specification(description: "(\(description) or \(other.description))") { candidate in
            let left = lhs(candidate)
            guard !left.isEmpty else { return [] }
            let right = rhs(candidate)
            return right.isEmpty ? [] : left + right
        }
    }

    /// Satisfied when this rule is not; a failure says what must not hold.
    func not() -> Specification {
        let (inner, requirement) = (broken, description)
        return Specification(description: "not \(description)") { candidate in
            inner(candidate).isEmpty ? ["not \(requirement)"] : []
        }
    }
}
