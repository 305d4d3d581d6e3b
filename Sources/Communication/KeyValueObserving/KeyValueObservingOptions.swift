/// What an observation delivers, and when: the Swift counterpart of `NSKeyValueObservingOptions`.
struct KeyValueObservingOptions: OptionSet, Sendable {
    let rawValue: Int

    /// Each change carries the new value.
    static let new = KeyValueObservingOptions(rawValue: 1 << 0)
    /// Each change (and each prior notification) carries the old value.
    static let old = KeyValueObservingOptions(rawValue: 1 << 1)
    /// The handler runs once at once, on registration, with the current value as `newValue`.
    static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
    /// The handler also runs just before each change, with `isPrior` set.
    static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}

/// One notification of an observation: the counterpart of `NSKeyValueObservedChange`.
///
/// Values are typed by the key path's `Value`; each is present only if its option was asked for.
struct KeyValueChange<Value> {
    /// The value before the change (with `.old`); `nil` for an initial notification.
    let oldValue: Value?
    /// The value after the change (with `.new`); `nil` for a prior notification.
    let newValue: Value?
    /// Whether this is the notification sent before the change (with `.prior`).
    let isPrior: Bool
}

extension KeyValueChange: Equatable where Value: Equatable {}
