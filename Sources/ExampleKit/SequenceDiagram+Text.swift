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
        let width = max(width, 20)
        let names = participants
        guard !names.isEmpty else { return "" }
        // Two spare columns on the right for a call a participant makes to itself.
        let column = min((width - 2) / names.count, max((names.map(\.count).max() ?? 0) + 2, 16))
        guard column >= 3 else { return listed(width: width) }
        var canvas = SequenceCanvas(width: width, columns: names.count, spacing: column)
        canvas.drawHeader(names)
        let index = Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        for event in events {
            let from = index[event.from] ?? 0
            let to = index[event.to] ?? 0
            switch event.kind {
            case .note:
                canvas.drawNote(Self.oneLine(event.message), over: from)
            case .call, .reply:
                canvas.drawMessage(Self.oneLine(event.message), from: from, to: to, dashed: event.kind == .reply)
            }
        }
        canvas.drawLifelines()
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
            lines += SequenceCanvas.wrap(text, width: width - 2).enumerated().map {
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
    let spacing: Int
    /// The column of each participant's lifeline.
    let centers: [Int]
    var rows: [[Character]] = []

    init(width: Int, columns: Int, spacing: Int) {
        self.width = width
        self.spacing = spacing
        centers = (0..<columns).map { $0 * spacing + (spacing - 1) / 2 }
    }

    /// An empty row with every lifeline drawn; `heavy` draws one lifeline as `┃`.
    func lifelineRow(heavy: Int? = nil) -> [Character] {
        var row = [Character](repeating: " ", count: width)
        for (offset, center) in centers.enumerated() {
            row[center] = offset == heavy ? "┃" : "│"
        }
        return row
    }

    mutating func drawLifelines() {
        rows.append(lifelineRow())
    }

    /// The names, centred over their lifelines; shortened, or numbered with a legend above.
    mutating func drawHeader(_ names: [String]) {
        let room = spacing - 1
        var labels = names
        if names.contains(where: { $0.count > room }) {
            labels = names.map { $0.count > room ? String($0.prefix(room - 1)) + "…" : $0 }
            if room < 6 || Set(labels).count < labels.count {
                labels = names.indices.map { String($0 + 1) }
                // The legend breaks between names, never inside one.
                var line = ""
                for (offset, name) in names.enumerated() {
                    let item = "\(offset + 1) \(name)"
                    if !line.isEmpty, line.count + 3 + item.count > width {
                        for part in Self.wrap(line, width: width) { rows.append(Array(part)) }
                        line = ""
                    }
                    line += (line.isEmpty ? "" : " · ") + item
                }
                for part in Self.wrap(line, width: width) { rows.append(Array(part)) }
                rows.append([])
            }
        }
        var row = [Character](repeating: " ", count: width)
        for (offset, label) in labels.enumerated() {
            let start = min(max(0, centers[offset] - (label.count - 1) / 2), width - label.count)
            for (position, character) in label.enumerated() where start + position < width {
                row[start + position] = character
            }
        }
        rows.append(row)
        rows.append(lifelineRow())
    }

    /// `text` written over the lifelines from `start` (moved left when it would not fit), wrapped.
    mutating func drawText(_ text: String, start wanted: Int, heavy: Int? = nil) {
        let least = min(text.count, max(16, width / 3))
        let start = max(0, min(wanted, width - least))
        for line in Self.wrap(text, width: width - start) {
            var row = lifelineRow(heavy: heavy)
            for (position, character) in line.enumerated() where start + position < width {
                row[start + position] = character
            }
            rows.append(row)
        }
    }

    mutating func drawNote(_ text: String, over participant: Int) {
        rows.append(lifelineRow(heavy: participant))
        drawText(text, start: centers[participant] + 2, heavy: participant)
        rows.append(lifelineRow(heavy: participant))
    }

    mutating func drawMessage(_ text: String, from: Int, to: Int, dashed: Bool) {
        let line: Character = dashed ? "╌" : "─"
        let tail = centers[from]
        let head = centers[to]
        drawText(text.isEmpty ? " " : text, start: min(tail, head) + 2)
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

    /// Words of `text` in lines of at most `width` characters; a longer word is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            while word.count > width {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if !word.isEmpty { line += (line.isEmpty ? "" : " ") + word }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
