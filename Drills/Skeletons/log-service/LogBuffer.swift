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
    func log(_ line: String) {
        let full = lines.withLock { lines in
            lines.append(line)
            return lines.count >= batchSize
        }
        if full { flush() }
    }

    /// Writes every line still waiting.
    func flush() {
        // BUG: the lines are copied under the lock, written outside it, and cleared afterwards.
        // A line logged while the write runs fills the batch again and is written with a copy
        // of lines already being written (twice), or is cleared without being written (lost).
        let batch = lines.withLock { $0 }
        guard !batch.isEmpty else { return }
        write(batch)
        lines.withLock { $0.removeAll() }
    }
}
