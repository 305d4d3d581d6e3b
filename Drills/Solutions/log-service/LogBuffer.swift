import Synchronization

/// The app's log service: any thread logs lines, and they are written to the log file in
/// batches (one write per batch is far cheaper than one per line). Every line must reach the
/// file once, in the order it was logged: the log is what a crash report is read against.
final class LogBuffer: Sendable {
    private let batchSize: Int
    private let write: @Sendable ([String]) -> Void
    private let lines = Mutex<[String]>([])

    /// A log that writes with `write` (which returns once the lines are in the file) each time
    /// `batchSize` lines are waiting, and on `flush()`.
    init(batchSize: Int, write: @escaping @Sendable ([String]) -> Void) {
        self.batchSize = batchSize
        self.write = write
    }

    /// Logs `line`, from any thread; writes a batch when it fills.
    ///
    /// Appending, writing and clearing are one critical section: a line logged while a batch
    /// is written waits for the write to end, so nothing is cleared unwritten and batches
    /// reach the file one after the other, in order. (`write` must not log.)
    func log(_ line: String) {
        lines.withLock { lines in
            lines.append(line)
            if lines.count >= batchSize { writeOut(&lines) }
        }
    }

    /// Writes every line still waiting.
    func flush() {
        lines.withLock { writeOut(&$0) }
    }

    /// Writes `lines` and empties them; called with the lock held.
    private func writeOut(_ lines: inout [String]) {
        guard !lines.isEmpty else { return }
        write(lines)
        lines.removeAll()
    }
}
