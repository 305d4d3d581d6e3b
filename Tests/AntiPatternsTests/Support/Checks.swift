import Testing

@testable import AntiPatterns

// The family's checkers report a failure at their caller's line, as `#expect(…, sourceLocation:)`
// does, but through plain functions: the macro costs compile time (see ContractSupport's `expect`).

/// Records an issue at `location` unless `condition` holds.
func expect(_ condition: Bool, _ comment: @autoclosure () -> String = "", at location: SourceLocation) {
    guard !condition else { return }
    let text = comment()
    Issue.record(Comment(rawValue: text.isEmpty ? "Expectation failed" : text), sourceLocation: location)
}

/// Records an issue at `location` unless `actual == expected`, showing both values.
func expect<Value: Equatable>(
    _ actual: Value, equals expected: Value, _ comment: @autoclosure () -> String = "", at location: SourceLocation
) {
    guard actual != expected else { return }
    let text = comment()
    Issue.record(
        Comment(rawValue: "got \(actual), expected \(expected)" + (text.isEmpty ? "" : "\n\(text)")),
        sourceLocation: location)
}

/// Checks that no part of `subject` holds more than `limit` stored properties: `subject` itself
/// and every value of the family's own types it holds, at any depth, so a type that holds
/// everything is found even when it hides inside one field of another.
func checkNoPartHoldsMoreThan(_ limit: Int, in subject: Any, sourceLocation: SourceLocation = #_sourceLocation) {
    let parts = StoredState.parts(of: subject, declaredIn: ["AntiPatterns", "AntiPatternsTests"])
    expect(!parts.isEmpty, "the subject is one of the family's types", at: sourceLocation)
    for part in parts {
        let names = StoredState.names(of: part.value)
        expect(
            names.count <= limit, "\(type(of: part.value)) at \(part.path) holds \(names.count) fields: \(names)",
            at: sourceLocation)
    }
}
