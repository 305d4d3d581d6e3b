import Testing

/// One subclass's expected result, for
/// ``checkTemplateMethodContract(steps:run:results:sourceLocation:)``.
public struct TemplateResult {
    /// The subclass in a learner's words: `the Markdown sharer`.
    public var name: String
    /// Runs the template method on that subclass and returns what it produced.
    public var run: () -> [String]
    /// What it must produce.
    public var expected: [String]

    public init(_ name: String, expected: [String], run: @escaping () -> [String]) {
        self.name = name
        self.run = run
        self.expected = expected
    }
}

/// Checks the contract of a template method: the base class's method runs the steps in its
/// fixed order; a step that refuses stops it, so no later step runs; and each subclass
/// changes only the steps it overrides, while the invariant parts (which the base class
/// keeps `final`) are in every result.
///
/// `run` runs the template method on a recording subclass of yours (each overridden step
/// calls `record` with its name, then `super`), whose first step refuses when `refuse` is
/// true; `steps` is the order a right answer records. `results` runs your own subclasses.
///
/// ```swift
/// checkTemplateMethodContract(
///     steps: ["validate", "render", "deliver"],
///     run: { record, refuse in _ = RecordingSharer(record: record, refuse: refuse).share(post) },
///     results: [TemplateResult("plain text", expected: ["anna: Hi\n— shared"]) { … }])
/// ```
public func checkTemplateMethodContract(
    steps: [String],
    run: (_ record: @escaping (String) -> Void, _ refuse: Bool) -> Void,
    results: [TemplateResult],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(TemplateCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .fixedOrder, .refusalStops:
            let recorded = TemplateLog()
            run({ recorded.steps.append($0) }, check == .refusalStops)
            let expected = check == .fixedOrder ? steps : Array(steps.prefix(1))
            guard recorded.steps != expected else { return nil }
            let situation = check == .fixedOrder ? "" : "when \(steps.first ?? "the first step") refused, "
            let ran = recorded.steps.isEmpty ? "no step ran" : "the steps ran as \(listed(recorded.steps))"
            return Violation(
                property: check.property, observed: "\(situation)\(ran) instead of \(listed(expected))")
        case .subclassResults:
            for result in results {
                let got = result.run()
                guard got != result.expected else { continue }
                return Violation(
                    property: check.property,
                    observed: "\(result.name) produced \(listed(got)) instead of \(listed(result.expected))")
            }
            return nil
        }
    }
}

/// What the recording subclass recorded.
private final class TemplateLog {
    var steps: [String] = []
}

/// The clauses of the template-method contract.
private enum TemplateCheck: CaseIterable {
    case fixedOrder, refusalStops, subclassResults

    var property: String {
        switch self {
        case .fixedOrder: "a template method runs its steps in its fixed order"
        case .refusalStops: "a step that refuses stops the template method: no later step runs"
        case .subclassResults:
            "a subclass changes only the steps it overrides: the invariant parts are in every result"
        }
    }

    /// A template that does not stop at a refusal makes a subclass's own refusal look like a
    /// wrong result: that is one mistake, reported once.
    var needs: [Self] {
        switch self {
        case .fixedOrder: []
        case .refusalStops: [.fixedOrder]
        case .subclassResults: [.fixedOrder, .refusalStops]
        }
    }
}
