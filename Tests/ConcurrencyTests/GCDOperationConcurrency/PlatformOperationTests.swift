import ContractSupport
import Dispatch
import Foundation
import Testing

@testable import Concurrency

/// Suspends until `operation` has finished (a last operation that depends on it resumes the
/// task), without blocking a thread the way `waitUntilAllOperationsAreFinished()` does.
func finished(_ operation: Operation, on queue: OperationQueue) async {
    await withCheckedContinuation { continuation in
        let done = BlockOperation { continuation.resume() }
        done.addDependency(operation)
        queue.addOperation(done)
    }
}

/// What Foundation's `OperationQueue` and Dispatch do here, where this entry relies on it.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformOperationTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a BlockOperation cancelled before it starts never runs its block, and one that depends on it still runs")
        {
            let queue = OperationQueue()
            queue.isSuspended = true
            let ran = Recorder<String>()
            let download = BlockOperation { ran.record("download") }
            let report = BlockOperation { ran.record("report") }
            report.addDependency(download)
            queue.addOperation(download)
            queue.addOperation(report)
            download.cancel()
            queue.isSuspended = false
            await finished(report, on: queue)
            expect(ran.values, equals: ["report"])
            expect(download.isFinished && download.isCancelled, "the cancelled operation finished without running")
        },
        Check("an operation on one queue waits for its dependency on another") {
            let first = OperationQueue()
            first.isSuspended = true
            let second = OperationQueue()
            let ran = Recorder<String>()
            let page = BlockOperation { ran.record("page") }
            let fanOut = BlockOperation { ran.record("fan-out") }
            fanOut.addDependency(page)
            second.addOperation(fanOut)
            first.addOperation(page)
            expect(ran.values, equals: [], "nothing runs while the page's queue is suspended")
            first.isSuspended = false
            await finished(fanOut, on: second)
            expect(ran.values, equals: ["page", "fan-out"])
        },
        Check("DispatchWorkItem.cancel() stops a work item that has not started") {
            let queue = DispatchQueue(label: "futubra.platform.suspended")
            queue.suspend()
            let ran = Recorder<String>()
            let item = DispatchWorkItem { ran.record("ran") }
            queue.async(execute: item)
            item.cancel()
            queue.resume()
            await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
            expect(ran.values, equals: [])
            expect(item.isCancelled, "the item says it was cancelled")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
