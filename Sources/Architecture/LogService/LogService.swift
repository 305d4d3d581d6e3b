import Foundation

/// Receives the entries of the levels it registered for, one at a time, in order, on the
/// log service's executor.
///
/// `receive` is synchronous: it runs inside the service's serial turn, so an observer is
/// handed entries one after another and never two at once, and needs no lock for what it
/// does there. Anything slow (a network upload) it starts on its own task, and guards what
/// that task shares with `receive`.
public protocol LogObserver: Sendable {
    /// Takes one entry.
    func receive(_ entry: LogEntry)
}

/// The app's one log: any part of the app logs to it, from any task, and it hands each entry
/// to the observers registered for that entry's level.
///
/// The service is an actor, so its serial executor is the one queue every entry goes
/// through: `log` runs there, not on the caller's thread (a caller on the main actor frees
/// the main thread while it waits), and observers are called there one entry at a time.
/// Each producer's entries keep their order, since a producer's next `log` starts after its
/// previous one returned; when `log` returns, every observer has the entry, so the caller's
/// task waits for what the observers do in `receive` (the reporter's disk write at a spill
/// or a fatal).
///
/// ```swift
/// let log = LogService()
/// await log.register(ConsolePrinter { line in lines.append(line) }, for: Set(LogLevel.allCases))
/// await log.log(.error, "send failed: status 503", from: "ThreadScreen")
/// ```
public actor LogService {
    /// One observer and the levels it wants.
    private struct Registration {
        var levels: Set<LogLevel>
        var observer: any LogObserver
    }

    private var registrations: [Registration] = []
    private let idPrefix: String
    private var issued = 0

    /// A service whose entry ids start with `idPrefix` (a fresh UUID by default, so ids stay
    /// unique across launches) followed by a counter.
    public init(idPrefix: String = UUID().uuidString) {
        self.idPrefix = idPrefix
    }

    /// Sends `observer` every later entry whose level is in `levels`.
    public func register(_ observer: any LogObserver, for levels: Set<LogLevel>) {
        registrations.append(Registration(levels: levels, observer: observer))
    }

    /// Stamps an entry and hands it to every observer of its level; returns the entry.
    @discardableResult
    public func log(_ level: LogLevel, _ message: String, from source: String) -> LogEntry {
        issued += 1
        let entry = LogEntry(id: "\(idPrefix)-\(issued)", level: level, source: source, message: message)
        for registration in registrations where registration.levels.contains(level) {
            registration.observer.receive(entry)
        }
        return entry
    }
}
