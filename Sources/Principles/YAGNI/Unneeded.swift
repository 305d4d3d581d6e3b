extension YAGNI {
    /// What a design carries that its feature does not use, counted on its sources.
    struct Unneeded: Equatable, Sendable {
        /// Declared parts (requirements, stored properties, cases, methods) that no code run by
        /// the feature names, by qualified name.
        var unreached: [String]
        /// Stored properties the feature writes and never reads.
        var writtenNeverRead: [String]
    }

    /// Follows every name from the feature's `entryPoints` through `files` (this entry's
    /// sources), and reports the parts declared there that the feature never reaches, and the
    /// stored properties it only ever writes (`x = …`, `x += …`, `x.append(…)`). `output` is the
    /// state the feature exists to show (read by the screen, outside the model).
    static func unneeded(
        in files: [(path: String, text: String)], entryPoints: [String], output: String
    ) -> Unneeded {
        let sources = SourceIndex(files)
        let starts = entryPoints.compactMap(sources.declaration)
        var reached: [SwiftDeclaration] = []
        for start in starts {
            for found in sources.reach(from: start, includingShape: false) where !found.kind.isType {
                if !reached.contains(where: { $0.qualifiedName == found.qualifiedName }) { reached.append(found) }
            }
        }
        let names = Set(reached.map(\.qualifiedName))
        let parts = sources.declarations.filter {
            ![.`init`, .deinit, .typealias].contains($0.kind) && !$0.kind.isType
        }
        let unreached = parts.map(\.qualifiedName).filter { !names.contains($0) && !$0.hasSuffix("." + output) }
        let stored = reached.filter { $0.isShape && $0.kind != .case && $0.name != output }
        let writtenNeverRead = stored.filter { property in
            let uses = reached.flatMap { declaration in
                let code = sources.code(of: declaration)
                return code.indices.filter { code[$0].kind == .word && code[$0].text == property.name }.map {
                    $0 + 1 < code.count ? code[$0 + 1].text + (($0 + 2 < code.count) ? code[$0 + 2].text : "") : ""
                }
            }
            return !uses.isEmpty
                && uses.allSatisfy {
                    ($0.hasPrefix("=") && !$0.hasPrefix("==")) || $0.hasPrefix("+=") || $0 == ".append"
                }
        }
        return Unneeded(unreached: unreached, writtenNeverRead: writtenNeverRead.map(\.qualifiedName))
    }
}
