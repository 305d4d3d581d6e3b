/// A ```` ```mermaid ```` block of an entry: its source and where it is in the file.
public struct MermaidBlock: Equatable, Sendable {
    /// The text between the fences.
    public var source: String
    /// The 1-based line in the entry's file of the first line of `source`.
    public var line: Int

    /// The mermaid blocks of `section`, in order.
    static func blocks(in section: Entry.Section) -> [MermaidBlock] {
        let source = Source(section.body)
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

extension Entry {
    /// The entry's class diagram (the first mermaid block of `Structure`, when it is one),
    /// read once when the entry was made, or now when the entry's diagrams were not checked
    /// (see ``Catalog/init(validatedFiles:families:)``).
    public var classDiagram: (diagram: ClassDiagram, block: MermaidBlock)? {
        structure.map { ($0.diagram, $0.block) } ?? Self.structureDiagram(in: sections)
    }

    /// A parsed class diagram and the block it came from.
    struct Structure: Equatable, Sendable {
        var diagram: ClassDiagram
        var block: MermaidBlock
    }

    /// The class diagram of `sections`, for an entry made without the parser.
    static func structureDiagram(in sections: [Section]) -> (diagram: ClassDiagram, block: MermaidBlock)? {
        guard let section = sections.first(where: { $0.title == "Structure" }),
            let block = MermaidBlock.blocks(in: section).first,
            let diagram = MermaidValidator.check(block.source).classDiagram
        else { return nil }
        return (diagram, block)
    }
}
