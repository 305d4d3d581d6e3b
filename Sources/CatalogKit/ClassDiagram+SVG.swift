import ExampleKit

extension ClassDiagram {
    /// The diagram as an inline SVG picture, drawn from the same ``ClassDiagramLayout`` as
    /// ``text(width:)`` (routed, boxes four cells apart), one character cell being 8 by 18 pixels.
    ///
    /// Each class is a box (`<g class="class" data-name="…">`) with its stereotypes, its name and
    /// its members. Each relation is a line between two boxes with its UML ends: a hollow
    /// triangle for *is a* (solid line: inherits; dashed: conforms to), a filled diamond for
    /// *owns*, a hollow one for *holds*, an open arrowhead for *uses* (dashed: depends on); its
    /// label on the line and its cardinalities at its ends. The notes follow under the boxes.
    /// The picture is labelled by `title` and described in words (every class, every relation);
    /// its ids start with `class-diagram-` and the title's words, so pictures with different
    /// titles can share a page.
    ///
    /// - Complexity: O(classes × members + relations × classes).
    package func svg(title: String) -> String {
        let id = SVGMarkup.identifier("class-diagram", title: title)
        let layout = ClassDiagramLayout(self, width: 100, gap: 4, routed: true)
        let noteWidth = max(layout.width, 40)
        let notes = layout.notes.map { note in
            TextStyle.wrap(
                (note.targetName.map { "note on \($0): " } ?? "note: ") + note.text, width: noteWidth - 2)
        }
        let noteRows = notes.reduce(0) { $0 + $1.count + 1 }
        let labels = layout.links.compactMap { link in
            link.labelAt.map { ($0.x + Double((link.label?.count ?? 0) / 2 + 1)) }
        }
        let right = max(Double(layout.width), labels.max() ?? 0, notes.isEmpty ? 0 : Double(noteWidth))
        let height = Double(layout.height + (notes.isEmpty ? 0 : noteRows + 1))
        var out = SVGMarkup.open(
            id: id, kind: "class-diagram", width: SVGMarkup.x(right) + SVGMarkup.margin,
            height: SVGMarkup.y(height) + SVGMarkup.margin, title: title, desc: description(of: layout))
        for link in layout.links { out += Self.draw(link) }
        for box in layout.boxes { out += Self.draw(box) }
        for link in layout.links { out += Self.ends(of: link) }
        var row = Double(layout.height) + 1
        for lines in notes {
            let top = SVGMarkup.y(row - 0.2)
            let width = Double((lines.map(\.count).max() ?? 0) + 2) * SVGMarkup.cellWidth
            out += "<g class=\"note\"><rect class=\"note-box\" x=\"\(SVGMarkup.number(SVGMarkup.x(0.5)))\""
            out += " y=\"\(SVGMarkup.number(top))\" width=\"\(SVGMarkup.number(width))\""
            out += " height=\"\(SVGMarkup.number((Double(lines.count) + 0.4) * SVGMarkup.cellHeight))\"/>"
            for line in lines {
                out += SVGMarkup.text(line, x: SVGMarkup.x(1.5), y: SVGMarkup.baseline(row: row))
                row += 1
            }
            out += "</g>\n"
            row += 1
        }
        return out + "</svg>\n"
    }

    /// The diagram in words: its classes, then its relations.
    func description(of layout: ClassDiagramLayout) -> String {
        func named(_ box: ClassDiagramLayout.Box) -> String {
            let kinds = classes.first { $0.name == box.name }?.stereotypes ?? []
            return kinds.isEmpty ? box.name : box.name + " (" + kinds.joined(separator: ", ") + ")"
        }
        var text = "Class diagram of \(layout.boxes.count) \(layout.boxes.count == 1 ? "class" : "classes"): "
        text += layout.boxes.map(named).joined(separator: ", ") + "."
        if !layout.links.isEmpty {
            text += " Relations: " + layout.links.map(Self.sentence).joined(separator: "; ") + "."
        }
        return text
    }

    /// A relation in words: `LikeBadge conforms to FeedPublisher`.
    static func sentence(_ link: ClassDiagramLayout.Link) -> String {
        let from = link.fromName
        let to = link.toName
        var text: String
        switch (link.fromEnd, link.toEnd) {
        case (.triangle, _): text = "\(to) \(link.dashed ? "conforms to" : "inherits from") \(from)"
        case (_, .triangle): text = "\(from) \(link.dashed ? "conforms to" : "inherits from") \(to)"
        case (.filledDiamond, _): text = "\(from) owns \(to)"
        case (_, .filledDiamond): text = "\(to) owns \(from)"
        case (.hollowDiamond, _): text = "\(from) holds \(to)"
        case (_, .hollowDiamond): text = "\(to) holds \(from)"
        case (_, .arrowhead): text = "\(from) \(link.dashed ? "depends on" : "uses") \(to)"
        case (.arrowhead, _): text = "\(to) \(link.dashed ? "depends on" : "uses") \(from)"
        case (.none, .none): text = "\(from) is linked to \(to)"
        }
        let cardinalities = [link.fromCardinality.map { "\(from) \($0)" }, link.toCardinality.map { "\(to) \($0)" }]
            .compactMap { $0 }
        if !cardinalities.isEmpty { text += " (" + cardinalities.joined(separator: ", ") + ")" }
        if let label = link.label { text += ": " + label }
        return text
    }

    static func draw(_ box: ClassDiagramLayout.Box) -> String {
        let left = SVGMarkup.x(Double(box.column) + 0.5)
        let top = SVGMarkup.y(Double(box.row) + 0.5)
        let width = Double(box.width - 1) * SVGMarkup.cellWidth
        var out = "<g class=\"class\" data-name=\"\(SVGMarkup.escaped(box.name))\">"
        out += "<rect class=\"box\" x=\"\(SVGMarkup.number(left))\" y=\"\(SVGMarkup.number(top))\""
        out +=
            " width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(Double(box.height - 1) * SVGMarkup.cellHeight))\""
        out += " rx=\"3\"/>"
        let center = left + width / 2
        for (offset, head) in box.heads.enumerated() {
            let isName = offset == box.heads.count - 1
            out += SVGMarkup.text(
                head, x: center, y: SVGMarkup.baseline(row: Double(box.row + 1 + offset)), anchor: "middle",
                kind: isName ? "name" : "small")
        }
        if !box.members.isEmpty {
            let rule = SVGMarkup.y(Double(box.row + 1 + box.heads.count) + 0.5)
            out += "<line class=\"line\" x1=\"\(SVGMarkup.number(left))\" y1=\"\(SVGMarkup.number(rule))\""
            out += " x2=\"\(SVGMarkup.number(left + width))\" y2=\"\(SVGMarkup.number(rule))\"/>"
            for (offset, member) in box.members.enumerated() {
                out += SVGMarkup.text(
                    member, x: SVGMarkup.x(Double(box.column) + 2),
                    y: SVGMarkup.baseline(row: Double(box.row + 2 + box.heads.count + offset)))
            }
        }
        return out + "</g>\n"
    }

    /// A relation's line, its label and its cardinalities (the ends are drawn over the boxes).
    static func draw(_ link: ClassDiagramLayout.Link) -> String {
        guard link.route.count >= 2 else { return "" }
        let points = link.route.map { (SVGMarkup.x($0.x), SVGMarkup.y($0.y)) }
        let kind = relationKind(link)
        var out = "<g class=\"relation\" data-kind=\"\(kind)\" data-from=\"\(SVGMarkup.escaped(link.fromName))\""
        out += " data-to=\"\(SVGMarkup.escaped(link.toName))\">"
        let path = points.map { "\(SVGMarkup.number($0.0)),\(SVGMarkup.number($0.1))" }.joined(separator: " ")
        out += "<polyline class=\"line\(link.dashed ? " dashed" : "")\" points=\"\(path)\"/>"
        for (cardinality, at, next) in [
            (link.fromCardinality, points[0], points[1]),
            (link.toCardinality, points[points.count - 1], points[points.count - 2]),
        ] {
            guard let cardinality else { continue }
            let y = next.1 > at.1 ? at.1 + 26 : at.1 - 20
            out += SVGMarkup.text(cardinality, x: at.0 + 5, y: y, kind: "small halo")
        }
        if let label = link.label, let at = link.labelAt {
            let x = SVGMarkup.x(at.x)
            let y = SVGMarkup.y(at.y)
            out += SVGMarkup.text(label, x: x, y: y + 4, anchor: "middle", kind: "small halo")
        }
        return out + "</g>\n"
    }

    /// The kind of a relation, as the picture's legend and tests name it.
    static func relationKind(_ link: ClassDiagramLayout.Link) -> String {
        switch (link.fromEnd, link.toEnd) {
        case (.triangle, _), (_, .triangle): link.dashed ? "conforms" : "inherits"
        case (.filledDiamond, _), (_, .filledDiamond): "owns"
        case (.hollowDiamond, _), (_, .hollowDiamond): "holds"
        case (.arrowhead, _), (_, .arrowhead): link.dashed ? "depends" : "uses"
        case (.none, .none): "link"
        }
    }

    /// The UML ends of a relation, drawn at the boxes' edges.
    static func ends(of link: ClassDiagramLayout.Link) -> String {
        guard link.route.count >= 2 else { return "" }
        let points = link.route.map { (SVGMarkup.x($0.x), SVGMarkup.y($0.y)) }
        return end(link.fromEnd, at: points[0], from: points[1])
            + end(link.toEnd, at: points[points.count - 1], from: points[points.count - 2])
    }

    /// One end, its tip at `tip`, the line coming from `from`.
    static func end(_ end: ClassDiagramLayout.End, at tip: (Double, Double), from: (Double, Double)) -> String {
        let dx = tip.0 - from.0
        let dy = tip.1 - from.1
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / length, dy / length)
        let (nx, ny) = (-uy, ux)
        func point(_ back: Double, _ side: Double) -> String {
            SVGMarkup.number(tip.0 - ux * back + nx * side) + "," + SVGMarkup.number(tip.1 - uy * back + ny * side)
        }
        switch end {
        case .none:
            return ""
        case .triangle:
            return
                "<polygon class=\"hollow end-triangle\" points=\"\(point(0, 0)) \(point(12, 7)) \(point(12, -7))\"/>\n"
        case .filledDiamond:
            return
                "<polygon class=\"solid end-diamond\" points=\"\(point(0, 0)) \(point(8, 5)) \(point(16, 0)) \(point(8, -5))\"/>\n"
        case .hollowDiamond:
            return
                "<polygon class=\"hollow end-diamond\" points=\"\(point(0, 0)) \(point(8, 5)) \(point(16, 0)) \(point(8, -5))\"/>\n"
        case .arrowhead:
            return "<polyline class=\"line end-arrow\" points=\"\(point(10, 5)) \(point(0, 0)) \(point(10, -5))\"/>\n"
        }
    }
}
