/// A module's Swift sources read as code: which types it declares, which calls each
/// function makes and to whom, and where a function is referenced.
///
/// The family's measures come from here: how many messages a tap takes to reach the store
/// (``hops(from:to:)``), whether anything in the module still calls a function or passes a
/// flag (``references(to:in:)``), how long a method is, how many places spell out one piece of
/// knowledge. Names are resolved as a reader resolves them: `self`, `super`, nested types,
/// type aliases, and the types that stored properties, locals and parameters are declared
/// with. A call through a value whose type the code does not spell out (a closure's result, a
/// chain through a function's return value) has no known receiver and is left out, so a
/// measure errs on the side of fewer hops, never more.
///
/// ```swift
/// let code = SourceCode.antiPatterns
/// code.hops(from: (["LikeButton"], "tap"), to: ["LikeKeeping"])   // 1
/// ```
struct SourceCode: Sendable {
    /// One call in a function's body.
    struct Call: Equatable, Sendable {
        /// The type the call is made on (a path of the module's types, or the name of a type
        /// from elsewhere, such as `["Feed"]`); `nil` when the receiver is not known.
        let receiver: [String]?
        /// The function called; `init` for a type's initializer.
        let name: String
        /// The argument labels, `_` for an unlabeled argument.
        let labels: [String]
        /// Where it is: the file's path and the token index of the name.
        let file: String
        let token: Int
    }

    /// One place that names a function declared in a given type.
    struct Reference: Equatable, Sendable {
        /// The argument labels when it is a call; `nil` for a reference to the function as a
        /// value (`feed.posts.map(DeadCode.Before.legacyCaption)`), which loses its default
        /// arguments and so passes all of them.
        let labels: [String]?
        let file: String
        let line: Int
        /// The type whose code holds it (`[]` at the top of a file).
        let owner: [String]
    }

    /// The files, in path order.
    let files: [SourceFile]
    /// Every type the module declares (extensions excluded), by path.
    let typePaths: Set<[String]>

    /// Reads `sources` (paths relative to the module's folder).
    init(sources: [(path: String, text: String)]) {
        files = sources.sorted { $0.path < $1.path }.map { SourceFile(path: $0.path, text: $0.text) }
        typePaths = Set(
            files.flatMap { $0.declarations.filter { $0.isType && $0.keyword != "extension" }.map(\.path) })
    }

    /// This module's own sources, embedded at build time.
    static let antiPatterns = SourceCode(sources: AntiPatterns.sourceFiles)

    /// The file at `path`.
    func file(_ path: String) -> SourceFile? {
        files.first { $0.path == path }
    }

    // MARK: Types

    /// The declarations of the type at `path` and of its extensions.
    func declarations(ofType path: [String]) -> [SourceFile.Declaration] {
        files.flatMap { $0.declarations.filter { $0.isType && $0.path == path } }
    }

    /// The functions (and computed properties) declared in the type at `path` or its extensions.
    func functions(of path: [String]) -> [(file: SourceFile, declaration: SourceFile.Declaration)] {
        files.flatMap { file in
            file.declarations.filter { !$0.isType && $0.owner == path }.map { (file, $0) }
        }
    }

    /// The stored properties of the type at `path`, in declaration order.
    func storedProperties(of path: [String]) -> [SourceFile.Variable] {
        files.flatMap { $0.variables.filter { $0.scope == nil && $0.owner == path } }
    }

    /// The superclass of the class at `path`, when it is a class of this module.
    func superclass(of path: [String]) -> [String]? {
        for declaration in declarations(ofType: path) where declaration.keyword == "class" {
            if let first = declaration.inherits.first,
                let resolved = resolveType(first, from: declaration.owner, in: nil, at: nil),
                typePaths.contains(resolved)
            {
                return resolved
            }
        }
        return nil
    }

    /// The type path that `name` means when written inside `owner` (at token `index` of
    /// `file`, for type aliases local to a function); `nil` when the module declares no such
    /// type.
    func resolveType(_ name: String, from owner: [String], in file: SourceFile?, at index: Int?) -> [String]? {
        var scope = owner
        while true {
            if typePaths.contains(scope + [name]) { return scope + [name] }
            if scope.isEmpty { break }
            scope.removeLast()
        }
        let local = file.map { file in
            file.aliases.filter { alias in index.map { alias.scope.contains($0) } ?? false }
                .sorted { $0.scope.count < $1.scope.count }
        }
        let global = files.flatMap { $0.aliases.filter(\.isTopLevel) }
        for alias in (local ?? []) + global where alias.name == name {
            return resolvePath(alias.target, from: alias.owner, in: nil, at: nil)
        }
        return nil
    }

    /// The type path a dotted name means (`Dispensables.DeadCode.Before`), or `nil`.
    func resolvePath(_ components: [String], from owner: [String], in file: SourceFile?, at index: Int?) -> [String]? {
        guard let first = components.first, var path = resolveType(first, from: owner, in: file, at: index) else {
            return nil
        }
        for component in components.dropFirst() {
            guard typePaths.contains(path + [component]) else { return nil }
            path.append(component)
        }
        return path
    }

    // MARK: Calls

    /// The calls the function `declaration` of `file` makes, in order.
    func calls(in declaration: SourceFile.Declaration, of file: SourceFile) -> [Call] {
        let tokens = file.tokens
        var found: [Call] = []
        for index in declaration.body
        where tokens[index].kind == .name && index + 1 < tokens.count && tokens[index + 1].text == "("
            && !["if", "guard", "switch", "while", "for", "return", "func", "init", "catch", "throws", "try"]
                .contains(tokens[index].text)
            && (index == 0 || !["func", "case"].contains(tokens[index - 1].text))
        {
            let name = tokens[index].text
            let labels = argumentLabels(file, open: index + 1)
            if index > 0 && tokens[index - 1].text == "." {
                let receiver = receiverType(file, dot: index - 1, owner: declaration.owner, function: declaration)
                found.append(Call(receiver: receiver, name: name, labels: labels, file: file.path, token: index))
            } else if let type = resolveType(name, from: declaration.owner, in: file, at: index) {
                found.append(Call(receiver: type, name: "init", labels: labels, file: file.path, token: index))
            } else if hasFunction(named: name, in: declaration.owner) {
                found.append(
                    Call(receiver: declaration.owner, name: name, labels: labels, file: file.path, token: index))
            } else if let first = name.unicodeScalars.first, ("A"..."Z").contains(first) {
                found.append(Call(receiver: [name], name: "init", labels: labels, file: file.path, token: index))
            } else {
                found.append(Call(receiver: nil, name: name, labels: labels, file: file.path, token: index))
            }
        }
        return found
    }

    /// Whether the type at `path`, or a superclass of it in this module, declares `name`.
    func hasFunction(named name: String, in path: [String]) -> Bool {
        var type: [String]? = path
        while let current = type {
            if functions(of: current).contains(where: { $0.declaration.name == name }) { return true }
            type = superclass(of: current)
        }
        return false
    }

    /// The labels of the call whose `(` is at `open`: `_` for an unlabeled argument.
    func argumentLabels(_ file: SourceFile, open: Int) -> [String] {
        let tokens = file.tokens
        var labels: [String] = []
        var depth = 0
        var index = open
        var argumentStart = open + 1
        while index < tokens.count {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) && tokens[index].kind == .symbol { depth += 1 }
            if [")", "]", "}"].contains(text) && tokens[index].kind == .symbol {
                depth -= 1
                if depth == 0 {
                    if index > argumentStart { labels.append(label(file, at: argumentStart)) }
                    return labels
                }
            }
            if depth == 1 && text == "," && tokens[index].kind == .symbol {
                labels.append(label(file, at: argumentStart))
                argumentStart = index + 1
            }
            index += 1
        }
        return labels
    }

    private func label(_ file: SourceFile, at index: Int) -> String {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index].kind == .name, tokens[index + 1].text == ":" else { return "_" }
        return tokens[index].text
    }

    /// The type of the expression that ends just before the `.` at `dot`, written inside the
    /// type at `owner` (in `function`, when it is in one).
    func receiverType(_ file: SourceFile, dot: Int, owner: [String], function: SourceFile.Declaration?) -> [String]? {
        let tokens = file.tokens
        var components: [String] = []
        var cursor = dot - 1
        while cursor >= 0, tokens[cursor].kind == .name {
            components.insert(tokens[cursor].text, at: 0)
            guard cursor > 0, tokens[cursor - 1].text == "." else { break }
            cursor -= 2
        }
        if components.isEmpty {
            // `Type(…).method(…)`: the value an initializer made.
            guard cursor >= 0, tokens[cursor].text == ")", let open = matchingOpen(file, close: cursor),
                open > 0, tokens[open - 1].kind == .name,
                let type = resolveType(tokens[open - 1].text, from: owner, in: file, at: open - 1)
            else { return nil }
            return type
        }
        guard cursor < 0 || tokens[cursor].kind != .symbol || ![")", "]", "?", "!"].contains(tokens[cursor].text)
        else { return nil }
        var type: [String]
        let first = components[0]
        if first == "self" || first == "Self" {
            type = owner
        } else if first == "super" {
            guard let parent = superclass(of: owner) else { return nil }
            type = parent
        } else if let variable = typeOfValue(named: first, file: file, at: dot, owner: owner, function: function) {
            type = variable
        } else if let resolved = resolveType(first, from: owner, in: file, at: dot) {
            type = resolved
        } else if let initial = first.unicodeScalars.first, ("A"..."Z").contains(initial) {
            type = [first]
        } else {
            return nil
        }
        for component in components.dropFirst() {
            if typePaths.contains(type + [component]) {
                type.append(component)
            } else if let property = storedProperties(of: type).first(where: { $0.name == component }),
                let name = property.type
            {
                type = resolveTypeName(name, from: type, in: nil, at: nil)
            } else {
                return nil
            }
        }
        return type
    }

    /// The type a local, a parameter or a stored property named `name` is declared with,
    /// as seen from token `index` of `file`, inside the type at `owner`.
    func typeOfValue(
        named name: String, file: SourceFile, at index: Int, owner: [String], function: SourceFile.Declaration?
    ) -> [String]? {
        let local = file.variables.last { variable in
            variable.name == name && variable.token < index && (variable.scope?.contains(index) ?? false)
        }
        if let local, local.type == nil { return nil }
        let declared =
            local?.type
            ?? function?.parameters[name]
            ?? enclosingFunctions(file, at: index).lazy.compactMap { $0.parameters[name] }.first
            ?? propertyType(named: name, in: owner)
        guard let declared else { return nil }
        return resolveTypeName(declared, from: owner, in: file, at: index)
    }

    /// The type path a written type name means (`Feed`, `Smell.Before.Repository`): the
    /// module's type when there is one, otherwise the name as written.
    func resolveTypeName(_ name: String, from owner: [String], in file: SourceFile?, at index: Int?) -> [String] {
        let components = name.split(separator: ".").map(String.init)
        return resolvePath(components, from: owner, in: file, at: index) ?? components
    }

    private func enclosingFunctions(_ file: SourceFile, at index: Int) -> [SourceFile.Declaration] {
        file.declarations.filter { !$0.isType && $0.body.contains(index) }.sorted { $0.body.count < $1.body.count }
    }

    private func propertyType(named name: String, in owner: [String]) -> String? {
        var type: [String]? = owner
        while let current = type {
            if let property = storedProperties(of: current).first(where: { $0.name == name }) { return property.type }
            type = superclass(of: current)
        }
        return nil
    }

    private func matchingOpen(_ file: SourceFile, close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if file.tokens[index].text == ")" { depth += 1 }
            if file.tokens[index].text == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    // MARK: Hops

    /// The fewest messages between types it takes, starting in the function `start.function`
    /// of the type `start.type`, to call a function on `target`: a call to the same type costs
    /// nothing, a call to another type one hop; `nil` when no path of known calls reaches it.
    ///
    /// A button that calls the store is one hop from it; one that makes a courier and asks it
    /// to call the store is two.
    func hops(from start: (type: [String], function: String), to target: [String]) -> Int? {
        route(from: start, to: target).map { $0.count - 1 }
    }

    /// The types a call passes through on the shortest path of ``hops(from:to:)``, from the
    /// start's type to `target`, each once: `[["CourierLikeButton"], ["LikeRequestCourier"],
    /// ["LikeKeeping"]]`.
    func route(from start: (type: [String], function: String), to target: [String]) -> [[String]]? {
        struct Step {
            var type: [String]
            var function: String
            var route: [[String]]
        }
        var best: [String: Int] = [key(start.type, start.function): 0]
        var queue = [Step(type: start.type, function: start.function, route: [start.type])]
        var answer: [[String]]?
        while !queue.isEmpty {
            queue.sort { $0.route.count < $1.route.count }
            let current = queue.removeFirst()
            if let answer, current.route.count >= answer.count { break }
            for (file, declaration) in functions(of: current.type) where declaration.name == current.function {
                for call in calls(in: declaration, of: file) {
                    guard let receiver = call.receiver else { continue }
                    let route = receiver == current.type ? current.route : current.route + [receiver]
                    if receiver == target {
                        if route.count < answer?.count ?? .max { answer = route }
                        continue
                    }
                    let next = key(receiver, call.name)
                    if route.count < best[next] ?? .max, typePaths.contains(receiver) {
                        best[next] = route.count
                        queue.append(Step(type: receiver, function: call.name, route: route))
                    }
                }
            }
        }
        return answer
    }

    private func key(_ type: [String], _ function: String) -> String {
        (type + [function]).joined(separator: ".")
    }

    // MARK: References

    /// Every place in the module that names the member `name` declared in the type at
    /// `type`, other than its own declaration: calls, with their labels, and other uses (a
    /// function passed as a value, a property read or written).
    func references(to name: String, in type: [String]) -> [Reference] {
        var found: [Reference] = []
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].kind == .name && tokens[index].text == name {
                if index > 0 && ["func", "var", "let"].contains(tokens[index - 1].text) { continue }
                let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
                let previous = index > 0 ? tokens[index - 1].text : ""
                if next == ":" && ["(", ","].contains(previous) { continue }
                let scope = file.declaration(holding: index)
                let owner = scope.map { $0.isType ? $0.path : $0.owner } ?? []
                let means: [String]?
                if previous == "." {
                    let function = scope.flatMap { $0.isType ? nil : $0 }
                    means = receiverType(file, dot: index - 1, owner: owner, function: function)
                } else {
                    let isLocal = file.variables.contains { $0.name == name && $0.scope?.contains(index) == true }
                    means = isLocal ? nil : owner
                }
                guard means == type else { continue }
                let labels = next == "(" ? argumentLabels(file, open: index + 1) : nil
                found.append(Reference(labels: labels, file: file.path, line: tokens[index].line, owner: owner))
            }
        }
        return found
    }
}
