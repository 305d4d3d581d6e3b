/// How many more values a subscriber is ready to take: the currency of back-pressure.
///
/// Like Combine's `Subscribers.Demand`: `.none`, `.max(n)` or `.unlimited`. Demands add up;
/// a publisher delivers a value only while the demand it was given is above zero, and each
/// value delivered uses one.
///
/// ```swift
/// var demand = Demand.max(2) + .max(1)   // .max(3)
/// demand.useOne()                        // .max(2)
/// ```
struct Demand: Equatable, Sendable {
    /// The number of values still wanted; `nil` means no limit.
    let limit: Int?

    /// Nothing more for now.
    static let none = Demand(limit: 0)
    /// Any number of values.
    static let unlimited = Demand(limit: nil)

    /// At most `count` more values (a negative count is none).
    static func max(_ count: Int) -> Demand {
        Demand(limit: Swift.max(0, count))
    }

    /// Whether at least one more value may be delivered.
    var allowsOne: Bool { limit.map { $0 > 0 } ?? true }

    /// Uses one unit of demand for a delivered value (unlimited stays unlimited).
    mutating func useOne() {
        if let limit {
            self = .max(limit - 1)
        }
    }

    /// The sum of two demands; anything plus unlimited is unlimited.
    static func + (lhs: Demand, rhs: Demand) -> Demand {
        guard let left = lhs.limit, let right = rhs.limit else { return .unlimited }
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? .unlimited : .max(sum)
    }

    /// Adds `rhs` to `lhs`.
    static func += (lhs: inout Demand, rhs: Demand) {
        lhs = lhs + rhs
    }
}

extension Demand: CustomStringConvertible {
    /// `.max(2)`, `.none` or `.unlimited`.
    var description: String {
        switch limit {
        case nil: ".unlimited"
        case 0: ".none"
        case let count?: ".max(\(count))"
        }
    }
}

/// How a stream ends: it finished, or it failed with an error. A stream ends at most once.
enum StreamCompletion: Equatable, Sendable {
    /// No more values, no error.
    case finished
    /// No more values, because of `error`.
    case failure(CommunicationError)
}
