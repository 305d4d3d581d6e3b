import ContractSupport
import Futubra
import Testing

@testable import TestingPatterns

@Suite("Async testing", .timeLimit(.minutes(1)), .watchdog)
struct AsyncTestingTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a continuation turns the callback into an await: the test resumes when the report comes, with no sleep")
        {
            let server = QueuedCommentServer(post: try SampleFeed.post(1), turns: 3, queue: TaskWorkQueue())
            let sender = CommentSender(server: server, queue: TaskWorkQueue())
            expect(await sender.send("Nice cat", as: SampleFeed.eve), equals: .posted(CommentID(3)))
            expect(server.comments.count, equals: 3, "the comment is stored when the await returns")
            let twice = DoubleReportingSender(server: server, queue: TaskWorkQueue())
            expect(
                await twice.send("Again", as: SampleFeed.eve), equals: .posted(CommentID(4)),
                "resumed once, by the first report; the second is dropped, not a crash")
        },
        Check(
            "a latch awaits a known number of events: it lets the test go at the last one, whatever order they finish in"
        ) {
            let latch = ReportLatch(expecting: 2)
            let waiter = Task { await latch.wait() }
            for _ in 0..<10_000 where !latch.isWaiting { await Task.yield() }
            expect(latch.isWaiting, "the test waits")
            latch.record(.posted(CommentID(3)))
            expect(latch.isWaiting, "one report of two: still waiting")
            latch.record(.failed("offline"))
            expect(await waiter.value, equals: [.posted(CommentID(3)), .failed("offline")])

            let server = QueuedCommentServer(post: try SampleFeed.post(1), turns: 2, queue: TaskWorkQueue())
            let sender = CommentSender(server: server, queue: TaskWorkQueue())
            let fifty = ReportLatch(expecting: 50)
            for number in 0..<50 { sender.send("comment \(number)", as: SampleFeed.eve) { fifty.record($0) } }
            expect(Set(await fifty.wait()), equals: Set((3..<53).map { SendReport.posted(CommentID($0)) }))
            expect(server.comments.count, equals: 52)
        },
        Check("a test that asserts only inside the callback never fails: it is over before the callback runs") {
            for sender: any CommentSending.Type in [CommentSender.self, SilentSender.self, DoubleReportingSender.self] {
                expect(AsyncCheck.assertsInCallback.problems(in: sender, serverTurns: 1), equals: [], "\(sender)")
            }
            expect(!AsyncCheck.drains.problems(in: SilentSender.self, serverTurns: 1).isEmpty, "the defect is there")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a test on an injected queue drains it: what has not happened when the queue is empty never will, so it fails at once"
    )
    func drainingMakesNotYetNever() {
        expect(AsyncCheck.drains.problems(in: CommentSender.self, serverTurns: 1), equals: [])
        expect(AsyncCheck.drains.problems(in: CommentSender.self, serverTurns: 50), equals: [], "at any speed")
        expect(
            AsyncCheck.drains.problems(in: SilentSender.self, serverTurns: 1),
            equals: ["drains the queue: got no report, expected posted #3"])
        expect(
            AsyncCheck.drains.problems(in: DoubleReportingSender.self, serverTurns: 1),
            equals: ["drains the queue: got posted #3, posted #3, expected posted #3"])
    }

    @Test(
        "a test that waits a fixed while judges the speed, not the code: it fails the right sender on a slow server and passes a late second report"
    )
    func fixedWaitIsLuck() {
        expect(AsyncCheck.waitsThreeTurns.problems(in: CommentSender.self, serverTurns: 1), equals: [])
        expect(
            AsyncCheck.waitsThreeTurns.problems(in: CommentSender.self, serverTurns: 5),
            equals: ["waits 3 turns: got no report, expected posted #3"], "right code, slow machine")
        expect(
            AsyncCheck.waitsThreeTurns.problems(in: DoubleReportingSender.self, serverTurns: 1), equals: [],
            "the second report comes after the wait")
    }

    @Test("control: the drained test run on a sender that never reports a success fails", .tags(.control))
    func drainedTestCanFail() {
        let found = AsyncCheck.drains.problems(in: SilentSender.self, serverTurns: 1)
        withKnownIssue("no report comes") {
            expect(found, equals: [])
        }
    }
}

@Suite("Platform: Swift Testing's confirmation", .timeLimit(.minutes(1)), .watchdog)
struct PlatformConfirmationTests {
    @Test("confirmation counts the events of its body, so the body must await the work")
    func confirmationCountsAwaitedEvents() async throws {
        let server = QueuedCommentServer(post: try SampleFeed.post(1), turns: 2, queue: TaskWorkQueue())
        let sender = CommentSender(server: server, queue: TaskWorkQueue())
        await confirmation("reported", expectedCount: 1) { reported in
            let latch = ReportLatch(expecting: 1)
            sender.send("Nice cat", as: SampleFeed.eve) { report in
                reported()
                latch.record(report)
            }
            _ = await latch.wait()
        }
    }

    @Test(
        "control: confirmation does not wait: a body that returns before the callback confirms nothing", .tags(.control)
    )
    func confirmationDoesNotWait() async throws {
        let queue = ManualWorkQueue()
        let server = QueuedCommentServer(post: try SampleFeed.post(1), turns: 1, queue: queue)
        let sender = CommentSender(server: server, queue: queue)
        await withKnownIssue("confirmed 0 times, expected 1: the queue had not run") {
            await confirmation("reported", expectedCount: 1) { reported in
                sender.send("Nice cat", as: SampleFeed.eve) { _ in reported() }
            }
        }
        expect(queue.pending, equals: 1, "the send is still queued")
    }
}
