import ExampleKit
import Testing

/// Runs `example` on a fresh transcript (one example at a time, process-wide, through
/// ``ExampleRunner``) and returns the transcript.
package func run(_ example: some Example) async throws -> Transcript {
    try await ExampleRunner.run(example)
}

/// Runs `example` and checks its contract with its documentation: the whole transcript is
/// exactly `expected`.
///
/// This is the one place where a test compares printed text: it pins the executable
/// documentation, the run that `patterns run` prints and the docs page shows. On a
/// mismatch it reports the first differing line, which is easier to read than two
/// long strings.
package func checkTranscriptContract(
    of example: some Example,
    equals expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let transcript = try await run(example)
    let actual = transcript.text
    if actual != expected {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "(end)"
        let wanted = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "(end)"
        Issue.record(
            """
            transcript of '\(type(of: example).id)' differs at line \(firstDifference + 1):
              expected: \(wanted)
              actual:   \(got)
            whole actual transcript:
            \(actual)
            """,
            sourceLocation: sourceLocation)
    }
}
