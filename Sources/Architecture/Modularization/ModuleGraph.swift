/// What a module is for in an app split into modules: the kinds the dependency rule speaks of.
enum ModuleKind: String, Sendable, CaseIterable {
    /// The app target: it imports the features and wires them together (the composition root).
    case app
    /// One screen or flow (the feed, a profile, the composer), owned by one team.
    case feature
    /// Only the protocols and values a feature offers others: no implementation.
    case interface
    /// What every feature builds on: the domain, networking, design system, utilities.
    case core

    /// The kinds a module of this kind may import: the dependency rule.
    ///
    /// The app may import anything; a feature only interfaces and core, never another
    /// feature; an interface only interfaces and core; core only core.
    var mayImport: Set<ModuleKind> {
        switch self {
        case .app: [.app, .feature, .interface, .core]
        case .feature: [.interface, .core]
        case .interface: [.interface, .core]
        case .core: [.core]
        }
    }
}

/// One module of an app and the modules of the same app it imports.
struct AppModule: Hashable, Sendable {
    /// The module's name, as `import` spells it.
    let name: String
    /// What the module is for.
    let kind: ModuleKind
    /// The app's modules this one imports (others, such as Foundation, are left out).
    let imports: [String]

    /// A module named `name` of `kind` that imports `imports`.
    init(_ name: String, _ kind: ModuleKind, imports: [String] = []) {
        (self.name, self.kind, self.imports) = (name, kind, imports)
    }
}

/// One place where a module graph breaks the dependency rule.
enum DependencyRuleBreak: Hashable, Sendable, CustomStringConvertible {
    /// `from` imports `to`, and its kind may not import `to`'s kind.
    case forbiddenImport(from: String, to: String, kinds: String)
    /// Modules import each other in a circle: no build order exists.
    case cycle([String])

    var description: String {
        switch self {
        case .forbiddenImport(let from, let to, let kinds): "\(from) imports \(to) (\(kinds))"
        case .cycle(let path): "cycle: \(path.joined(separator: " -> "))"
        }
    }
}

/// An app's modules and their imports, and what follows from them: whether the dependency
/// rule holds, the order a build compiles them in, and what a change makes rebuild.
///
/// Intent: make the rule between modules a check that fails, not a convention in a wiki.
/// A build system refuses a cycle between targets; nothing refuses one feature importing
/// another until the graph is checked.
///
/// ```swift
/// let graph = ModuleGraph(FutubraModules.modular)
/// graph.ruleBreaks()                      // [] when the rule holds
/// graph.rebuilt(whenChanging: "FeedFeature")   // ["FeedFeature", "FutubraApp"]
/// ```
///
/// - Complexity: every query is O(modules + imports).
struct ModuleGraph: Sendable {
    /// The modules, in the order given.
    let modules: [AppModule]
    private let byName: [String: AppModule]

    /// A graph of `modules`; an import of a name that is not one of them is ignored.
    init(_ modules: [AppModule]) {
        self.modules = modules
        self.byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The imports of `name` that are modules of this graph.
    private func edges(_ name: String) -> [String] {
        (byName[name]?.imports ?? []).filter { byName[$0] != nil }
    }

    /// Every import the rule forbids, then the first cycle found, if any.
    func ruleBreaks() -> [DependencyRuleBreak] {
        var found: [DependencyRuleBreak] = []
        for module in modules {
            for target in edges(module.name) {
                guard let kind = byName[target]?.kind, !module.kind.mayImport.contains(kind) else { continue }
                found.append(
                    .forbiddenImport(
                        from: module.name, to: target, kinds: "\(module.kind.rawValue) -> \(kind.rawValue)"))
            }
        }
        if let cycle = cycle() { found.append(.cycle(cycle)) }
        return found
    }

    /// The first circle of imports a depth-first walk meets, as a path that ends where it
    /// starts (`A -> B -> A`), or nil when there is none.
    func cycle() -> [String]? {
        var done: Set<String> = []
        var path: [String] = []
        var onPath: Set<String> = []
        func visit(_ name: String) -> [String]? {
            if onPath.contains(name), let start = path.firstIndex(of: name) { return Array(path[start...]) + [name] }
            guard !done.contains(name) else { return nil }
            path.append(name)
            onPath.insert(name)
            for next in edges(name) {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            onPath.remove(name)
            done.insert(name)
            return nil
        }
        for module in modules {
            if let found = visit(module.name) { return found }
        }
        return nil
    }

    /// The order a build compiles the modules in, as waves: each wave's modules import only
    /// modules of earlier waves, so a wave's modules can compile in parallel. Nil when the
    /// imports form a cycle: no module of the cycle can be compiled first.
    func buildWaves() -> [[String]]? {
        var remaining = Set(modules.map(\.name))
        var waves: [[String]] = []
        while !remaining.isEmpty {
            let ready = modules.map(\.name).filter { name in
                remaining.contains(name) && edges(name).allSatisfy { !remaining.contains($0) }
            }
            guard !ready.isEmpty else { return nil }
            waves.append(ready)
            remaining.subtract(ready)
        }
        return waves
    }

    /// Every module that must compile again when `name` changes its interface: the module
    /// itself and everything that imports it, directly or through others, sorted.
    func rebuilt(whenChanging name: String) -> [String] {
        var found: Set<String> = [name]
        var work = [name]
        while let changed = work.popLast() {
            for module in modules where !found.contains(module.name) && edges(module.name).contains(changed) {
                found.insert(module.name)
                work.append(module.name)
            }
        }
        return found.sorted()
    }

    /// The modules named in `import` declarations of Swift `source`, in order: `import X`,
    /// `@testable import X`, `package import X`, `import struct X.Y` all name `X`.
    static func imports(in source: String) -> [String] {
        let attributes: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var found: [String] = []
        for line in source.split(separator: "\n") {
            var words = line.split(separator: " ").drop { $0.hasPrefix("@") || attributes.contains(String($0)) }
            guard words.first == "import" else { continue }
            words = words.dropFirst().drop { kinds.contains(String($0)) }
            guard let module = words.first?.split(separator: ".").first else { continue }
            found.append(String(module))
        }
        return found
    }
}
