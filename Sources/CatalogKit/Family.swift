/// A family of patterns: one folder of `Catalog/` and one Swift target each.
public enum Family: String, CaseIterable, Codable, Sendable, Comparable {
    case creational
    case structural
    case behavioral
    case communication
    case ui
    case architecture

    /// The heading shown for the family, e.g. `Creational`, `UI`.
    public var title: String {
        switch self {
        case .ui: "UI"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The Swift target that implements the family, e.g. `Creational`, `UIPatterns`.
    public var moduleName: String {
        switch self {
        case .ui: "UIPatterns"
        default: title
        }
    }

    /// What the family is about, in a few words.
    public var summary: String {
        switch self {
        case .creational: "how objects are made"
        case .structural: "how objects are composed into larger structures"
        case .behavioral: "how objects share work and responsibility"
        case .communication: "how objects tell each other what happened"
        case .ui: "one Futubra feed screen built in eight architectures"
        case .architecture: "how whole apps are layered and kept healthy"
        }
    }

    public static func < (lhs: Family, rhs: Family) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
