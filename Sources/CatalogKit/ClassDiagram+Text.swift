extension ClassDiagram {
    /// The diagram drawn as text for a terminal `width` columns wide.
    ///
    /// Each class is a box with its stereotype (`«protocol»`), its name and its members,
    /// boxes side by side as many as fit the width; then the relations, one a line, with
    /// arrows drawn from Mermaid's (`◁──` inherits, `◁╌╌` conforms, `◆──` owns, `◇──` holds,
    /// `──▶` uses, `╌╌▶` depends on), their cardinalities and labels; then the notes. A
    /// member or a name too long for the width is shortened with `…`.
    ///
    /// - Complexity: O(classes × members + relations) characters drawn.
    package func text(width: Int) -> String {
        let width = max(width, 24)
        let layout = ClassDiagramLayout(self, width: width)
        var lines: [String] = []
        let drawn = layout.boxes.map(Self.lines(of:))
        for number in Set(layout.boxes.map(\.band)).sorted() {
            let band = layout.boxes.indices.filter { layout.boxes[$0].band == number }
            let height = band.map { layout.boxes[$0].height }.max() ?? 0
            let right = band.map { layout.boxes[$0].column + layout.boxes[$0].width }.max() ?? 0
            for index in 0..<height {
                var row = [Character](repeating: " ", count: right)
                for offset in band where index < drawn[offset].count {
                    let column = layout.boxes[offset].column
                    for (position, character) in drawn[offset][index].enumerated() {
                        row[column + position] = character
                    }
                }
                lines.append(String(row).trimmingTrailingSpaces)
            }
        }
        if !layout.links.isEmpty {
            lines.append("")
            for link in layout.links {
                var text = link.fromName
                if let cardinality = link.fromCardinality { text += " \"\(cardinality)\"" }
                text += " " + link.glyphs + " "
                if let cardinality = link.toCardinality { text += "\"\(cardinality)\" " }
                text += link.toName
                if let label = link.label { text += " : " + label }
                lines += TextStyle.wrap(text, width: width - 2, first: "  ", rest: "      ")
            }
            let drawn = layout.links.map(\.glyphs).joined()
            let legend = Self.legend.filter { key in key.glyphs.contains { drawn.contains($0) } }
            if !legend.isEmpty {
                let text = legend.map(\.meaning).joined(separator: " · ")
                lines += TextStyle.wrap(text, width: width - 2, first: "  ", rest: "  ")
            }
        }
        if !layout.notes.isEmpty {
            lines.append("")
            for note in layout.notes {
                let prefix = note.targetName.map { "note on \($0): " } ?? "note: "
                lines += TextStyle.wrap(prefix + note.text, width: width - 2, first: "  ", rest: "    ")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each drawn end or line means, for the legend under the relations.
    static let legend: [(glyphs: [Character], meaning: String)] = [
        (["◁", "▷"], "◁ ▷ is a (dashed: conforms to)"), (["◆"], "◆ owns"), (["◇"], "◇ holds"),
        (["▶", "◀"], "▶ uses (dashed: depends on)"),
    ]

    /// A box as the lines of text that draw it, each as wide as the box.
    static func lines(of box: ClassDiagramLayout.Box) -> [String] {
        let inner = box.inner
        func centred(_ text: String) -> String {
            let left = (inner - text.count) / 2
            return "│ " + String(repeating: " ", count: left) + text
                + String(repeating: " ", count: inner - text.count - left) + " │"
        }
        let rule = String(repeating: "─", count: inner + 2)
        var lines = ["┌" + rule + "┐"] + box.heads.map(centred)
        if !box.members.isEmpty {
            lines.append("├" + rule + "┤")
            for member in box.members {
                lines.append("│ " + member + String(repeating: " ", count: inner - member.count) + " │")
            }
        }
        lines.append("└" + rule + "┘")
        return lines
    }

    /// Mermaid's arrow (`<|--`, `..>`, `*--`) drawn with box characters.
    static func drawnArrow(_ arrow: String) -> String {
        var rest = Substring(arrow)
        var left = ""
        for (end, glyph) in [("<|", "◁"), ("*", "◆"), ("o", "◇"), ("<", "◀")] where rest.hasPrefix(end) {
            left = glyph
            rest = rest.dropFirst(end.count)
            break
        }
        let line = rest.hasPrefix("..") ? "╌╌" : "──"
        rest = rest.dropFirst(2)
        let right = ["|>": "▷", "*": "◆", "o": "◇", ">": "▶"][String(rest)] ?? ""
        return left + line + right
    }
}
