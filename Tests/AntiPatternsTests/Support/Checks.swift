import Testing

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
