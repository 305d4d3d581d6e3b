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
        var lines: [String] = []
        let boxes = classes.map { box(for: $0, width: width) }
        var row: [[String]] = []
        var rowWidth = 0
        func flush() {
            guard !row.isEmpty else { return }
            let height = row.map(\.count).max() ?? 0
            for index in 0..<height {
                let parts = row.map { box in
                    index < box.count ? box[index] : String(repeating: " ", count: box[0].count)
                }
                lines.append(parts.joined(separator: "  ").trimmingTrailingSpaces)
            }
            row = []
            rowWidth = 0
        }
        for box in boxes {
            let boxWidth = box.first?.count ?? 0
            if !row.isEmpty, rowWidth + 2 + boxWidth > width { flush() }
            rowWidth += (row.isEmpty ? 0 : 2) + boxWidth
            row.append(box)
        }
        flush()
        if !relations.isEmpty {
            lines.append("")
            for relation in relations {
                var text = relation.from
                if let cardinality = relation.fromCardinality { text += " \"\(cardinality)\"" }
                text += " " + Self.drawnArrow(relation.arrow) + " "
                if let cardinality = relation.toCardinality { text += "\"\(cardinality)\" " }
                text += relation.to
                if let label = relation.label { text += " : " + label }
                lines += TextStyle.wrap(text, width: width - 2, first: "  ", rest: "      ")
            }
            let drawn = relations.map { Self.drawnArrow($0.arrow) }.joined()
            let legend = Self.legend.filter { key in key.glyphs.contains { drawn.contains($0) } }
            if !legend.isEmpty {
                let text = legend.map(\.meaning).joined(separator: " · ")
                lines += TextStyle.wrap(text, width: width - 2, first: "  ", rest: "  ")
            }
        }
        if !notes.isEmpty {
            lines.append("")
            for note in notes {
                let prefix = note.target.map { "note on \($0): " } ?? "note: "
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

    /// One class as the lines of a box, each as wide as the others.
    func box(for declaration: Declaration, width: Int) -> [String] {
        let name = declaration.name + (declaration.generics.map { "<\($0)>" } ?? "")
        let heads = declaration.stereotypes.map { "«\($0)»" } + [name]
        let widest = (heads + declaration.members).map(\.count).max() ?? 0
        let inner = min(widest, width - 4)
        func fit(_ text: String) -> String {
            text.count > inner ? String(text.prefix(inner - 1)) + "…" : text
        }
        func centred(_ text: String) -> String {
            let text = fit(text)
            let left = (inner - text.count) / 2
            return "│ " + String(repeating: " ", count: left) + text
                + String(repeating: " ", count: inner - text.count - left) + " │"
        }
        let rule = String(repeating: "─", count: inner + 2)
        var lines = ["┌" + rule + "┐"] + heads.map(centred)
        if !declaration.members.isEmpty {
            lines.append("├" + rule + "┤")
            for member in declaration.members {
                let text = fit(member)
                lines.append("│ " + text + String(repeating: " ", count: inner - text.count) + " │")
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
