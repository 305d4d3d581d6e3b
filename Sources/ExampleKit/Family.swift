/// A family of patterns: one folder of `Catalog/`, one Swift target, one test target.
///
/// A family describes itself in its own target, as the ``PatternFamily`` conformance of the
/// enum named after the target (`Creational.family`).
///
/// ```swift
/// Family(id: "ui", title: "UI", module: "UIPatterns", summary: "one feed screen in eight architectures")
/// ```
public struct Family: Hashable, Sendable, CustomStringConvertible {
    /// The catalogue folder and the `family:` of its entries, e.g. `creational`, `ui`.
    public let id: String
    /// The heading shown for the family, e.g. `Creational`, `UI`.
    public let title: String
    /// The Swift target that implements the family, e.g. `Creational`, `UIPatterns`.
    public let moduleName: String
    /// What the family is about, in a few words.
    public let summary: String

    /// A family. `module` defaults to `title`.
    public init(id: String, title: String, module: String? = nil, summary: String) {
        self.id = id
        self.title = title
        moduleName = module ?? title
        self.summary = summary
    }

    /// A family known only by its folder, as the build-time validator sees it.
    public init(folder: String) {
        self.init(id: folder, title: folder, summary: "")
    }

    public var description: String { id }

    public static func == (lhs: Family, rhs: Family) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a family target offers the tool: its description, its examples and its sources.
///
/// The enum named after the target conforms (`public enum Creational: PatternFamily`), and
/// the tool lists it in `Sources/PatternsCLI/Families.swift`, in the order of the `families`
/// table of `Package.swift`.
public protocol PatternFamily: Sendable {
    /// The family's id, title and summary.
    static var family: Family { get }
    /// Every example of the family, one per entry.
    static var examples: [any Example.Type] { get }
    /// The family's Swift sources, relative to `Sources/<Module>/`, embedded at build time.
    /// The tool works out from them, when a command needs it, which files each pattern uses
    /// and which names the code declares.
    static var sourceFiles: [(path: String, text: String)] { get }
}
