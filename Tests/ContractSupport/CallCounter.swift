import Synchronization

/// Counts calls from any number of tasks: how often a factory, an initializer or a
/// loader really ran.
public final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// A counter at zero.
    public init() {}

    /// Records one call and returns how many there have been, this one included.
    @discardableResult
    public func increment() -> Int {
        count.add(1, ordering: .sequentiallyConsistent).newValue
    }

    /// How many calls have been recorded.
    public var value: Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}
