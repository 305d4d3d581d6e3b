/// A value that remembers every value it held, oldest first, in its projected value.
///
/// Intent: the outer wrapper of a composition. In `@History @Clamped(1...50) var pageSize`,
/// the storage is `History<Clamped<Int>>`: an assignment reaches `Clamped` first, and
/// `History` records the `Clamped` it gets back, so what it remembers is already clamped.
/// `$pageSize` is the outer wrapper's projection (the history); the inner one has none here.
///
/// ```swift
/// @History @Clamped(1...50) var pageSize = 20
/// pageSize = 80                       // $pageSize.map(\.wrappedValue) == [20, 50]
/// ```
@propertyWrapper
struct History<Value: Sendable>: Sendable {
    /// Every value held, oldest first; the last is the current one.
    private(set) var projectedValue: [Value]

    init(wrappedValue: Value) {
        projectedValue = [wrappedValue]
    }

    var wrappedValue: Value {
        get { projectedValue[projectedValue.count - 1] }
        set { projectedValue.append(newValue) }
    }
}
