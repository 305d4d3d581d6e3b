import ContractSupport
import Foundation
import Synchronization
import Testing

@testable import Architecture

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the dispatch contract needs of a log service: the real one and the control.
protocol LogDispatch: Sendable {
    func register(_ observer: any LogObserver, for levels: Set<LogLevel>) async
    func log(_ level: LogLevel, _ message: String, from source: String) async -> LogEntry
}

extension LogService: LogDispatch {}

/// Keeps every entry it receives, and whether one arrived on the main thread.
final class EntryRecorder: LogObserver {
    private let state = Mutex<(entries: [LogEntry], onMainThread: Bool)>(([], false))
    var entries: [LogEntry] { state.withLock { $0.entries } }
    var sawMainThread: Bool { state.withLock { $0.onMainThread } }

    func receive(_ entry: LogEntry) {
        let onMain = Thread.isMainThread
        state.withLock { state in
            state.entries.append(entry)
            state.onMainThread = state.onMainThread || onMain
        }
    }
}

/// The console printer's sink in a test.
final class LineSink: Sendable {
    private let state = Mutex<[String]>([])
    var lines: [String] { state.withLock { $0 } }

    func append(_ line: String) {
        state.withLock { $0.append(line) }
    }
}

/// Holds entries and hands them over ten at a time, the most severe first: an "urgent first"
/// logger that reorders each producer's entries.
actor SeverityFirstLogService: LogDispatch {
    private var registrations: [(levels: Set<LogLevel>, observer: any LogObserver)] = []
    private var held: [LogEntry] = []
    private var issued = 0

    func register(_ observer: any LogObserver, for levels: Set<LogLevel>) {
        registrations.append((levels, observer))
    }

    func log(_ level: LogLevel, _ message: String, from source: String) -> LogEntry {
        issued += 1
        let entry = LogEntry(id: "urgent-\(issued)", level: level, source: source, message: message)
        held.append(entry)
        if held.count == 10 {
            for next in held.sorted(by: { $0.level > $1.level }) {
                for registration in registrations where registration.levels.contains(next.level) {
                    registration.observer.receive(next)
                }
            }
            held = []
        }
        return entry
    }
}

/// A logger as it is often written with a lock instead of a queue: the list of observers is
/// guarded, and each entry is handed to the observers on the caller's thread, so two
/// producers' entries reach an observer at the same time.
final class LockedLogService: LogDispatch {
    private let registrations = Mutex<[(levels: Set<LogLevel>, observer: any LogObserver)]>([])
    private let issued = Mutex(0)

    func register(_ observer: any LogObserver, for levels: Set<LogLevel>) async {
        registrations.withLock { $0.append((levels, observer)) }
    }

    func log(_ level: LogLevel, _ message: String, from source: String) async -> LogEntry {
        let number = issued.withLock { count in
            count += 1
            return count
        }
        let entry = LogEntry(id: "locked-\(number)", level: level, source: source, message: message)
        for registration in registrations.withLock({ $0 }) where registration.levels.contains(level) {
            registration.observer.receive(entry)
        }
        return entry
    }
}

/// An observer that notices two entries handed to it at once. It holds each entry a little
/// (a short, bounded loop of thread yields: no sleep, and short enough not to starve the
/// other tests of the pool's threads) unless a second `receive` begins meanwhile; a serial
/// service never starts one while another runs, a concurrent one soon does.
final class OverlapDetector: LogObserver {
    private let inside = Atomic(0)
    private let mostAtOnce = Atomic(0)
    private let mainThread = Atomic(false)

    /// The most entries it was handed at the same time.
    var most: Int { mostAtOnce.load(ordering: .sequentiallyConsistent) }
    /// Whether an entry came on the main thread.
    var sawMainThread: Bool { mainThread.load(ordering: .sequentiallyConsistent) }

    func receive(_ entry: LogEntry) {
        if Thread.isMainThread { mainThread.store(true, ordering: .sequentiallyConsistent) }
        let now = inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
        mostAtOnce.max(now, ordering: .sequentiallyConsistent)
        for _ in 0..<500 where inside.load(ordering: .sequentiallyConsistent) < 2 { sched_yield() }
        mostAtOnce.max(inside.load(ordering: .sequentiallyConsistent), ordering: .sequentiallyConsistent)
        inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }
}

/// Four producers log at once, one of them from the main actor, to one observer of every
/// level: it must never be handed two entries at once, nor run on the caller's thread.
@MainActor
func checkObserversRunOneAtATime(_ service: some LogDispatch, sourceLocation: SourceLocation = #_sourceLocation) async {
    let detector = OverlapDetector()
    await service.register(detector, for: Set(LogLevel.allCases))
    // Each producer has a thread of its own: on the cooperative pool, which other tests
    // keep busy, a logger that hands entries over on the caller's thread could pass by luck.
    let threads = (0..<3).map { ThreadExecutor(name: "producer-\($0)") }
    defer { for thread in threads { thread.stop() } }
    let others = Task.detached {
        await withTaskGroup(of: Void.self) { group in
            for (producer, thread) in threads.enumerated() {
                group.addTask(executorPreference: thread) {
                    for number in 0..<20 { _ = await service.log(.error, "\(number)", from: "producer-\(producer)") }
                }
            }
        }
    }
    for number in 0..<20 { _ = await service.log(.info, "\(number)", from: "main") }
    await others.value
    expect(
        detector.most, equals: 1, "two entries reached the observer at once", fileID: sourceLocation.fileID,
        filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
    expect(
        !detector.sawMainThread, "an entry was handed over on the main thread", fileID: sourceLocation.fileID,
        filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
}

/// `producers` tasks log `each` entries at once, levels cycling from debug to fatal; three
/// observers (all levels; error and fatal; warning) must each get every entry of their
/// levels exactly once, each producer's entries in the order it logged them.
func checkLogDispatchContract(
    _ service: some LogDispatch, producers: Int = 8, each: Int = 40, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let observers: [(levels: Set<LogLevel>, recorder: EntryRecorder)] = [
        (Set(LogLevel.allCases), EntryRecorder()), ([.error, .fatal], EntryRecorder()), ([.warning], EntryRecorder()),
    ]
    for (levels, recorder) in observers { await service.register(recorder, for: levels) }
    let logged = await withTaskGroup(of: [LogEntry].self) { group in
        for producer in 0..<producers {
            group.addTask {
                var mine: [LogEntry] = []
                for number in 0..<each {
                    let level = LogLevel.allCases[(number + producer) % LogLevel.allCases.count]
                    mine.append(await service.log(level, "\(number)", from: "producer-\(producer)"))
                }
                return mine
            }
        }
        return await group.reduce(into: []) { $0 += $1 }
    }
    for (levels, recorder) in observers {
        let got = recorder.entries
        let expected = logged.filter { levels.contains($0.level) }
        #expect(got.count == expected.count, "each entry once", sourceLocation: sourceLocation)
        #expect(Set(got) == Set(expected), "every entry of its levels", sourceLocation: sourceLocation)
        for producer in 0..<producers {
            let order = got.filter { $0.source == "producer-\(producer)" }.compactMap { Int($0.message) }
            #expect(order == order.sorted(), "producer \(producer)'s order", sourceLocation: sourceLocation)
        }
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct LogServiceTests {
    @Test("eight concurrent producers: every observer gets every entry of its levels once, each producer in order")
    func concurrentProducers() async {
        await checkLogDispatchContract(LogService(idPrefix: "t"))
    }

    @Test("a logger that sends the most severe entries first breaks each producer's order", .tags(.control))
    func severityFirstIsCaught() async {
        await withKnownIssue { await checkLogDispatchContract(SeverityFirstLogService()) }
    }

    @Test("observers get one entry at a time, on the log service's executor, never on the caller's thread")
    @MainActor
    func observersRunOneAtATime() async {
        await checkObserversRunOneAtATime(LogService(idPrefix: "t"))
    }

    @Test(
        "a logger that hands entries over on each caller's thread, behind a lock, lets two reach an observer at once",
        .tags(.control))
    @MainActor
    func lockedLoggerIsCaught() async {
        await withKnownIssue {
            await checkObserversRunOneAtATime(LockedLogService())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("at once") }
        }
    }

    @Test("the console printer writes one line per entry of its levels to the sink it was given")
    func consolePrinterWritesToItsSink() async {
        let service = LogService(idPrefix: "t")
        let lines = LineSink()
        await service.register(ConsolePrinter { line in lines.append(line) }, for: [.warning, .error])
        await service.log(.debug, "thread opened", from: "ThreadScreen")
        await service.log(.warning, "token expires in 30 s", from: "EndpointService")
        await service.log(.error, "send failed", from: "ThreadScreen")
        await service.log(.fatal, "store unreadable", from: "Persistence")
        expect(
            lines.lines,
            equals: ["[WARNING] EndpointService: token expires in 30 s", "[ERROR] ThreadScreen: send failed"])
    }
}
