import Synchronization

/// Awaits a known number of events: it collects reports and lets its waiter go when the
/// expected count has arrived.
///
/// A test that knows how many events must come (two sends, two reports) awaits exactly those,
/// however long they take and in whatever order they finish; it never sleeps. If they never
/// come, the suite's time limit ends the test.
///
/// ```swift
/// let latch = ReportLatch(expecting: 2)
/// sender.send("one", as: eve) { latch.record($0) }
/// sender.send("two", as: eve) { latch.record($0) }
/// await latch.wait()   // both reports
/// ```
final class ReportLatch: Sendable {
    private struct Waiting {
        var reports: [SendReport] = []
        var waiter: CheckedContinuation<[SendReport], Never>?
    }

    /// How many reports open the latch.
    let expected: Int
    private let state = Mutex(Waiting())

    init(expecting expected: Int) {
        self.expected = expected
    }

    /// Whether a waiter is suspended, waiting for more reports.
    var isWaiting: Bool { state.withLock { $0.waiter != nil } }

    /// Adds `report`; the one that makes the count lets the waiter go.
    func record(_ report: SendReport) {
        let release = state.withLock { state -> (CheckedContinuation<[SendReport], Never>, [SendReport])? in
            state.reports.append(report)
            guard state.reports.count >= expected, let waiter = state.waiter else { return nil }
            state.waiter = nil
            return (waiter, state.reports)
        }
        if let (waiter, reports) = release { waiter.resume(returning: reports) }
    }

    /// The reports, once `expected` of them have arrived (at once if they already have).
    /// One waiter at a time.
    func wait() async -> [SendReport] {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> [SendReport]? in
                if state.reports.count >= expected { return state.reports }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

/// A flag that lets exactly one caller through: the guard that keeps a continuation resumed once.
final class ResumeOnce: Sendable {
    private let claimed = Mutex(false)

    init() {}

    /// `true` for the first caller only.
    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
