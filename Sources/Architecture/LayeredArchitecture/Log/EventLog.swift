import Synchronization

/// How serious a logged event is, least to most.
enum EventLevel: String, Comparable, Sendable, CaseIterable {
    case debug, info, warning, error, fatal

    static func < (lhs: EventLevel, rhs: EventLevel) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// Where every layer writes what happened: the one dependency all layers may share.
///
/// ```swift
/// log.log(.warning, "offline: 1 message waiting")
/// ```
protocol EventLog: Sendable {
    /// Records `message` at `level`.
    func log(_ level: EventLevel, _ message: String)
}

/// A log that keeps the entries at or above a level, in order, for a run or a test to read.
final class RecordingEventLog: EventLog {
    private let kept = Mutex<[String]>([])
    /// The lowest level kept.
    let threshold: EventLevel

    /// A log keeping `threshold` and above.
    init(threshold: EventLevel = .info) {
        self.threshold = threshold
    }

    /// The kept entries: `warning: offline`.
    var entries: [String] { kept.withLock { $0 } }

    func log(_ level: EventLevel, _ message: String) {
        guard level >= threshold else { return }
        kept.withLock { $0.append("\(level): \(message)") }
    }
}
