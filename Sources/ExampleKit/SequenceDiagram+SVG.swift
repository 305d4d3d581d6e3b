import MessageTrace

extension SequenceDiagram {
    /// The diagram as an inline SVG picture, drawn from the same ``SequenceLayout`` as
    /// ``text(width:)``, one character cell being 8 by 18 pixels.
    ///
    /// Each participant is a box with its name over a dashed lifeline; each call a solid line
    /// with a filled head, each reply a dashed one with an open head, a call to oneself a loop;
    /// each note a box beside its lifeline. Every call and reply is a
    /// `<g class="message" data-step="n">` and every note a `<g class="note" data-step="n">`,
    /// `n` counting the events from 1, so a script can show them one step at a time. The
    /// picture is labelled by `title` and described in words (the participants, how many
    /// messages); its ids start with `sequence-` and the title's words, so pictures with
    /// different titles can share a page.
    ///
    /// - Complexity: O(events × width).
    package func svg(title: String) -> String {
        let id = SVGMarkup.identifier("sequence", title: title)
        let names = participants
        let column = max((names.map(\.count).max() ?? 0) + 2, 16)
        let messages = events.filter { $0.kind != .note }.count
        let notes = events.count - messages
        var desc = "Sequence diagram: \(Self.counted(names.count, "participant")) (\(names.joined(separator: ", ")))"
        desc += " exchange \(Self.counted(messages, "message"))"
        desc += " (\(Self.counted(events.filter { $0.kind == .call }.count, "call"))"
        desc += ", \(Self.counted(events.filter { $0.kind == .reply }.count, "reply", plural: "replies")))"
        if notes > 0 { desc += ", with \(Self.counted(notes, "note"))" }
        desc += ", in the order the run made them."
        guard let layout = SequenceLayout(self, width: max(names.count * column + 2, 64)) else {
            return SVGMarkup.open(
                id: id, kind: "sequence-diagram", width: 2 * SVGMarkup.margin, height: 2 * SVGMarkup.margin,
                title: title, desc: "Sequence diagram: 0 messages (the run traced none).") + "</svg>\n"
        }
        var widest = layout.width
        for step in layout.steps {
            let longest: Int = step.lines.map(\.count).max() ?? 0
            widest = max(widest, step.textStart + longest + 1)
        }
        for lane in layout.lanes { widest = max(widest, lane.center + column / 2) }
        let right = Double(widest)
        var out = SVGMarkup.open(
            id: id, kind: "sequence-diagram", width: SVGMarkup.x(right) + SVGMarkup.margin,
            height: SVGMarkup.y(Double(layout.height)) + SVGMarkup.margin, title: title, desc: desc)
        for (offset, line) in layout.legend.enumerated() {
            out += SVGMarkup.text(line, x: SVGMarkup.x(0), y: SVGMarkup.baseline(row: Double(offset))) + "\n"
        }
        // The participants and their lifelines.
        let bottom = SVGMarkup.y(Double(layout.height) - 0.5)
        for lane in layout.lanes {
            let center = SVGMarkup.x(Double(lane.center) + 0.5)
            let boxWidth = Double(min(lane.label.count + 2, layout.spacing - 1)) * SVGMarkup.cellWidth
            let top = SVGMarkup.y(Double(layout.headerRow) - 0.2)
            out += "<g class=\"participant\">"
            out += Self.line(center, top + 1.4 * SVGMarkup.cellHeight, center, bottom, kind: "line lifeline")
            out += "<rect class=\"box\" x=\"\(SVGMarkup.number(center - boxWidth / 2))\" y=\"\(SVGMarkup.number(top))\""
            out += " width=\"\(SVGMarkup.number(boxWidth))\" height=\"\(SVGMarkup.number(1.4 * SVGMarkup.cellHeight))\""
            out += " rx=\"3\"/>"
            out += SVGMarkup.text(
                lane.label, x: center, y: SVGMarkup.baseline(row: Double(layout.headerRow)), anchor: "middle",
                kind: "name")
            out += "</g>\n"
        }
        for (offset, step) in layout.steps.enumerated() {
            let number = offset + 1
            out +=
                step.kind == .note
                ? note(step, number: number, layout: layout) : message(step, number: number, layout: layout)
        }
        return out + "</svg>\n"
    }

    /// `count` and the noun, in the plural unless it is one.
    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, kind: String) -> String {
        "<line class=\"\(kind)\" x1=\"\(SVGMarkup.number(x1))\" y1=\"\(SVGMarkup.number(y1))\""
            + " x2=\"\(SVGMarkup.number(x2))\" y2=\"\(SVGMarkup.number(y2))\"/>"
    }

    func lines(of step: SequenceLayout.Step, kind: String? = nil) -> String {
        step.lines.enumerated().map { offset, line in
            SVGMarkup.text(
                line, x: SVGMarkup.x(Double(step.textStart)), y: SVGMarkup.baseline(row: Double(step.textRow + offset)),
                kind: kind)
        }.joined()
    }

    func message(_ step: SequenceLayout.Step, number: Int, layout: SequenceLayout) -> String {
        let kind = step.kind == .reply ? "reply" : "call"
        var out = "<g class=\"message\" data-step=\"\(number)\" data-kind=\"\(kind)\">" + lines(of: step, kind: "halo")
        let lineKind = step.kind == .reply ? "line dashed" : "line"
        let tail = SVGMarkup.x(Double(layout.lanes[step.from].center) + 0.5)
        let head = SVGMarkup.x(Double(layout.lanes[step.to].center) + 0.5)
        let y = SVGMarkup.y(Double(step.arrowRow) + 0.5)
        if step.isSelfCall {
            let loop = 2 * SVGMarkup.cellWidth + 4
            let back = y + SVGMarkup.cellHeight
            out += "<path class=\"\(lineKind)\" d=\"M\(SVGMarkup.number(tail)) \(SVGMarkup.number(y))"
            out += "H\(SVGMarkup.number(tail + loop))V\(SVGMarkup.number(back))H\(SVGMarkup.number(tail + 1))\"/>"
            out += Self.arrowhead(at: tail + 1, y: back, pointing: -1, open: step.kind == .reply)
        } else {
            let direction = head > tail ? 1.0 : -1.0
            out += Self.line(tail, y, head - direction, y, kind: lineKind)
            out += Self.arrowhead(at: head - direction, y: y, pointing: direction, open: step.kind == .reply)
        }
        return out + "</g>\n"
    }

    /// A head at `x`, `y` pointing right (`pointing` 1) or left (-1): filled for a call, open for a reply.
    static func arrowhead(at x: Double, y: Double, pointing: Double, open: Bool) -> String {
        let back = x - pointing * 9
        let points =
            "\(SVGMarkup.number(back)),\(SVGMarkup.number(y - 4.5)) \(SVGMarkup.number(x)),\(SVGMarkup.number(y))"
            + " \(SVGMarkup.number(back)),\(SVGMarkup.number(y + 4.5))"
        return open
            ? "<polyline class=\"line\" points=\"\(points)\"/>"
            : "<polygon class=\"solid\" points=\"\(points)\"/>"
    }

    func note(_ step: SequenceLayout.Step, number: Int, layout: SequenceLayout) -> String {
        var out = "<g class=\"note\" data-step=\"\(number)\">"
        let center = SVGMarkup.x(Double(layout.lanes[step.from].center) + 0.5)
        let top = SVGMarkup.y(Double(step.firstRow) + 0.5)
        let bottom = SVGMarkup.y(Double(step.firstRow + step.rowCount) - 0.5)
        out += "<rect class=\"activation\" x=\"\(SVGMarkup.number(center - 2))\" y=\"\(SVGMarkup.number(top))\""
        out += " width=\"4\" height=\"\(SVGMarkup.number(bottom - top))\"/>"
        let left = SVGMarkup.x(Double(step.textStart) - 0.5)
        let width = Double((step.lines.map(\.count).max() ?? 0) + 1) * SVGMarkup.cellWidth
        out += "<rect class=\"note-box\" x=\"\(SVGMarkup.number(left))\" y=\"\(SVGMarkup.number(top + 3))\""
        out += " width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(bottom - top - 6))\"/>"
        return out + lines(of: step) + "</g>\n"
    }
}
