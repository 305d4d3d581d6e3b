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
