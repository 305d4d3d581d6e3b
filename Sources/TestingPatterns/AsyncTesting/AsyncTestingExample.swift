import ExampleKit
import Futubra
import MessageTrace

/// Plays async tests without sleeping: the comment sender's callback awaited through a
/// continuation and a latch on real tasks; then the same test written three ways on a queue the
/// test runs, against the right sender at two speeds and two defects.
package struct AsyncTestingExample: Example {
    package static let id = "async-testing"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("a continuation: await the callback, no sleep")
        let server = QueuedCommentServer(post: try SampleFeed.post(1), turns: 2, queue: TaskWorkQueue())
        let sender = CommentSender(server: server, queue: TaskWorkQueue())
        let report = await sender.send("Nice cat", as: SampleFeed.eve)
        transcript.line("eve sends \"Nice cat\" on #1 and awaits: \(report)")

        transcript.section("a latch: await a known number of events")
        let latch = ReportLatch(expecting: 2)
        sender.send("Agreed", as: SampleFeed.anna) { latch.record($0) }
        sender.send("Same here", as: SampleFeed.bob) { latch.record($0) }
        let both = await latch.wait()
        transcript.line(
            "two sends, two reports, in whichever order: \(both.map(\.description).sorted().joined(separator: ", "))")
        transcript.line("the post has \(server.comments.count) comments")

        transcript.section("the same test three ways, on a queue the test runs")
        let rows: [(String, any CommentSending.Type, Int)] = [
            ("right, server answers in 1 turn", CommentSender.self, 1),
            ("right, server answers in 5 turns", CommentSender.self, 5),
            ("reports twice, the second late", DoubleReportingSender.self, 1),
            ("never reports a success", SilentSender.self, 1),
        ]
        transcript.line(Self.row("", AsyncCheck.allCases.map(\.rawValue)))
        for (name, type, turns) in rows {
            // The checks would add their sends to the trace of the run above: they run untraced.
            let cells = Tracer.$current.withValue(nil) {
                AsyncCheck.allCases.map { $0.problems(in: type, serverTurns: turns).isEmpty ? "passes" : "FAILS" }
            }
            transcript.line(Self.row(name, cells))
        }
        transcript.line("asserting in the callback never fails; waiting a while judges the speed, not the code;")
        transcript.line("a drained queue has nothing left to happen, so what is missing now is missing")
    }

    /// One line of the table: the name in a column of 34, each cell in a column of 21.
    private static func row(_ name: String, _ cells: [String]) -> String {
        let padded = [name] + cells
        let line = zip(padded, [34] + cells.map { _ in 21 }).map { text, width in
            text + String(repeating: " ", count: max(width - text.count, 1))
        }.joined()
        return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
