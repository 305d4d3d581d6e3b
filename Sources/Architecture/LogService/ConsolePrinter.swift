/// An observer that writes each entry as one line to a sink: the console in an app, an array
/// in a test. It never calls `print` itself.
///
/// ```swift
/// await log.register(ConsolePrinter { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
///                    for: Set(LogLevel.allCases))
/// ```
struct ConsolePrinter: LogObserver {
    /// Where the lines go.
    let sink: @Sendable (String) -> Void

    func receive(_ entry: LogEntry) {
        sink(Self.line(for: entry))
    }

    /// `[ERROR] ThreadScreen: send failed`.
    static func line(for entry: LogEntry) -> String {
        "[\(entry.level.rawValue.uppercased())] \(entry.source): \(entry.message)"
    }
}
