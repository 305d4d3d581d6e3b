/// A named value that views produce and their ancestors read: data flowing up the tree.
///
/// A view sets a value with `.preference(key:value:)`; a container combines the values of
/// its children, in order, with ``reduce(value:nextValue:)``; an ancestor reads the
/// combined value with `.onPreferenceChange(_:perform:)`. `.navigationTitle(_:)` is one:
/// the navigation stack reads the title its top screen set.
///
/// ```swift
/// struct ComposerErrorKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         if value.isEmpty { value = nextValue() }
///     }
/// }
/// ```
///
/// `reduce` may be called with the default value on either side (a child that set nothing
/// still takes part), so ``defaultValue`` must change nothing when reduced: a `reduce` that
/// overwrites (`value = nextValue()`) loses a value whenever a later sibling set none. The
/// kit calls it that way for every pair of siblings, as SwiftUI may.
package protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view set one; it must be an identity of ``reduce(value:nextValue:)``.
    static var defaultValue: Value { get }
    /// Combines `value` (the siblings so far) with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preferences a subtree produced, by key.
struct PreferenceValues {
    private struct Entry {
        var value: Any
        /// `reduce`, with the key's default for a side that set nothing.
        let combine: (Any?, Any?) -> Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value of `key`, or its default.
    func value<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        entries[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue
    }

    /// Whether some view in the subtree set `key`.
    func contains<Key: PreferenceKey>(_ key: Key.Type) -> Bool {
        entries[ObjectIdentifier(key)] != nil
    }

    /// Sets `key` to `value`, replacing what the children produced for it.
    mutating func set<Key: PreferenceKey>(_ key: Key.Type, to value: Key.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { left, right in
            var value = left as? Key.Value ?? Key.defaultValue
            Key.reduce(value: &value) { right as? Key.Value ?? Key.defaultValue }
            return value
        }
    }

    /// Transforms the value of `key` (its default when no child set it).
    mutating func transform<Key: PreferenceKey>(_ key: Key.Type, _ change: (inout Key.Value) -> Void) {
        var value = self.value(key)
        change(&value)
        set(key, to: value)
    }

    /// Drops `key`: a container that consumes a preference (the navigation title) does not
    /// pass it further up.
    mutating func remove<Key: PreferenceKey>(_ key: Key.Type) {
        entries[ObjectIdentifier(key)] = nil
    }

    /// Appends a later sibling's preferences: for each key either side set, `reduce`, with
    /// the default standing in for the side that set nothing.
    mutating func append(_ next: PreferenceValues) {
        for (key, entry) in next.entries {
            let current = entries[key]
            entries[key] = Entry(value: entry.combine(current?.value, entry.value), combine: entry.combine)
        }
        for (key, entry) in entries where next.entries[key] == nil {
            entries[key] = Entry(value: entry.combine(entry.value, nil), combine: entry.combine)
        }
    }
}

extension View {
    /// Sets the preference `key` to `value` for this view, replacing what its own subviews set.
    package func preference<Key: PreferenceKey>(key: Key.Type, value: Key.Value) -> any View {
        ModifiedView(content: self, modifier: .preferences { $0.set(key, to: value) })
    }

    /// Changes the preference `key` this view's subviews produced.
    package func transformPreference<Key: PreferenceKey>(
        _ key: Key.Type, _ transform: @escaping (inout Key.Value) -> Void
    ) -> any View {
        ModifiedView(content: self, modifier: .preferences { $0.transform(key, transform) })
    }

    /// Runs `action` with the value of `key` that this view's subtree produced, when the view
    /// appears and whenever that value changes; never twice for the same value.
    ///
    /// The action runs after the update that produced the value, not while bodies are
    /// evaluated; if it changes state, the host updates again (SwiftUI does the same, and
    /// warns when that does not settle within a frame).
    package func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type, perform action: @escaping @MainActor (Key.Value) -> Void
    ) -> any View where Key.Value: Equatable {
        ModifiedView(
            content: self,
            modifier: .onPreferenceChange(
                ObjectIdentifier(key),
                PreferenceObserver(read: { $0.value(key) }, same: { ($0 as? Key.Value) == ($1 as? Key.Value) }) {
                    if let value = $0 as? Key.Value { action(value) }
                }))
    }
}

/// What `.onPreferenceChange` needs, with the key's type erased.
struct PreferenceObserver {
    let read: (PreferenceValues) -> Any
    let same: (Any, Any) -> Bool
    let action: @MainActor (Any) -> Void
}
