import Foundation
import Testing

// `expect` checks a condition the way Swift Testing's `#expect` does, as plain functions.
//
// Why not the macro: every `#expect` is expanded by the compiler's macro plugin and the
// expansion is type-checked again, which measured about 20 ms of compile time per use on
// the 2-core machine this catalogue is budgeted on, against about 2 ms for a function call
// (`Scripts/compile-cost.sh` measures both). With well over a thousand checks, the
// macro alone cost `swift test` half a minute of build. The functions record the same kind
// of issue, at the same source location, inside and outside `withKnownIssue`; what the
// macro adds, the values of the sub-expressions, `expect(_:equals:)` gives for the common
// case of an equality, and a failed check quotes its own source line.

/// Records an issue unless `condition` holds: a failed check shows its source line and
/// `comment`.
///
/// ```swift
/// expect(stack.canUndo, "undo is offered after one edit")
/// ```
package func expect(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    Issue.record(
        Comment(rawValue: failure(filePath: filePath, line: line, comment: comment())), sourceLocation: location)
}

/// Records an issue unless `actual == expected`, showing both values.
///
/// ```swift
/// expect(editor.text, equals: "Hello")
/// ```
package func expect<Value: Equatable>(
    _ actual: Value, equals expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let values = "got \(describe(actual)), expected \(describe(expected))"
    Issue.record(
        Comment(rawValue: failure(filePath: filePath, line: line, comment: comment(), values: values)),
        sourceLocation: location)
}

/// The message of a failed check: its source line (read from the test file, when it is
/// there), the values compared, and the comment.
private func failure(filePath: String, line: Int, comment: Comment?, values: String? = nil) -> String {
    var parts = ["Expectation failed"]
    if let source = sourceLine(filePath: filePath, line: line) { parts[0] += ": \(source)" }
    if let values { parts.append(values) }
    if let comment { parts.append(comment.rawValue) }
    return parts.joined(separator: "\n")
}

private func sourceLine(filePath: String, line: Int) -> String? {
    guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    return lines[line - 1].trimmingCharacters(in: .whitespaces)
}

private func describe(_ value: some Any) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    return String(describing: value)
}
