extension SOA {
    /// A manager: generic keyed storage with fetch, save and delete, and nothing about posts.
    ///
    /// It stands where Core Data or Realm would be wrapped. Only services use it; replacing
    /// it (with a disk store, say) changes no service's interface and no screen.
    @MainActor
    final class StorageManager<Key: Hashable, Value> {
        private var values: [Key: Value] = [:]
        private var order: [Key] = []

        init() {}

        /// All values, in the order they were first saved.
        func fetchAll() -> [Value] {
            order.compactMap { values[$0] }
        }

        /// The value for `key`, if any.
        func fetch(_ key: Key) -> Value? {
            values[key]
        }

        /// Saves `value` under `key`, keeping the key's place if it was saved before.
        func save(_ value: Value, for key: Key) {
            if values.updateValue(value, forKey: key) == nil { order.append(key) }
        }

        /// Removes every value.
        func deleteAll() {
            (values, order) = ([:], [])
        }
    }
}
