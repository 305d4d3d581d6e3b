/// Which files of a module each pattern folder uses, so `patterns explain --code` and the
/// docs show every file a pattern needs (worked out from the embedded sources when a command
/// first asks).
///
/// A pattern's folder (`Sources/UIPatterns/Coordinator/`) uses a file elsewhere in its
/// module when it names a type that file declares: a shared protocol at the top of the
/// module, a helper under `Shared/`, or a type of a sibling folder (the coordinator shows
/// the MVVM comments screen it reuses, `MVVM.CommentsViewController`). Names are read as
/// Swift tokens (``SwiftTokens``), so a comment or a string literal never counts; a type
/// the folder declares itself hides one of the same name elsewhere; `Namespace.Name` is
/// matched as written; and what a used file uses is used too.
///
/// ```swift
/// let uses = SourceUses(files: UIPatterns.sourceFiles)
/// uses.files(usedBy: "Coordinator")   // ["MVVM/MVVM+CommentsViewController.swift", "Shared/…", …]
/// ```
///
/// - Complexity: O(total tokens) to build; each answer O(files used).
package struct SourceUses: Sendable {
    /// Per file (path relative to the module), the names it declares.
    private var declared: [String: Set<String>] = [:]
    /// Per file, the names it refers to: simple names and `Namespace.Name` pairs.
    private var referenced: [String: Set<String>] = [:]
    private let paths: [String]
    /// Files no folder is said to use: the module's registry file (`<Module>.swift`), which
    /// lists every example.
    private let excluded: Set<String>

    /// Reads `files` (paths relative to the module's folder). `registryFile` is the file that
    /// lists the module's examples, never counted as used.
    package init(files: [(path: String, text: String)], registryFile: String? = nil) {
        paths = files.map(\.path).sorted()
        excluded = registryFile.map { [$0] } ?? []
        for file in files {
            let (declares, refers) = Self.names(in: SwiftTokens(file.text).tokens)
            declared[file.path] = declares
            referenced[file.path] = refers
        }
    }

    /// The files outside `folder` that the files inside it use, directly or through
    /// another used file, sorted by path.
    package func files(usedBy folder: String) -> [String] {
        let own = paths.filter { $0.hasPrefix(folder + "/") }
        guard !own.isEmpty else { return [] }
        let ownNames = own.reduce(into: Set<String>()) { $0.formUnion(declared[$1] ?? []) }
        // A name the folder declares, at any depth, hides a top-level one of the same name.
        let hidden = Set(ownNames.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        var used: Set<String> = []
        var queue = own
        while let file = queue.popLast() {
            let wanted = (referenced[file] ?? []).subtracting(ownNames).filter {
                $0.contains(".") || !hidden.contains($0)
            }
            for candidate in paths
            where !candidate.hasPrefix(folder + "/") && !excluded.contains(candidate) && !used.contains(candidate)
                && !(declared[candidate] ?? []).isDisjoint(with: wanted)
            {
                used.insert(candidate)
                queue.append(candidate)
            }
        }
        return used.sorted()
    }

    /// What the tokens declare and refer to, by their full names: `Name` at the top level,
    /// `Namespace.Name` inside `enum Namespace { }` or `extension Namespace { }`. A name
    /// used inside a namespace refers to that namespace's member and to a top-level type of
    /// that name (whichever exists); `A.B` as written refers to `A.B`.
    static func names(in tokens: [SwiftTokens.Token]) -> (declares: Set<String>, refers: Set<String>) {
        let declaring: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        var declares: Set<String> = []
        var refers: Set<String> = []
        var scopes: [String?] = []
        var pendingScope: String?
        var index = 0
        while index < tokens.count {
            let enclosing = scopes.compactMap { $0 }
            let namespace = enclosing.last ?? ""
            switch tokens[index] {
            case .name(let word):
                let next: String? = if case .name(let name)? = tokens[safe: index + 1] { name } else { nil }
                let afterDot: Bool = if case .punctuation(".")? = tokens[safe: index - 1] { true } else { false }
                if declaring.contains(word), let next, next.first?.isUppercase == true {
                    let full = namespace.isEmpty ? next : namespace + "." + next
                    declares.insert(full)
                    if word != "typealias" { pendingScope = full }
                    index += 2
                    continue
                } else if word == "extension", let next {
                    // `extension A.B {`: the scope is the dotted name as written.
                    var full = next
                    var cursor = index + 2
                    while case .punctuation(".")? = tokens[safe: cursor],
                        case .name(let part)? = tokens[safe: cursor + 1]
                    {
                        full += "." + part
                        cursor += 2
                    }
                    // Extending a namespace does not use what its own file mentions.
                    pendingScope = full
                    index = cursor
                    continue
                } else if !afterDot, word.first?.isUppercase == true {
                    // `A.B` refers to `A.B` alone: naming a member through its namespace does
                    // not use everything the namespace's own file mentions.
                    if case .punctuation(".")? = tokens[safe: index + 1],
                        case .name(let member)? = tokens[safe: index + 2], member.first?.isUppercase == true
                    {
                        refers.insert(word + "." + member)
                        for scope in enclosing { refers.insert(scope + "." + word + "." + member) }
                    } else {
                        refers.insert(word)
                        for scope in enclosing { refers.insert(scope + "." + word) }
                    }
                }
            case .punctuation("{"):
                scopes.append(pendingScope)
                pendingScope = nil
            case .punctuation("}"):
                _ = scopes.popLast()
            default:
                break
            }
            index += 1
        }
        return (declares, refers)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
