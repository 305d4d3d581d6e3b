/// The declarations of several Swift files, and which of them a piece of code names.
///
/// Built on ``SwiftSource``: it resolves the names a declaration's code uses to the
/// declarations they spell, the way a reader following the code would: `Type.member` to that
/// type's member, a bare name to a member of the enclosing type first, then to a type or a
/// top-level function, and `value.member` to every member with that name (the reader does not
/// know `value`'s type). Following those names from one declaration gives the code a reader
/// must read to know what it does (``reach(from:)``), which is how the principles' tests
/// measure what a change reaches and how much a design asks of its reader.
///
/// ```swift
/// let index = SourceIndex(Principles.sourceFiles.filter { $0.path.hasPrefix("KISS/") })
/// let line = try #require(index.declaration("KISS.LikersLine.text"))
/// index.reach(from: line).map(\.qualifiedName)   // the function and the types it sits in
/// ```
struct SourceIndex: Sendable {
    let sources: [SwiftSource]
    let declarations: [SwiftDeclaration]

    init(_ files: [(path: String, text: String)]) {
        sources = files.map { SwiftSource(path: $0.path, text: $0.text) }
        declarations = sources.flatMap(\.declarations)
    }

    /// Every declaration with this qualified name (`KISS.LikersLine.text`): overloads, or a
    /// type and its extensions.
    func declarations(_ qualifiedName: String) -> [SwiftDeclaration] {
        declarations.filter { $0.qualifiedName == qualifiedName }
    }

    /// The first declaration with this qualified name, preferring a type to its extensions.
    func declaration(_ qualifiedName: String) -> SwiftDeclaration? {
        let found = declarations(qualifiedName)
        return found.first { $0.kind != .extension } ?? found.first
    }

    /// The members declared for the type whose member path is `path`, in its body or in
    /// extensions of it.
    func members(of path: [String]) -> [SwiftDeclaration] {
        declarations.filter { $0.path == path }
    }

    /// The tokens of `declaration` itself, without its name: a whole function or property,
    /// or a type's header (its members are declarations of their own).
    func code(of declaration: SwiftDeclaration) -> [SwiftSource.Token] {
        guard let source = sources.first(where: { $0.path == declaration.file }) else { return [] }
        let end =
            declaration.kind.isType
            ? (declaration.body?.lowerBound ?? declaration.range.upperBound) : declaration.range.upperBound
        return (declaration.range.lowerBound..<end).filter { $0 != declaration.nameToken }.map { source.tokens[$0] }
    }

    /// The declarations that `declaration`'s own code names.
    func named(by declaration: SwiftDeclaration) -> [SwiftDeclaration] {
        guard let source = sources.first(where: { $0.path == declaration.file }) else { return [] }
        let end =
            declaration.kind.isType
            ? (declaration.body?.lowerBound ?? declaration.range.upperBound) : declaration.range.upperBound
        var found: [SwiftDeclaration] = []
        for index in declaration.range.lowerBound..<end where index != declaration.nameToken {
            let token = source.tokens[index]
            guard token.kind == .word else { continue }
            found += resolve(token.text, at: index, in: source, from: declaration)
        }
        return unique(found)
    }

    /// Every declaration a reader of `start` must read: `start`, what it names, what those
    /// name, and so on; with each member, the type it belongs to, and with each type, its
    /// stored properties and cases (its shape), unless `includingShape` is false: then only
    /// what the code really names.
    func reach(from start: SwiftDeclaration, includingShape: Bool = true) -> [SwiftDeclaration] {
        var reached: [SwiftDeclaration] = []
        var queue = [start]
        while let next = queue.first {
            queue.removeFirst()
            guard !reached.contains(where: { same($0, next) }) else { continue }
            reached.append(next)
            queue += named(by: next)
            queue += enclosingTypes(of: next)
            if includingShape, next.kind.isType, next.kind != .extension {
                queue += members(of: next.memberPath).filter { $0.isShape }
            }
        }
        return reached
    }

    /// How many lines of code a reader reads for `declarations`: a member's whole lines, a
    /// type's header.
    func lineCount(of declarations: [SwiftDeclaration]) -> Int {
        declarations.reduce(0) { total, declaration in
            guard declaration.kind.isType, let body = declaration.body,
                let source = sources.first(where: { $0.path == declaration.file })
            else { return total + declaration.lines.count }
            let header = source.tokens[max(body.lowerBound - 1, declaration.range.lowerBound)].line
            return total + header - declaration.lines.lowerBound + 1
        }
    }

    /// Which of `names` the type at `path` uses, in its header, its members and the members
    /// of its extensions: its efferent coupling, when `names` are the other types of a design.
    func names(_ names: Set<String>, usedBy path: [String]) -> Set<String> {
        let own = declarations.filter { $0.memberPath == path || $0.path.starts(with: path) }
        let used = own.reduce(into: Set<String>()) { used, declaration in
            used.formUnion(code(of: declaration).filter { $0.kind == .word }.map(\.text))
        }
        return used.intersection(names).subtracting([path.last ?? ""])
    }

    /// The methods of the type at `path` (functions, computed properties, subscripts),
    /// grouped by what connects them: two are in one group when they use one of the type's
    /// stored properties in common or one calls the other. One group is a cohesive type;
    /// each group more is a part that could be split off (the "LCOM4" measure of cohesion).
    func methodGroups(of path: [String]) -> [[String]] {
        let members = members(of: path)
        let stored = Set(members.filter { $0.isShape && $0.kind != .case }.map(\.name))
        let methods = members.filter { [.func, .subscript].contains($0.kind) || $0.kind == .var && $0.body != nil }
        let names = Set(methods.map(\.name))
        // What each method uses of its own type: bare names or `self.` names.
        let uses = methods.map { method -> Set<String> in
            guard let source = sources.first(where: { $0.path == method.file }) else { return [] }
            var used: Set<String> = []
            for index in method.range where index != method.nameToken && source.tokens[index].kind == .word {
                let afterDot = index > 0 && source.tokens[index - 1].text == "."
                let onSelf = index > 1 && source.tokens[index - 2].text == "self"
                if !afterDot || onSelf { used.insert(source.tokens[index].text) }
            }
            return used.intersection(stored.union(names))
        }
        var group = Array(methods.indices)
        func root(_ index: Int) -> Int { group[index] == index ? index : root(group[index]) }
        for first in methods.indices {
            for second in methods.indices where second > first {
                let shareState = !uses[first].intersection(uses[second]).intersection(stored).isEmpty
                let calls = uses[first].contains(methods[second].name) || uses[second].contains(methods[first].name)
                if shareState || calls { group[root(second)] = root(first) }
            }
        }
        let grouped = Dictionary(grouping: methods.indices, by: root).values
        return grouped.map { $0.map { methods[$0].name }.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The type declarations `declaration` sits in, or the extensions when the type is not
    /// in these files.
    func enclosingTypes(of declaration: SwiftDeclaration) -> [SwiftDeclaration] {
        guard !declaration.path.isEmpty else { return [] }
        let path = declaration.path
        let type = declarations.first { $0.memberPath == path && $0.kind.isType && $0.kind != .extension }
        return type.map { [$0] } ?? declarations.filter { $0.memberPath == path && $0.kind == .extension }
    }

    private func resolve(
        _ word: String, at index: Int, in source: SwiftSource, from declaration: SwiftDeclaration
    ) -> [SwiftDeclaration] {
        let tokens = source.tokens
        let afterDot = index > 0 && tokens[index - 1].kind == .symbol && tokens[index - 1].text == "."
        if afterDot {
            let receiver = index > 1 && tokens[index - 2].kind == .word ? tokens[index - 2].text : nil
            if let receiver, receiver == "self" || receiver == "Self" {
                return selfMembers(named: word, of: declaration)
            }
            if let receiver {
                let types = declarations.filter { $0.kind.isType && $0.name == receiver }
                let typed = types.flatMap { type in members(of: type.memberPath).filter { $0.name == word } }
                if !typed.isEmpty { return typed }
                if !types.isEmpty { return [] }
            }
            return declarations.filter { !$0.kind.isType && $0.name == word && !$0.path.isEmpty }
        }
        let own = selfMembers(named: word, of: declaration)
        if !own.isEmpty { return own }
        let types = declarations.filter { $0.kind.isType && $0.kind != .extension && $0.name == word }
        if !types.isEmpty { return types }
        return declarations.filter { $0.path.isEmpty && $0.name == word && $0.kind != .extension }
    }

    /// Members named `word` of the types `declaration` is in, innermost first.
    private func selfMembers(named word: String, of declaration: SwiftDeclaration) -> [SwiftDeclaration] {
        let path = declaration.kind.isType ? declaration.memberPath : declaration.path
        for length in stride(from: path.count, through: 1, by: -1) {
            let found = members(of: Array(path.prefix(length))).filter { $0.name == word }
            if !found.isEmpty { return found }
        }
        return []
    }

    private func same(_ first: SwiftDeclaration, _ second: SwiftDeclaration) -> Bool {
        first.file == second.file && first.range == second.range
    }

    private func unique(_ found: [SwiftDeclaration]) -> [SwiftDeclaration] {
        var result: [SwiftDeclaration] = []
        for declaration in found where !result.contains(where: { same($0, declaration) }) {
            result.append(declaration)
        }
        return result
    }
}

extension SwiftDeclaration {
    /// Whether it is part of its type's shape: a stored property, a case or an associated
    /// type (a computed property has a body that is not an observer block).
    var isShape: Bool {
        switch kind {
        case .case, .associatedtype: true
        case .let: true
        case .var: body == nil
        default: false
        }
    }
}
