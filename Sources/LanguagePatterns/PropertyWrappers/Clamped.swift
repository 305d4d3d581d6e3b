/// A value kept inside a closed range: a value below it becomes the lower bound, above it the
/// upper bound.
///
/// ```swift
/// @Clamped(1...50) var pageSize = 80   // pageSize == 50
/// ```
@propertyWrapper
struct Clamped<Value: Comparable & Sendable>: Sendable {
    let range: ClosedRange<Value>
    private var value: Value

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

extension Clamped: Equatable where Value: Equatable {}
