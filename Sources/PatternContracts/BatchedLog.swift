import Foundation
import Synchronization
import Testing

/// Checks a log that buffers lines and writes them in batches (to a file, to the network) from
/// any thread: every line is written once, in the order it was logged, however the calls
/// overlap.
///
/// The classic bugs are two. A flush that copies the buffer, writes the copy outside the lock,
/// then empties the buffer, clears lines logged during the write (lost) or writes them twice.
/// A flush that takes the buffer under the lock but writes outside it lets a later batch reach
/// the file first. Neither shows unless a line is logged while a batch is being written, so the
/// checker forces it: on a thread of its own it logs lines until the first batch is written,
/// and holds that write open; from inside it, a second thread logs more lines. The first write
/// goes on once the second thread has written a batch of its own (which is recorded first, as
/// a write that overtook the held one would be), has returned, or is blocked waiting (on Linux
/// the checker reads its thread state; elsewhere it waits 2 seconds). Then a flush writes what
/// is left. The race runs alone in the process (``runRaceAlone(_:)``).
///
/// `make` builds a log that writes each batch of `batchSize` lines (and, on `flush`, what is
/// left) with `write`, which returns once the lines are stored; `log` logs one line; `flush`
/// writes what is buffered.
///
/// ```swift
/// await checkBatchedLogContract(
///     make: { size, write in LogBuffer(batchSize: size, write: write) },
///     log: { $0.log($1) }, flush: { $0.flush() })
/// ```
public func checkBatchedLogContract<Log: Sendable>(
    sourceLocation: SourceLocation = #_sourceLocation,
    make: (_ batchSize: Int, _ write: @escaping @Sendable ([String]) -> Void) -> Log,
    log: @escaping @Sendable (Log, String) -> Void,
    flush: (Log) -> Void
) async {
    var overlap: [[String]]?
    await runClauses(LogCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .batches:
            let file = Mutex<[[String]]>([])
            let lines = ["l1", "l2", "l3", "l4", "l5"]
            let buffer = make(2) { batch in file.withLock { $0.append(batch) } }
            for line in lines { log(buffer, line) }
            let beforeFlush = file.withLock { $0 }
            flush(buffer)
            let written = file.withLock { $0 }
            let expected = [["l1", "l2"], ["l3", "l4"]]
            guard beforeFlush != expected || written != expected + [["l5"]] else { return nil }
            return Violation(
                property: check.property,
                observed: "with batches of 2, logging \(listed(lines)) wrote \(batches(beforeFlush)), "
                    + "and after a flush \(batches(written))")
        case .onceEach, .inOrder:
            let written: [[String]]
            if let overlap {
                written = overlap
            } else {
                let race = LogRace()
                let buffer = make(2) { batch in race.write(batch) }
                await runRaceAlone { await race.run(buffer, log: log) }
                flush(buffer)
                written = race.written
                overlap = written
            }
            return violation(check, written: written)
        }
    }
}

/// Batches as a learner reads them: `[a, b], [c]`.
private func batches(_ written: [[String]]) -> String {
    written.isEmpty ? "nothing" : written.map(listed).joined(separator: ", ")
}

private func violation(_ check: LogCheck, written: [[String]]) -> Violation? {
    let logged = ["a1", "a2", "b1", "b2"]
    let lines = written.flatMap(\.self)
    let story = "while a batch of a1, a2 was being written, another thread logged b1, b2; the file got "
    switch check {
    case .batches: return nil
    case .onceEach:
        guard lines.sorted() != logged else { return nil }
        return Violation(property: check.property, observed: story + batches(written.filter { !$0.isEmpty }))
    case .inOrder:
        guard lines != logged else { return nil }
        return Violation(property: check.property, observed: story + batches(written.filter { !$0.isEmpty }))
    }
}

/// Two threads logging while a batch is written: the first write held open until the second
/// thread has written, returned, or blocked.
private final class LogRace: Sendable {
    private struct State {
        var written: [[String]] = []
        var writes = 0
        var secondWrote = false
        var secondReturned = false
        var secondThread: ThreadState?
        var startSecond: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    var written: [[String]] { state.withLock { $0.written } }

    /// The log's write: the first one starts the second thread and waits; later ones are
    /// recorded at once.
    func write(_ batch: [String]) {
        let (number, start) = state.withLock { state in
            state.writes += 1
            defer { state.startSecond = nil }
            return (state.writes, state.startSecond)
        }
        if let start {
            start()
            holdUntilSecondMoved()
        }
        state.withLock { state in
            state.written.append(batch)
            if number > 1 { state.secondWrote = true }
        }
    }

    /// Logs a1, a2 on one thread and, from inside its first write (or once it has returned, if
    /// it wrote nothing), b1, b2 on another; returns once both threads have returned.
    func run<Log: Sendable>(_ buffer: Log, log: @escaping @Sendable (Log, String) -> Void) async {
        let note = CrashNote.current
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let finished = Atomic<Int>(0)
            let bothDone: @Sendable () -> Void = {
                if finished.add(1, ordering: .sequentiallyConsistent).newValue == 2 { done.resume() }
            }
            let second: @Sendable () -> Void = { [self] in
                Thread.detachNewThread { [self] in
                    let thread = ThreadState.current()
                    state.withLock { $0.secondThread = thread }
                    CrashNote.noting(note) {
                        log(buffer, "b1")
                        log(buffer, "b2")
                    }
                    state.withLock { $0.secondReturned = true }
                    bothDone()
                }
            }
            state.withLock { $0.startSecond = second }
            Thread.detachNewThread { [self] in
                CrashNote.noting(note) {
                    log(buffer, "a1")
                    log(buffer, "a2")
                }
                let notStarted = state.withLock { state in
                    defer { state.startSecond = nil }
                    return state.startSecond
                }
                notStarted?()
                bothDone()
            }
        }
    }

    private func holdUntilSecondMoved() {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(2))
        var asleep = 0
        while clock.now < deadline {
            let (moved, thread) = state.withLock { ($0.secondWrote || $0.secondReturned, $0.secondThread) }
            if moved { return }
            if let thread {
                asleep = thread.isBlocked ? asleep + 1 : 0
                if asleep >= ThreadState.blockedSamples { return }
            }
            usleep(100)
        }
    }
}

/// The clauses of the batched log's contract.
private enum LogCheck: CaseIterable {
    case batches, onceEach, inOrder

    var property: String {
        switch self {
        case .batches: "lines are written in batches as they fill, in the order logged, and a flush writes the rest"
        case .onceEach: "a line logged while a batch is being written is written once, neither lost nor repeated"
        case .inOrder: "lines reach the file in the order they were logged, whichever thread logged them"
        }
    }

    var needs: [Self] {
        switch self {
        case .batches: []
        case .onceEach: [.batches]
        case .inOrder: [.onceEach]
        }
    }
}
