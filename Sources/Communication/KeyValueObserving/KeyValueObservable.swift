/// A class whose properties can be observed by key path, with old and new values.
///
/// The Swift-native stand-in for `NSObject`'s `observe(_:options:changeHandler:)`: a
/// conforming class owns a ``KeyValueObservers`` and brackets each observable property's
/// changes with `willChange`/`didChange` (in `willSet`/`didSet`).
protocol KeyValueObservable: AnyObject {
    /// The object's observations.
    var observers: KeyValueObservers<Self> { get }
}

extension KeyValueObservable {
    /// Observes `keyPath`, calling `changeHandler` with the object and each change.
    ///
    /// Keep the returned token: the observation lasts until it is invalidated or released.
    ///
    /// ```swift
    /// label.observation = card.observe(\.likeCount, options: [.initial, .new]) { card, change in
    ///     label.text = "\(change.newValue ?? 0) likes"
    /// }
    /// ```
    func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: KeyValueObservingOptions = [.new],
        changeHandler: @escaping (Self, KeyValueChange<Value>) -> Void
    ) -> KeyValueObservation {
        observers.add(keyPath, of: self, options: options, changeHandler: changeHandler)
    }
}
