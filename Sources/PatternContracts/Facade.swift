import Testing

/// One situation of the facade contract: fresh subsystems in a known state, the facade in
/// front of them, and one call to the facade.
public struct FacadeSituation {
    /// The situation in a learner's words: `a post with a photo`.
    public var name: String
    /// Builds the subsystems and the facade, calls the facade once, and returns whether the
    /// call succeeded and what the subsystems were asked, in order, across all of them.
    public var call: () -> (succeeded: Bool, calls: [String])
    /// What the subsystems must be asked, in order.
    public var expectedCalls: [String]
    /// Whether the call must succeed (`false`: the client must get the error).
    public var succeeds: Bool

    /// A call that must succeed, asking the subsystems `calls` in this order.
    public static func succeeds(
        _ name: String, calls: [String], _ call: @escaping () -> (succeeded: Bool, calls: [String])
    ) -> Self {
        Self(name: name, call: call, expectedCalls: calls, succeeds: true)
    }

    /// A call that a subsystem refuses: the client must get the error, and the subsystems
    /// must have been asked `calls` only (nothing after the refusal).
    public static func fails(
        _ name: String, calls: [String], _ call: @escaping () -> (succeeded: Bool, calls: [String])
    ) -> Self {
        Self(name: name, call: call, expectedCalls: calls, succeeds: false)
    }
}

/// Checks the contract of a facade: one call does the whole job across the subsystems, in
/// the order they need, handing each one's answer to the next; and a refusal by a subsystem
/// stops it (no later step runs) and reaches the client as an error.
///
/// Record the calls of your subsystem doubles in one list, in the subsystems' own terms
/// (`check 'Hi'`, `upload photo.jpg`, `insert 'Hi' with cdn/1`): the order across
/// subsystems, and the values passed from one to the next, are what the checker compares.
///
/// ```swift
/// checkFacadeContract(
///     whole: [.succeeds("a post with a photo", calls: ["check 'Hi'", "upload photo.jpg", …]) { … }],
///     refusals: [.fails("a post moderation refuses", calls: ["check 'spam'"]) { … }])
/// ```
public func checkFacadeContract(
    whole: [FacadeSituation],
    refusals: [FacadeSituation],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(FacadeCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        for situation in check == .wholeJob ? whole : refusals {
            let (succeeded, calls) = situation.call()
            if succeeded == situation.succeeds && calls == situation.expectedCalls { continue }
            let outcome = succeeded ? "succeeded" : "failed"
            return Violation(
                property: check.property,
                observed:
                    "for \(situation.name), the call \(outcome) after asking the subsystems \(listed(calls)) (expected \(listed(situation.expectedCalls)), then \(situation.succeeds ? "success" : "the error"))"
            )
        }
        return nil
    }
}

/// The clauses of the facade contract.
private enum FacadeCheck: CaseIterable {
    case wholeJob, refusalStops

    var property: String {
        switch self {
        case .wholeJob:
            "one call to the facade does the whole job, in the order the subsystems need, each answer handed to the next"
        case .refusalStops:
            "a refusal by a subsystem stops the facade: no later step runs, and the client gets the error"
        }
    }

    var needs: [Self] {
        self == .refusalStops ? [.wholeJob] : []
    }
}
