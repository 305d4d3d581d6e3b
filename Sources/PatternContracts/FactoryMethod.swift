import Testing

/// One creator's expected result, for
/// ``checkFactoryMethodContract(operations:probe:expectedProbe:creators:sourceLocation:)``.
public struct CreatorResult {
    /// The creator in a learner's words: `the e-mail sender`.
    public var name: String
    /// Runs the creator's operation and returns what its product produced.
    public var run: () -> String
    /// What it must produce.
    public var expected: String

    public init(_ name: String, expected: String, run: @escaping () -> String) {
        self.name = name
        self.run = run
        self.expected = expected
    }
}

/// Checks the contract of a factory method: the creator's operation works with whatever
/// product its factory method makes, asking for a new one each time it runs (it never names
/// a concrete product itself), and each creator subclass makes its own product.
///
/// `probe` runs the creator's operation `operations` times on a subclass of yours whose
/// factory method calls `record("made")` and returns a product that records what it is
/// asked; `expectedProbe` is the log a right answer leaves. `creators` run your own
/// subclasses.
///
/// ```swift
/// checkFactoryMethodContract(
///     probe: { record in let sender = ProbeSender(record: record); _ = sender.send("Hi", to: "anna") … },
///     expectedProbe: ["made", "compose Hi for anna", "made", "compose Yo for bob"],
///     creators: [CreatorResult("push", expected: "🔔 anna: Hi") { PushSender().send("Hi", to: "anna") }])
/// ```
public func checkFactoryMethodContract(
    operations: Int = 2,
    probe: (_ record: @escaping (String) -> Void) -> Void,
    expectedProbe: [String],
    creators: [CreatorResult],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(FactoryMethodCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .usesFactoryMethod:
            let log = FactoryLog()
            probe { log.entries.append($0) }
            guard log.entries != expectedProbe else { return nil }
            let made = log.entries.filter { $0 == "made" }.count
            return Violation(
                property: check.property,
                observed:
                    "over \(counted(operations, "operation")) the factory method made \(counted(made, "product")), and the log was \(listed(log.entries)) instead of \(listed(expectedProbe))"
            )
        case .ownProducts:
            for creator in creators {
                let got = creator.run()
                guard got != creator.expected else { continue }
                return Violation(
                    property: check.property,
                    observed: "\(creator.name) produced '\(got)' instead of '\(creator.expected)'")
            }
            return nil
        }
    }
}

/// What the probe recorded.
private final class FactoryLog {
    var entries: [String] = []
}

/// The clauses of the factory-method contract.
private enum FactoryMethodCheck: CaseIterable {
    case usesFactoryMethod, ownProducts

    var property: String {
        switch self {
        case .usesFactoryMethod:
            "a creator's operation works with the product its factory method makes, a new one each time"
        case .ownProducts: "each creator subclass makes its own product"
        }
    }

    /// A creator whose operation ignores its factory method gives every subclass the same
    /// product: that is one mistake, reported once.
    var needs: [Self] {
        self == .ownProducts ? [.usesFactoryMethod] : []
    }
}
