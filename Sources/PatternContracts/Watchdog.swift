import Dispatch
import Foundation
import Synchronization
import Testing

/// Stops the test process when a test runs well past its time limit: a deadlock fails the
/// run instead of hanging it.
///
/// Swift Testing's `.timeLimit` cancels a test that runs too long, but cancellation is
/// cooperative: a test that waits on a continuation nobody resumes, or on a lock, never sees
/// it, and the whole `swift test` waits with it. The watchdog arms a timer on another thread
/// for each test case (the test's time limit, or two minutes without one, plus thirty
/// seconds of grace). If the case has not ended by then, it writes which test hung to
/// standard error and ends the process with a failure.
///
/// Put it next to the time limit on a suite (it applies to every test inside) or a test:
///
/// ```swift
/// @Suite("Outbox", .timeLimit(.minutes(1)), .watchdog)
/// struct OutboxTests { … }
/// ```
public struct Watchdog: TestTrait, SuiteTrait, TestScoping {
    /// How long past the time limit a test may still run before the process stops.
    public static let grace: Duration = .seconds(30)
    /// The deadline of a test that has no time limit.
    public static let defaultLimit: Duration = .seconds(120)

    public var isRecursive: Bool { true }

    /// One scope per test case: each case of a parameterized test gets its own deadline,
    /// as each gets its own time limit.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let limit = (test.timeLimit ?? Self.defaultLimit) + Self.grace
        let place = "\(test.sourceLocation.fileID):\(test.sourceLocation.line)"
        try await Self.guarding("Test \"\(test.displayName ?? test.name)\" (\(place))", within: limit, function)
    }

    /// Runs `body`, and ends the process with a failure if it has not returned after `limit`,
    /// saying on standard error that `name` (the test, as a reader finds it) hung.
    public static func guarding(
        _ name: String, within limit: Duration, _ body: @Sendable () async throws -> Void
    ) async throws {
        let alarm = Alarm.arm(after: limit) {
            let message = """
                ✘ \(name) is still running \(limit) after it started and did not stop when \
                its time limit cancelled it: a deadlock, or a wait nothing will end. The watchdog \
                stops the test process here.

                """
            FileHandle.standardError.write(Data(message.utf8))
            exit(EXIT_FAILURE)
        }
        defer { alarm.disarm() }
        try await body()
    }
}

extension Trait where Self == Watchdog {
    /// Stops the test process when a test overruns its time limit and cannot be cancelled.
    public static var watchdog: Self { Watchdog() }
}

/// A one-shot timer on a global dispatch queue, cancelled by ``disarm()``.
///
/// It runs on a thread of its own, not on Swift concurrency's pool, so it fires even when
/// every thread of that pool is blocked by the test it watches.
private final class Alarm: Sendable {
    private let disarmed = Atomic<Bool>(false)

    /// Runs `ring` after `delay` unless the alarm is disarmed first.
    static func arm(after delay: Duration, ring: @escaping @Sendable () -> Void) -> Alarm {
        let alarm = Alarm()
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            if !alarm.disarmed.load(ordering: .acquiring) { ring() }
        }
        return alarm
    }

    /// Cancels the alarm if it has not rung yet.
    func disarm() {
        disarmed.store(true, ordering: .releasing)
    }
}
