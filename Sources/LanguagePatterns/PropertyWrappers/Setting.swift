import MessageTrace

/// A setting stored in a ``SettingsStore`` under a key, with a default when nothing is stored:
/// what SwiftUI's `@AppStorage` does over `UserDefaults`.
///
/// Intent: the model declares its settings as properties and reads and writes them as
/// properties; where they live, under which key, and what the default is move into the
/// wrapper. Every read goes to the store, so two models on one store agree. The setter is
/// `nonmutating` (the state is in the store, not in the wrapper), so it works on a `let`
/// model too. `$autoplay` gives the setting itself, to reset it or ask whether it is stored.
///
/// ```swift
/// struct FeedSettings {
///     @Setting var autoplay: Bool
///     init(store: SettingsStore) { _autoplay = Setting("feed.autoplay", default: true, store: store) }
/// }
/// ```
@propertyWrapper
struct Setting<Value: Sendable>: Sendable {
    let key: String
    let defaultValue: Value
    let store: SettingsStore

    init(_ key: String, default defaultValue: Value, store: SettingsStore) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
    }

    var wrappedValue: Value {
        get {
            Trace.call(from: "Setting", to: "SettingsStore", "value(for: \(key))")
            return store.value(for: key) as? Value ?? defaultValue
        }
        nonmutating set {
            Trace.call(from: "Setting", to: "SettingsStore", "set(\(newValue), for: \(key))")
            store.set(newValue, for: key)
        }
    }

    var projectedValue: Setting<Value> { self }

    /// Whether the store holds a value for this setting (not just the default).
    var isStored: Bool { store.value(for: key) != nil }

    /// Removes the stored value: the setting reads its default again.
    func reset() { store.set(nil, for: key) }
}
