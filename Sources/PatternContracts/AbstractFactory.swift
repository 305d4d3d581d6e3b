import Testing

/// One concrete factory of an abstract-factory contract: its family's name, and a way to
/// make one of each of its products.
public struct FactoryFamily {
    /// The family's name: `dark`.
    public var name: String
    /// Makes one of each product with this family's factory, and returns each product's
    /// name with the family it says it belongs to: `("badge", "light")`.
    public var makeAll: () -> [(product: String, family: String)]

    public init(_ name: String, makeAll: @escaping () -> [(product: String, family: String)]) {
        self.name = name
        self.makeAll = makeAll
    }
}

/// Checks the contract of an abstract factory: every product a concrete factory makes
/// belongs to its family (a dark factory never hands out a light badge), and the client
/// builds everything through the factory it was given, so that changing the factory changes
/// every product at once.
///
/// `families` are your concrete factories. `client` builds your client with a factory of
/// the checker's family, whose name it is given (write a small factory in your test whose
/// products say they belong to that family), and returns the families of the products the
/// client ended up with.
///
/// ```swift
/// checkAbstractFactoryContract(
///     families: [FactoryFamily("light") { products(of: LightTheme()) }],
///     client: { family in FeedHeader(theme: ProbeTheme(family: family)).controls.map(\.family) })
/// ```
public func checkAbstractFactoryContract(
    families: [FactoryFamily],
    client: (_ probeFamily: String) -> [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(FactoryCheck.allCases, property: \.property, at: sourceLocation) { check in
        switch check {
        case .oneFamily:
            for family in families {
                let products = family.makeAll()
                guard let stray = products.first(where: { $0.family != family.name }) else { continue }
                return Violation(
                    property: check.property,
                    observed: "the \(family.name) factory made a \(stray.product) of the \(stray.family) family")
            }
            return nil
        case .clientUsesItsFactory:
            let made = client("probe")
            let strays = made.filter { $0 != "probe" }
            guard !made.isEmpty, strays.isEmpty else {
                return Violation(
                    property: check.property,
                    observed: made.isEmpty
                        ? "the client made nothing with the factory it was given"
                        : "given the checker's factory, the client ended up with products of the families \(listed(made))"
                )
            }
            return nil
        }
    }
}

/// The clauses of the abstract-factory contract.
private enum FactoryCheck: CaseIterable {
    case oneFamily, clientUsesItsFactory

    var property: String {
        switch self {
        case .oneFamily: "every product a concrete factory makes belongs to its family"
        case .clientUsesItsFactory: "a client makes every product through the factory it was given"
        }
    }
}
