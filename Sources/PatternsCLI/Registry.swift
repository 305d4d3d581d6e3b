import CatalogContent
import CatalogKit
import ExampleKit
import SourceScan

/// One family's code as the tool sees it: its examples and its embedded sources, and what
/// the tool learns from those sources when a command first needs it.
struct FamilyModule: Sendable {
    /// The family target's description of itself.
    let type: any PatternFamily.Type
    /// Which files elsewhere in the module each pattern folder uses (`explain --code`, docs).
    let uses: Memo<SourceUses>
    /// Every name the module's code uses, and the types it declares (diagram checks).
    let codeNames: Memo<CodeNames>

    init(_ type: any PatternFamily.Type) {
        self.type = type
        let registryFile = "\(type.family.moduleName).swift"
        uses = Memo { SourceUses(files: type.sourceFiles, registryFile: registryFile) }
        codeNames = Memo { CodeNames(sources: type.sourceFiles) }
    }

    var family: Family { type.family }
    var examples: [any Example.Type] { type.examples }
    /// Paths relative to `Sources/<Module>/`.
    var sourceFiles: [TextFile] { type.sourceFiles }
}

/// Everything the tool works from: the catalogue's files and the families' code.
///
/// The tool reads the catalogue one way, whatever the files: ``catalog()`` parses and
/// validates them the first time a command asks, and keeps the result (a command reads it
/// once; the tests run hundreds of commands in one process on ``standard``).
struct Registry: Sendable {
    /// The catalogue's files, paths relative to `Catalog/`.
    let catalogFiles: [TextFile]
    let modules: [FamilyModule]
    private let parsed: Memo<Result<Catalog, CatalogErrors>>
    private let checkedDiagrams: Memo<[CatalogError]>

    init(catalogFiles: [TextFile], modules: [FamilyModule]) {
        self.catalogFiles = catalogFiles
        self.modules = modules
        let families = modules.map(\.family)
        let parsed = Memo {
            Result { () throws(CatalogErrors) in try Catalog(files: catalogFiles, families: families) }
        }
        self.parsed = parsed
        checkedDiagrams = Memo {
            guard case .success(let catalog) = parsed.value else { return [] }
            return Self.diagramProblems(in: catalog, modules: modules)
        }
    }

    /// The real catalogue and every family linked into the tool.
    static let standard = Registry(
        catalogFiles: CatalogContent.files, modules: registeredFamilies.map(FamilyModule.init))

    /// The catalogue, validated: every problem of every entry, or the entries.
    func catalog() throws(CatalogErrors) -> Catalog {
        try parsed.value.get()
    }

    /// Every problem in the catalogue's diagrams: the Mermaid grammar, and each class a class
    /// diagram names checked against its family's code. They cannot change once the tool is
    /// built; `docs` and the tests check them.
    ///
    /// Worked out once (the docs and the site ask, and the tests ask many times in one process);
    /// none when the catalogue does not load, which ``catalog()`` reports.
    var diagramProblems: [CatalogError] { checkedDiagrams.value }

    private static func diagramProblems(in catalog: Catalog, modules: [FamilyModule]) -> [CatalogError] {
        var types: [Family: DiagramTypes] = [:]
        for module in modules {
            let names = module.codeNames.value
            types[module.family] = DiagramTypes(names: names.names, declared: names.declared)
        }
        return catalog.diagramProblems(types: types)
    }

    /// The families, in the order Package.swift lists them.
    var families: [Family] { modules.map(\.family) }

    /// The example whose id is `id`, in any family.
    func example(id: String) -> (any Example.Type)? {
        for module in modules {
            if let example = module.examples.first(where: { $0.id == id }) { return example }
        }
        return nil
    }

    /// Every example id, in registry order.
    var exampleIDs: [String] {
        modules.flatMap { $0.examples.map { $0.id } }
    }

    /// The implementation of `entry`: the files of its folder (`Example` files last), then
    /// the files elsewhere in its module that the folder uses (a shared protocol, a helper
    /// under `Shared/`, a sibling pattern's type; see `SourceUses`).
    func sources(for entry: Entry) -> [TextFile] {
        sources(for: entry, includingShared: true)
    }

    /// The files of the entry's own folder, and, with `includingShared`, the files it uses.
    func sources(for entry: Entry, includingShared: Bool) -> [TextFile] {
        guard let module = modules.first(where: { $0.family == entry.family }) else { return [] }
        let own = module.sourceFiles.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count >= 2 && parts[0].lowercased() == entry.folderKey
        }
        let sorted = own.sorted { lhs, rhs in
            let lhsExample = lhs.path.hasSuffix("Example.swift")
            let rhsExample = rhs.path.hasSuffix("Example.swift")
            return lhsExample == rhsExample ? lhs.path < rhs.path : rhsExample
        }
        var used: [TextFile] = []
        if includingShared, let folder = own.first?.path.split(separator: "/").first {
            let paths = module.uses.value.files(usedBy: String(folder))
            used = module.sourceFiles.filter { paths.contains($0.path) }.sorted { $0.path < $1.path }
        }
        return (sorted + used).map { TextFile(path: "Sources/\(entry.family.moduleName)/\($0.path)", text: $0.text) }
    }
}
