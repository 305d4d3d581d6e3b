import ContractSupport
import Foundation
import MessageTrace
import Synchronization

/// What a race for the very first use of a shared instance found, as the exit status of the
/// process that ran it.
///
/// Inside the test process the shipped accessor has usually been used already (by another
/// test, or an example), so its first use can only be raced in a process of its own: an exit
/// test (`#expect(processExitsWith:)`) runs its body in a fresh copy of the test binary, where
/// nothing has touched the instance yet, and reports how that process ended.
///
/// ```swift
/// await #expect(processExitsWith: .success) {
///     await FirstUseOutcome.race(over: "FutubraApp") { FutubraApp.shared }.end()
/// }
/// ```
enum FirstUseOutcome: Int32 {
    /// One instance was made, every racing task got it, and a second task asked for it while
    /// it was being made: the race was real, and the accessor held the second task back.
    case oneInstance = 0
    /// No initializer run was seen: the instance existed before the race, or its initializer
    /// leaves no trace note to hold it open by.
    case creationUnseen = 2
    /// Nobody else asked while the instance was being made, so nothing raced.
    case noRace = 3
    /// The initializer ran more than once, or the tasks got different objects.
    case severalInstances = 4

    /// Asks `tasks` tasks at once for `instance`, whose initializer must leave a trace note over
    /// `participant`, and says what happened.
    ///
    /// A tracer bound around the race hears that note from inside the initializer and holds the
    /// first creation there (a ``FirstUseRace``) until a second task has asked and has had time
    /// to reach the initializer too. A correct accessor keeps that task waiting, and the note
    /// is heard once; a check for `nil` lets it in, and the note is heard twice.
    static func race<Instance: AnyObject & Sendable>(
        over participant: String, tasks: Int = 500, _ instance: @escaping @Sendable () -> Instance
    ) async -> FirstUseOutcome {
        let race = FirstUseRace()
        let askers = CallCounter()
        let creations = CallCounter()
        let contended = Atomic<Bool>(false)
        let tracer = Tracer { event in
            guard event.kind == .note, event.from == participant else { return }
            let creation = creations.increment()
            race.holdFirstCreation()
            if creation == 1, askers.value >= 2 {
                contended.store(true, ordering: .sequentiallyConsistent)
            }
        }
        let seen = await Tracer.$current.withValue(tracer) {
            await identitiesSeen(fromConcurrentTasks: tasks) {
                askers.increment()
                race.arrive()
                return instance()
            }
        }
        if creations.value == 0 { return .creationUnseen }
        if creations.value > 1 || seen.count > 1 { return .severalInstances }
        return contended.load(ordering: .sequentiallyConsistent) ? .oneInstance : .noRace
    }

    /// Ends the process with this outcome as its exit status.
    func end() -> Never {
        exit(rawValue)
    }
}
