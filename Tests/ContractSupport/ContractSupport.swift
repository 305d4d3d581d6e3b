import ExampleKit
@_exported import PatternContracts
import Synchronization

// The catalogue's own test support: the checkers themselves live in the `PatternContracts`
// library (re-exported here, so `import ContractSupport` keeps giving every checker), and
// this module adds what only the catalogue's tests need: running alone next to the
// examples, the naive accessor used as a control, tags and transcripts.

extension FirstUseRace {
    /// Runs `race` while no other race (``runRaceAlone(_:)``) and no example runs, process-wide.
    ///
    /// A race holds one thread in the factory and needs a second one free for the caller it
    /// waits for; Swift Testing runs tests in parallel on a pool as wide as the machine has
    /// cores, so two races at once could hold both threads of a two-core machine and starve
    /// each other. One at a time, each race gets its second thread; and an example that uses
    /// the same shared object never runs in the middle of a race on it.
    public static func alone<Result: Sendable>(_ race: @Sendable () async -> Result) async throws -> Result {
        try await ExampleRunner.exclusively { await runRaceAlone { await race() } }
    }
}

/// The naive lazy accessor, deliberately wrong, kept as a control: it checks under the lock,
/// unlocks, creates, and locks again to store, so two first callers can both create.
///
/// A first-use test that this type passes too cannot tell a correct accessor from a naive
/// one; the control tests show that, under a ``FirstUseRace``, it makes a second instance.
///
/// ```swift
/// let naive = CheckThenCreate { Index() }
/// naive.value   // may run the factory twice when two tasks ask at once
/// ```
public final class CheckThenCreate<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    /// A value `make` will compute on first use, not safely.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: the check and the store are two separate critical sections.
    public var value: Value {
        if let existing = stored.withLock({ $0 }) {
            return existing
        }
        let created = make()
        stored.withLock { $0 = created }
        return created
    }
}
