/// How serious a log entry is, from `debug` (for developers at their desk) to `fatal` (the app
/// is about to stop).
package enum LogLevel: String, CaseIterable, Codable, Comparable, Sendable {
    case debug, info, warning, error, fatal

    package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// One log entry: an id unique across launches (the server keeps one copy per id), a level,
/// the part of the app that wrote it, and what it says.
///
/// ```swift
/// let entry = LogEntry(id: "phone-7", level: .error, source: "ThreadScreen", message: "send failed")
/// ```
package struct LogEntry: Codable, Hashable, Sendable, Identifiable {
    /// Unique across launches: the server deduplicates on it.
    package var id: String
    /// How serious it is.
    package var level: LogLevel
    /// Who wrote it: a screen, a service.
    package var source: String
    /// What it says.
    package var message: String

    /// An entry `id` at `level`, written by `source`.
    package init(id: String, level: LogLevel, source: String, message: String) {
        self.id = id
        self.level = level
        self.source = source
        self.message = message
    }
}
