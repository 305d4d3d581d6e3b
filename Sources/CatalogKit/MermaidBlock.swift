import ExampleKit

/// A ```` ```mermaid ```` block of an entry: its source and where it is in the file.
package struct MermaidBlock: Equatable, Sendable {
    /// The text between the fences.
    package var source: String
    /// The 1-based line in the entry's file of the first line of `source`.
    package var line: Int

    /// The mermaid blocks of `section`, in order.
    static func blocks(in section: Entry.Section) -> [MermaidBlock] {
        Source.read(section.markdown) { source in
            var blocks: [MermaidBlock] = []
            var open: (language: String, first: Int)?
            for index in source.lines.indices where source.isFence(index) {
                if let current = open {
                    if current.language == "mermaid" {
                        let lines = (current.first..<index).map { source.string(source.lines[$0]) }
                        blocks.append(
                            MermaidBlock(source: lines.joined(separator: "\n"), line: section.bodyLine + current.first))
                    }
                    open = nil
                } else {
                    open = (source.fenceLanguage(index), index + 1)
                }
            }
            return blocks
        }
    }
}

extension Entry {
    /// The entry's class diagram: the first mermaid block of `Structure`, read when asked for.
    package var classDiagram: (diagram: ClassDiagram, block: MermaidBlock)? {
        guard let section = sections.first(where: { $0.title == .structure }),
            let block = MermaidBlock.blocks(in: section).first,
            let diagram = MermaidValidator.check(block.source).classDiagram
        else { return nil }
        return (diagram, block)
    }
}

extension Catalog {
    /// Every problem in the entries' Mermaid diagrams: each block checked against the grammar
    /// the catalogue uses (``MermaidValidator``), and each class a class diagram names checked
    /// against the code of its family (`types`, by family; a family without is not checked).
    ///
    /// The diagrams cannot change once the tool is built, so this runs in `swift test` and
    /// `patterns docs`, not every time an entry is read.
    package func diagramProblems(types: [Family: DiagramTypes]) -> [CatalogError] {
        var problems: [CatalogError] = []
        for entry in entries {
            for section in entry.sections {
                for block in MermaidBlock.blocks(in: section) {
                    for problem in MermaidValidator.problems(in: block.source) {
                        problems.append(
                            CatalogError(
                                file: entry.path, line: block.line + problem.line, field: section.title.rawValue,
                                message: problem.message))
                    }
                }
            }
            if let family = types[entry.family] { problems += family.problems(in: entry) }
        }
        return CatalogErrors(problems).errors
    }
}
