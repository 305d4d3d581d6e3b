import MessageTrace

/// Where each part of a sequence diagram goes, in character cells: the one layout that both
/// the terminal renderer (``SequenceDiagram/text(width:)``) and the picture
/// (``SequenceDiagram/svg(title:)``) draw.
///
/// Columns count characters from the left, rows lines from the top. Each participant has a
/// lane: its label on the header row and its lifeline in the column `center`. Each event is
/// a step: its text wrapped into lines from `textStart`, then (for a call or a reply) the
/// arrow's row, two rows for a call to oneself; a note has a row above and below its text.
///
/// - Complexity: O(events × width).
package struct SequenceLayout: Equatable, Sendable {
    /// A participant's column.
    package struct Lane: Equatable, Sendable {
        package var name: String
        /// The name as the header shows it: whole, shortened with `…`, or a number the legend explains.
        package var label: String
        /// The column where the label starts.
        package var labelStart: Int
        /// The column of the lifeline.
        package var center: Int
    }

    /// One event: a call, a reply or a note.
    package struct Step: Equatable, Sendable {
        package var kind: TraceEvent.Kind
        /// The lanes of the sender and the receiver (the same lane for a note).
        package var from: Int
        package var to: Int
        /// The message, on one line.
        package var message: String
        /// The message wrapped as it is drawn.
        package var lines: [String]
        /// The column where the lines start.
        package var textStart: Int
        /// The row of the first line of text.
        package var textRow: Int
        /// The row of the arrow (the first of two for a call to oneself); for a note, its first row.
        package var arrowRow: Int
        /// The first row the step takes, and how many.
        package var firstRow: Int
        package var rowCount: Int

        /// Whether the step is a call a participant makes to itself.
        package var isSelfCall: Bool { kind != .note && from == to }
    }

    /// The columns the diagram may use, and the width of each lane.
    package var width: Int
    package var spacing: Int
    /// Lines naming the numbered lanes, above the header, when the names did not fit.
    package var legend: [String]
    package var headerRow: Int
    package var lanes: [Lane]
    package var steps: [Step]
    /// The rows in all, the last being the lifelines' ends.
    package var height: Int

    /// The layout of `diagram` in `width` columns, or nil when not even numbered lanes fit
    /// (the terminal renderer then lists the events).
    package init?(_ diagram: SequenceDiagram, width: Int) {
        let width = max(width, 20)
        let names = diagram.participants
        guard !names.isEmpty else { return nil }
        // Two spare columns on the right for a call a participant makes to itself.
        let column = min((width - 2) / names.count, max((names.map(\.count).max() ?? 0) + 2, 16))
        guard column >= 3 else { return nil }
        self.width = width
        spacing = column
        let centers = (0..<names.count).map { $0 * column + (column - 1) / 2 }
        (legend, lanes) = Self.header(names, centers: centers, width: width, spacing: column)
        headerRow = legend.isEmpty ? 0 : legend.count + 1
        steps = []
        var row = headerRow + 2
        let index = Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        for event in diagram.events {
            let from = index[event.from] ?? 0
            let to = index[event.to] ?? 0
            let message = SequenceDiagram.oneLine(event.message)
            let wanted: Int
            let text: String
            if event.kind == .note {
                wanted = centers[from] + 2
                text = message
            } else {
                wanted = min(centers[from], centers[to]) + 2
                text = message.isEmpty ? " " : message
            }
            let least = min(text.count, max(16, width / 3))
            let start = max(0, min(wanted, width - least))
            let lines = Self.wrap(text, width: width - start)
            var step = Step(
                kind: event.kind, from: from, to: to, message: message, lines: lines, textStart: start,
                textRow: row, arrowRow: row + lines.count, firstRow: row, rowCount: lines.count + 1)
            if event.kind == .note {
                step.textRow = row + 1
                step.arrowRow = row
                step.rowCount = lines.count + 2
            } else if from == to {
                step.rowCount += 1
            }
            steps.append(step)
            row += step.rowCount
        }
        height = row + 1
    }

    /// The legend (when the names must be numbered) and the lanes with their labels.
    static func header(_ names: [String], centers: [Int], width: Int, spacing: Int) -> ([String], [Lane]) {
        let room = spacing - 1
        var labels = names
        var legend: [String] = []
        if names.contains(where: { $0.count > room }) {
            labels = names.map { $0.count > room ? String($0.prefix(room - 1)) + "…" : $0 }
            if room < 6 || Set(labels).count < labels.count {
                labels = names.indices.map { String($0 + 1) }
                // The legend breaks between names, never inside one.
                var line = ""
                for (offset, name) in names.enumerated() {
                    let item = "\(offset + 1) \(name)"
                    if !line.isEmpty, line.count + 3 + item.count > width {
                        legend += wrap(line, width: width)
                        line = ""
                    }
                    line += (line.isEmpty ? "" : " · ") + item
                }
                legend += wrap(line, width: width)
            }
        }
        let lanes = labels.enumerated().map { offset, label in
            Lane(
                name: names[offset], label: label,
                labelStart: min(max(0, centers[offset] - (label.count - 1) / 2), width - label.count),
                center: centers[offset])
        }
        return (legend, lanes)
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
