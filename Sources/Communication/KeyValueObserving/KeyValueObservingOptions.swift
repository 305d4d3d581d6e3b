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
