import Synchronization

/// One instance per key: made on the first request for that key, exactly once, and the
/// same instance returned for that key from then on, from any task.
///
/// The lookup and the creation happen under one lock, so two tasks asking for the same
/// new key at the same moment cannot both create it: the second waits and gets the first
/// one's instance. Different keys get different instances.
///
/// ```swift
/// let clients = InstanceRegistry<APIHost, APIClient> { APIClient(host: $0) }
/// clients.instance(for: .media) === clients.instance(for: .media)   // true
/// ```
/// - Complexity: O(1) on average per lookup; the factory runs once per key.
final class InstanceRegistry<Key: Hashable & Sendable, Instance: AnyObject & Sendable>: Sendable {
    private let state = Mutex(Instances())
    private let make: @Sendable (Key) -> Instance

    /// The instances by key, and how many the factory has made.
    private struct Instances {
        var byKey: [Key: Instance] = [:]
        var creations = 0
    }

    /// An empty registry that makes the instance for a key with `make`.
    init(make: @escaping @Sendable (Key) -> Instance) {
        self.make = make
    }

    /// The instance for `key`, made now if this is the first request for `key`.
    func instance(for key: Key) -> Instance {
        state.withLock { state in
            if let existing = state.byKey[key] {
                return existing
            }
            let created = make(key)
            state.byKey[key] = created
            state.creations += 1
            return created
        }
    }

    /// The keys that have an instance so far.
    var keys: Set<Key> {
        state.withLock { Set($0.byKey.keys) }
    }

    /// How many instances the registry has made: never more than the number of keys.
    var creationCount: Int {
        state.withLock { $0.creations }
    }
}
