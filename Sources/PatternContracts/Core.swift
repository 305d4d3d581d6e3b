import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts calls from any number of tasks: how often a factory, an initializer or a
/// loader really ran.
public final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// A counter at zero.
    public init() {}

    /// Records one call and returns how many there have been, this one included.
    @discardableResult
    public func increment() -> Int {
        count.add(1, ordering: .sequentiallyConsistent).newValue
    }

    /// How many calls have been recorded.
    public var value: Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}

/// Records that a property of a pattern does not hold: the property in a learner's words,
/// then what the code really did ("a cancelled subscription hears nothing more, but it
/// still heard postLiked(#3)").
func violated(_ property: String, _ observed: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: "\(property), but \(observed)"), sourceLocation: sourceLocation)
}

/// A list of values as a learner reads it: `[a, b]`, or `nothing` when it is empty.
func listed(_ values: [some Any]) -> String {
    values.isEmpty ? "nothing" : "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
}

/// `1 time`, `2 times`: a count with its noun.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// A weak reference to an object: whether the object is still alive once its owners let go.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}

// MARK: - Clauses: one issue per root cause

/// What a clause found wrong: the property that does not hold (in a learner's words) and what
/// the code did instead.
struct Violation: Error {
    var property: String
    var observed: String
}

/// Runs the chosen clauses of a contract, and the clauses they need first, each once.
///
/// `property` gives each clause's property in a learner's words, `needs` the clauses that
/// must hold before it can be judged, and `check` runs it: `nil` when the property holds,
/// otherwise what the code did. Every clause that fails records one issue, naming its
/// property: a checker reports every property that does not hold, not only the first. A
/// clause whose prerequisite failed is not checked (its verdict would only repeat the
/// prerequisite's), so one mistake in the code is one issue. While a clause runs, a crash
/// in the code under test names its property (see ``CrashNote``).
func runClauses<ID: Hashable>(
    _ chosen: [ID],
    needs: (ID) -> [ID] = { _ in [] },
    property: (ID) -> String,
    at sourceLocation: SourceLocation,
    check: (ID) -> Violation?
) {
    var verdicts: [ID: Bool] = [:]
    func run(_ id: ID) -> Bool {
        if let verdict = verdicts[id] { return verdict }
        // A prerequisite that failed has already said why; this clause cannot be judged.
        var holds = needs(id).allSatisfy(run)
        if holds, let violation = CrashNote.checking(property(id), { check(id) }) {
            violated(violation.property, violation.observed, at: sourceLocation)
            holds = false
        }
        verdicts[id] = holds
        return holds
    }
    for id in chosen { _ = run(id) }
}

/// ``runClauses(_:needs:property:at:check:)`` for checks that await.
func runClauses<ID: Hashable>(
    _ chosen: [ID],
    needs: (ID) -> [ID] = { _ in [] },
    property: (ID) -> String,
    at sourceLocation: SourceLocation,
    check: (ID) async -> Violation?
) async {
    var verdicts: [ID: Bool] = [:]
    func run(_ id: ID) async -> Bool {
        if let verdict = verdicts[id] { return verdict }
        var holds = true
        for prerequisite in needs(id) where !(await run(prerequisite)) {
            holds = false
            break
        }
        if holds, let violation = await CrashNote.checking(property(id), { await check(id) }) {
            violated(violation.property, violation.observed, at: sourceLocation)
            holds = false
        }
        verdicts[id] = holds
        return holds
    }
    for id in chosen { _ = await run(id) }
}

// MARK: - Crashes name the property being checked

/// Names the property being checked when the code under test crashes the process.
///
/// A learner's `entries[index]` past the end, or a `removeLast()` on an empty stack, stops
/// the whole test process with `Fatal error: Index out of range` and a backtrace: no issue
/// is recorded, and nothing says which property was being checked. While a checker runs a
/// clause, it notes the clause's property; if the process then receives a crash signal
/// (an illegal instruction or trap, which is how Swift stops on a failed check, an abort,
/// a bad memory access), a handler writes that property to standard error, then hands the
/// signal on to whoever handled it before (Swift's backtracer), so the crash report follows
/// as usual:
///
/// ```text
/// Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
///
/// ✘ The code under test crashed while PatternContracts was checking this property:
///   a subscriber that cancels itself while an event is delivered does not make a later one miss it
/// ```
enum CrashNote {
    /// Runs `body` with `property` noted as the one being checked on this thread.
    static func checking<Result>(_ property: String, _ body: () throws -> Result) rethrows -> Result {
        try noting(notes.note(for: property), on: body)
    }

    /// Runs `body`, which may hop between threads, with `property` as the note that
    /// ``current`` gives to the code it runs: a checker hands it to the threads and tasks
    /// that call the code under test (``noting(_:on:)``).
    static func checking<Result>(_ property: String, _ body: () async throws -> Result) async rethrows -> Result {
        _ = noteKey
        return try await $taskNote.withValue(notes.note(for: property)) { try await body() }
    }

    /// The address of the note of the current thread, or of the current task's check, to
    /// hand to a thread or task the checker starts; 0 for none.
    static var current: Int {
        pthread_getspecific(noteKey).map { Int(bitPattern: $0) } ?? taskNote
    }

    /// Runs `body` on this thread with a note taken from ``current`` elsewhere.
    static func noting<Result>(_ note: Int, on body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(noteKey)
        pthread_setspecific(noteKey, UnsafeRawPointer(bitPattern: note))
        defer { pthread_setspecific(noteKey, previous) }
        return try body()
    }

    /// Each property's note: a C string made once and never freed, so a handler can read it
    /// at any moment without allocating.
    private static let notes = Notes()

    /// The note of the asynchronous check a task runs (its threads change; its task does not).
    @TaskLocal private static var taskNote = 0

    /// Each thread's note, readable from a signal handler without allocating.
    private static let noteKey: pthread_key_t = {
        _ = handlersInstalled
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static let handlersInstalled: Bool = {
        previousHandlers.install()
        return true
    }()

    private static let previousHandlers = SignalHandlers()

    /// Writes the note of the crashing thread to standard error, if it has one (a crash on a
    /// thread that runs no check says nothing): only calls that are safe in a signal handler.
    fileprivate static func report() {
        guard let note = pthread_getspecific(noteKey) else { return }
        let text = note.assumingMemoryBound(to: CChar.self)
        writeToStandardError("\n✘ The code under test crashed while PatternContracts was checking this property:\n  ")
        _ = write(2, text, strlen(text))
        writeToStandardError("\n  The crash message is above; the crash report follows.\n\n")
    }

    private static func writeToStandardError(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    fileprivate static func restorePrevious(_ signal: Int32) {
        previousHandlers.restore(signal)
    }
}

/// The notes made so far, by property.
private final class Notes: Sendable {
    private let made = Mutex<[String: Int]>([:])

    /// The address of the note of `property`.
    func note(for property: String) -> Int {
        made.withLock { made in
            if let address = made[property] { return address }
            // strdup's copy is never freed: a handler may read it at any time.
            let address = Int(bitPattern: strdup(property))
            made[property] = address
            return address
        }
    }
}

/// The crash signals, and how each was handled before ours.
private final class SignalHandlers: @unchecked Sendable {
    // @unchecked: `saved` is written once, in `install()`, which runs once (a lazily
    // initialized global) before any handler of ours is installed; afterwards it is only
    // read, by `restore(_:)`.
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    private let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)

    func install() {
        for signal in Self.signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = handleCrash
            #else
                action.__sigaction_handler.sa_handler = handleCrash
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, saved + Int(signal))
        }
    }

    func restore(_ signal: Int32) {
        guard (0..<64).contains(signal) else { return }
        sigaction(signal, saved + Int(signal), nil)
    }
}

/// The crash handler: notes the property, then puts the previous handler back. A fault
/// (an illegal instruction, a trap, a bad access) happens again when the handler returns and
/// reaches that handler; an abort is raised again for it.
private func handleCrash(_ signal: Int32) {
    CrashNote.report()
    CrashNote.restorePrevious(signal)
    if signal == SIGABRT {
        raise(signal)
    }
}
