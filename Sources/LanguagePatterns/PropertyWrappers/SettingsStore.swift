import Synchronization

/// A key-value store for the user's settings, as `UserDefaults` is one: shared by every
/// object that reads a setting, injected so a test (or a second account) can use its own.
///
/// Intent: a `final class`, because sharing is the point (two screens read one store), made
/// `Sendable` by a `Mutex` around its values.
final class SettingsStore: Sendable {
    private let values = Mutex<[String: any Sendable]>([:])

    init() {}

    /// The value stored under `key`, or `nil`.
    func value(for key: String) -> (any Sendable)? {
        values.withLock { $0[key] }
    }

    /// Stores `value` under `key`; `nil` removes it.
    func set(_ value: (any Sendable)?, for key: String) {
        values.withLock { $0[key] = value }
    }

    /// The keys that hold a value, sorted.
    var keys: [String] { values.withLock { $0.keys.sorted() } }
}
