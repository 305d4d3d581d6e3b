import Synchronization
import Testing

/// The issues a check recorded, as the comments a learner reads.
private final class RecordedIssues: Sendable {
    let comments = Mutex<[String]>([])
}

/// Runs `body` and expects it to fail with exactly one issue for each of `properties`
/// (fragments of the checker's messages, each naming one property) and no other issue: the
/// failure names what is broken, and one mistake is one issue, not a cascade.
func expectViolation(
    of properties: String..., sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    let recorded = RecordedIssues()
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        matches(issue, properties, recorded)
    }
    expectEachOnce(properties, recorded, sourceLocation)
}

/// ``expectViolation(of:sourceLocation:_:)`` for an asynchronous check.
func expectViolation(
    of properties: String..., sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void
) async {
    let recorded = RecordedIssues()
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        matches(issue, properties, recorded)
    }
    expectEachOnce(properties, recorded, sourceLocation)
}

private func matches(_ issue: Issue, _ properties: [String], _ recorded: RecordedIssues) -> Bool {
    let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
    guard properties.contains(where: { comment.contains($0) }) else { return false }
    recorded.comments.withLock { $0.append(comment) }
    return true
}

private func expectEachOnce(_ properties: [String], _ recorded: RecordedIssues, _ sourceLocation: SourceLocation) {
    let comments = recorded.comments.withLock { $0 }
    for property in properties {
        let count = comments.filter { $0.contains(property) }.count
        if count != 1 {
            Issue.record(
                "'\(property)' was named by \(count) issues, not one: \(comments)", sourceLocation: sourceLocation)
        }
    }
    if comments.count != properties.count {
        Issue.record(
            "\(comments.count) issues for \(properties.count) properties: \(comments)", sourceLocation: sourceLocation)
    }
}

/// One answer to a drill, run as a case of a parameterized test; the test's output names each
/// case by its `name`. One parameterized test costs the compiler about what one test does, where
/// a test per answer cost about 30 ms of build time each (the @Test macro's expansion).
struct DrillAnswer: Sendable, CustomTestStringConvertible {
    let name: String
    let run: @Sendable () async -> Void

    /// An answer checked synchronously.
    init(_ name: String, _ check: @escaping @Sendable () -> Void) {
        self.name = name
        run = { check() }
    }

    /// An answer whose check awaits.
    init(_ name: String, awaiting check: @escaping @Sendable () async -> Void) {
        self.name = name
        run = check
    }

    var testDescription: String { name }
}
