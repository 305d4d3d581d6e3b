import MessageTrace

extension SequenceDiagram {
    /// The diagram drawn as text for a terminal `width` columns wide.
    ///
    /// One column per participant, its name on top and its lifeline (`│`) below; each call is
    /// a solid arrow (`───▶`) from the sender's lifeline to the receiver's, each reply a
    /// dashed one (`╌╌╌▶`), with the message on the line above, wrapped to the width; a call
    /// to oneself loops back (`├─┐` then `│◀┘`); a note is drawn beside its lifeline, which
    /// is heavy (`┃`) on the note's lines.
    ///
    /// Names too long for their column are shortened with `…`; when the columns are too
    /// narrow even for that, they are numbered and a legend names them. When not even
    /// numbered columns fit, every event is listed on its own line (`A ─▶ B: message`):
    /// a narrow terminal gets a plainer diagram, never a broken one.
    ///
    /// - Complexity: O(events × width).
    package func text(width: Int) -> String {
        guard let layout = SequenceLayout(self, width: width) else {
            return participants.isEmpty ? "" : listed(width: max(width, 20))
        }
        var canvas = SequenceCanvas(width: layout.width, centers: layout.lanes.map(\.center))
        for line in layout.legend { canvas.rows.append(Array(line)) }
        if !layout.legend.isEmpty { canvas.rows.append([]) }
        var header = [Character](repeating: " ", count: layout.width)
        for lane in layout.lanes {
            for (position, character) in lane.label.enumerated() where lane.labelStart + position < layout.width {
                header[lane.labelStart + position] = character
            }
        }
        canvas.rows.append(header)
        canvas.rows.append(canvas.lifelineRow())
        for step in layout.steps {
            if step.kind == .note {
                canvas.rows.append(canvas.lifelineRow(heavy: step.from))
                canvas.drawText(step.lines, start: step.textStart, heavy: step.from)
                canvas.rows.append(canvas.lifelineRow(heavy: step.from))
            } else {
                canvas.drawText(step.lines, start: step.textStart)
                canvas.drawArrow(from: step.from, to: step.to, dashed: step.kind == .reply)
            }
        }
        canvas.rows.append(canvas.lifelineRow())
        return canvas.rows.map { String($0).trimmingTrailingSpaces }.joined(separator: "\n") + "\n"
    }

    /// Every event on its own line: the layout for terminals too narrow for columns.
    func listed(width: Int) -> String {
        var lines: [String] = []
        for event in events {
            let text: String
            switch event.kind {
            case .call: text = "\(event.from) ─▶ \(event.to): \(Self.oneLine(event.message))"
            case .reply: text = "\(event.from) ╌▶ \(event.to): \(Self.oneLine(event.message))"
            case .note: text = "note over \(event.from): \(Self.oneLine(event.message))"
            }
            lines += SequenceLayout.wrap(text, width: width - 2).enumerated().map {
                ($0.offset == 0 ? "" : "  ") + $0.element
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` on one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}

/// The rows of a text sequence diagram as it is drawn, top to bottom.
private struct SequenceCanvas {
    let width: Int
    /// The column of each participant's lifeline.
    let centers: [Int]
    var rows: [[Character]] = []

    /// An empty row with every lifeline drawn; `heavy` draws one lifeline as `┃`.
    func lifelineRow(heavy: Int? = nil) -> [Character] {
        var row = [Character](repeating: " ", count: width)
        for (offset, center) in centers.enumerated() {
            row[center] = offset == heavy ? "┃" : "│"
        }
        return row
    }

    /// `lines` written over the lifelines from `start`.
    mutating func drawText(_ lines: [String], start: Int, heavy: Int? = nil) {
        for line in lines {
            var row = lifelineRow(heavy: heavy)
            for (position, character) in line.enumerated() where start + position < width {
                row[start + position] = character
            }
            rows.append(row)
        }
    }

    mutating func drawArrow(from: Int, to: Int, dashed: Bool) {
        let line: Character = dashed ? "╌" : "─"
        let tail = centers[from]
        let head = centers[to]
        var row = lifelineRow()
        if from == to {
            row[tail] = "├"
            row[tail + 1] = line
            row[tail + 2] = "┐"
            rows.append(row)
            row = lifelineRow()
            row[tail + 1] = "◀"
            row[tail + 2] = "┘"
        } else if tail < head {
            for position in tail + 1..<head - 1 { row[position] = line }
            row[head - 1] = "▶"
        } else {
            row[head + 1] = "◀"
            for position in head + 2..<tail { row[position] = line }
        }
        rows.append(row)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
