import Synchronization
import Testing

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

/// Records that a property of a pattern does not hold: the property in a learner's words,
/// then what the code really did ("a cancelled subscription hears nothing more, but it
/// still heard postLiked(#3)").
func violated(_ property: String, _ observed: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: "\(property), but \(observed)"), sourceLocation: sourceLocation)
}

/// A list of values as a learner reads it: `[a, b]`, or `nothing` when it is empty.
func listed(_ values: [some Any]) -> String {
    values.isEmpty ? "nothing" : "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
}
