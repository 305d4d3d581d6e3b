import Testing

/// One sentence of a little language and how it must be read: the property of the grammar it
/// shows ("and binds tighter than or"), the source, and its meaning as your test writes it
/// (a fully parenthesised tree, or `refused`).
public struct Reading: Sendable {
    public let property: String
    public let source: String
    public let meaning: String

    /// `source` must be read as `meaning`, which shows `property`.
    public init(_ property: String, _ source: String, means meaning: String) {
        self.property = property
        self.source = source
        self.meaning = meaning
    }
}

/// Checks an interpreter's parser against its grammar: each sentence is read as its grammar
/// says, so that precedence, grouping and what an operator applies to come out right, and a
/// sentence that breaks the grammar is refused.
///
/// `read` parses a source and describes the tree it got, fully parenthesised, or says
/// `refused`. The properties are the readings' own, in the order they first appear; the first
/// is the one every other needs (simple sentences read as written). Each property that does not
/// hold is one issue, listing the sentences read wrong.
///
/// ```swift
/// checkInterpreterContract([
///     Reading("a condition is read as written", "likes>3", means: "likes>3"),
///     Reading("and binds tighter than or", "a or b and c", means: "(a or (b and c))"),
/// ]) { source in describe(try? Filter.parse(source)) }
/// ```
public func checkInterpreterContract(
    _ readings: [Reading],
    sourceLocation: SourceLocation = #_sourceLocation,
    read: (String) -> String
) {
    var properties: [String] = []
    for reading in readings where !properties.contains(reading.property) {
        properties.append(reading.property)
    }
    guard let first = properties.first else {
        Issue.record("the interpreter contract needs at least one reading", sourceLocation: sourceLocation)
        return
    }
    func check(_ property: String) -> Violation? {
        let wrong = readings.filter { $0.property == property }.compactMap { reading -> String? in
            let got = read(reading.source)
            return got == reading.meaning ? nil : "'\(reading.source)' was read as \(got) instead of \(reading.meaning)"
        }
        return wrong.isEmpty ? nil : Violation(property: property, observed: wrong.joined(separator: "; "))
    }
    runClauses(properties, needs: { $0 == first ? [] : [first] }, property: \.self, at: sourceLocation, check: check)
}
