import Testing

/// One promise a base type makes to its callers, checked on an instance: `nil` when it holds,
/// otherwise what the instance did instead.
public struct Promise<Base> {
    /// The promise in a caller's words ("a post inserted is on top").
    public let property: String
    /// Checks it on a fresh instance.
    public let check: (Base) -> String?

    /// A promise named `property`, checked by `check`.
    public init(_ property: String, check: @escaping (Base) -> String?) {
        self.property = property
        self.check = check
    }
}

/// Checks the Liskov substitution principle the way callers meet it: the base type's promises,
/// written once against the base type, checked on the base type and on every subtype. A
/// subtype may add behaviour; it may not break a promise a caller of the base type relies on.
///
/// `types` names each type and makes a fresh instance of it, seen as the base type. Each
/// promise that some type breaks is one issue, naming the types that break it.
///
/// ```swift
/// checkSubstitutionContract(
///     [("Timeline", { Timeline() }), ("RankedTimeline", { RankedTimeline() })],
///     promises: [Promise("a post inserted is on top") { timeline in … }])
/// ```
public func checkSubstitutionContract<Base>(
    _ types: [(name: String, make: () -> Base)],
    promises: [Promise<Base>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !types.isEmpty, !promises.isEmpty else {
        Issue.record("the substitution contract needs a type and a promise", sourceLocation: sourceLocation)
        return
    }
    func check(_ index: Int) -> Violation? {
        let broken = types.compactMap { type -> String? in
            promises[index].check(type.make()).map { "a \(type.name) \($0)" }
        }
        guard !broken.isEmpty else { return nil }
        return Violation(property: promises[index].property, observed: broken.joined(separator: "; "))
    }
    let properties = promises.map(\.property)
    runClauses(Array(promises.indices), property: { properties[$0] }, at: sourceLocation, check: check)
}
