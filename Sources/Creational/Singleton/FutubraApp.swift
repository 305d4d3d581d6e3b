import MessageTrace
import Synchronization

/// The running Futubra app: exactly one per process, reached through ``shared``.
///
/// A process runs one app, and the app icon carries one badge: two objects that each
/// believed they owned the badge would overwrite each other. So the type allows one
/// instance and no other, like `UIApplication.shared`.
///
/// The guarantee is by construction, not by convention:
/// - ``shared`` is a `static let`: Swift creates it lazily on first use, under the
///   runtime's once-only guard (`swift_once`, which plays the part `dispatch_once` played in
///   Objective-C), and nobody can reassign it;
/// - the initializer is `private`: `FutubraApp()` does not compile outside this type.
///
/// The initializer leaves a trace note, so a tracer bound at the very first use sees the one
/// creation happen (and sees it twice if the accessor were ever written as a check for `nil`).
///
/// ```swift
/// FutubraApp.shared.setBadgeNumber(3)
/// FutubraApp.shared.badgeNumber      // 3, from anywhere in the process
/// ```
final class FutubraApp: Sendable {
    /// The one instance.
    static let shared = FutubraApp()

    /// How many times the initializer has run in this process (1 once ``shared`` was used).
    private static let initializations = Atomic<Int>(0)

    /// Which run of the initializer made this object: 1 for the one and only instance.
    let creationNumber: Int

    private let badge = Mutex(0)

    private init() {
        Trace.note(over: "FutubraApp", "init(): the one app object is made")
        creationNumber = Self.initializations.add(1, ordering: .sequentiallyConsistent).newValue
    }

    /// How many times the initializer has run in this process so far.
    static func initializationCount() -> Int {
        initializations.load(ordering: .sequentiallyConsistent)
    }

    /// The number on the app icon: unread notifications.
    var badgeNumber: Int {
        badge.withLock { $0 }
    }

    /// Sets the number on the app icon; a negative number is stored as 0.
    func setBadgeNumber(_ number: Int) {
        badge.withLock { $0 = max(number, 0) }
    }
}
