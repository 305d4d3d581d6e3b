/// The observers of one object, by key path: what Cocoa keeps in an object's observation info.
///
/// An observable class owns one of these and calls ``willChange(_:of:)`` and
/// ``didChange(_:of:)`` around every change of an observable property, as Cocoa's
/// `willChangeValue(forKey:)` and `didChangeValue(forKey:)` do. Each observation snapshots its
/// old value on `willChange`, and reads the new one on `didChange`, so values stay typed
/// end to end. Handlers receive the object as a parameter, so they need not capture it.
///
/// - Complexity: each change is O(n) in the number of observations of the object.
final class KeyValueObservers<Model: AnyObject> {
    private var entries: [Entry] = []
    private var liveIDs: Set<Int> = []
    private var nextID = 0

    /// One observation: the key path it watches and what to run before and after a change.
    private struct Entry {
        let id: Int
        let keyPath: AnyKeyPath
        let willChange: (Model) -> Void
        let didChange: (Model) -> Void
    }

    init() {}

    /// How many observations are live.
    var count: Int { entries.count }

    /// Starts observing `keyPath` of `model`; see ``KeyValueObservable/observe(_:options:changeHandler:)``.
    func add<Value>(
        _ keyPath: KeyPath<Model, Value>,
        of model: Model,
        options: KeyValueObservingOptions,
        changeHandler: @escaping (Model, KeyValueChange<Value>) -> Void
    ) -> KeyValueObservation {
        let id = nextID
        nextID += 1
        liveIDs.insert(id)
        let pending = PendingOldValue<Value>()
        entries.append(
            Entry(
                id: id, keyPath: keyPath,
                willChange: { model in
                    let old = model[keyPath: keyPath]
                    pending.values.append(old)
                    if options.contains(.prior) {
                        changeHandler(
                            model,
                            KeyValueChange(oldValue: options.contains(.old) ? old : nil, newValue: nil, isPrior: true))
                    }
                },
                didChange: { model in
                    let saved = pending.values.popLast()
                    let old = options.contains(.old) ? saved : nil
                    let new = options.contains(.new) ? model[keyPath: keyPath] : nil
                    changeHandler(model, KeyValueChange(oldValue: old, newValue: new, isPrior: false))
                }))
        let observation = KeyValueObservation { [weak self] in self?.remove(id) }
        if options.contains(.initial) {
            let current = options.contains(.new) ? model[keyPath: keyPath] : nil
            changeHandler(model, KeyValueChange(oldValue: nil, newValue: current, isPrior: false))
        }
        return observation
    }

    /// Call just before `keyPath` of `model` changes.
    func willChange(_ keyPath: AnyKeyPath, of model: Model) {
        deliver(keyPath) { $0.willChange(model) }
    }

    /// Call just after `keyPath` of `model` changed.
    func didChange(_ keyPath: AnyKeyPath, of model: Model) {
        deliver(keyPath) { $0.didChange(model) }
    }

    /// Runs `body` for each live observation of `keyPath`, in registration order.
    private func deliver(_ keyPath: AnyKeyPath, _ body: (Entry) -> Void) {
        let snapshot = entries
        for entry in snapshot where entry.keyPath == keyPath && liveIDs.contains(entry.id) {
            body(entry)
        }
    }

    /// Drops the observation `id`; destroys it only after `entries` is no longer being changed.
    private func remove(_ id: Int) {
        guard liveIDs.remove(id) != nil, let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let removed = entries.remove(at: index)
        withExtendedLifetime(removed) {}
    }
}

/// The old values an observation saw in `willChange`, kept for their `didChange`.
///
/// A stack, because changes nest: a handler that sets the property again starts a second
/// change inside the first, and each `didChange` must pair with its own `willChange`.
private final class PendingOldValue<Value> {
    var values: [Value] = []
}
