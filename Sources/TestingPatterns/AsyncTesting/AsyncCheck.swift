import Futubra
import Synchronization

/// One async test of the comment sender, written three ways, all on a ``ManualWorkQueue``:
/// eve sends "Nice cat" on dana's post #1 (it has two comments), and exactly one report,
/// `posted #3`, must come. Each returns what it found wrong.
///
/// ```swift
/// AsyncCheck.drains.problems(in: SilentSender.self, serverTurns: 1)   // ["drains: got no report, ..."]
/// ```
enum AsyncCheck: String, CaseIterable, Sendable {
    /// Asserts inside the callback and returns: the test is over before the callback runs.
    case assertsInCallback = "asserts in callback"
    /// Lets three jobs run, then checks: a test that sleeps "long enough".
    case waitsThreeTurns = "waits 3 turns"
    /// Runs the queue until it is empty, then checks: nothing more can happen.
    case drains = "drains the queue"

    /// What this test finds wrong with `sender`, against a server that answers in `serverTurns`.
    func problems(in sender: any CommentSending.Type, serverTurns: Int) -> [String] {
        let queue = ManualWorkQueue()
        let server: QueuedCommentServer
        do {
            server = QueuedCommentServer(post: try SampleFeed.post(1), turns: serverTurns, queue: queue)
        } catch {
            return ["\(rawValue): the sample post could not be built: \(error)"]
        }
        let expected = [SendReport.posted(CommentID(3))]
        let reports = Mutex<[SendReport]>([])
        let inCallback = Mutex<[String]>([])
        sender.init(server: server, queue: queue).send("Nice cat", as: SampleFeed.eve) { report in
            reports.withLock { $0.append(report) }
            if report != expected[0] { inCallback.withLock { $0.append("reported \(report)") } }
        }
        switch self {
        case .assertsInCallback:
            return inCallback.withLock { $0 }.map { "\(rawValue): \($0)" }
        case .waitsThreeTurns:
            queue.run(turns: 3)
        case .drains:
            queue.drain()
        }
        let got = reports.withLock { $0 }
        if got == expected { return [] }
        return [
            "\(rawValue): got \(got.isEmpty ? "no report" : got.map(\.description).joined(separator: ", ")), expected posted #3"
        ]
    }
}
