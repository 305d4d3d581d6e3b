/// `patterns compare`: entries side by side, one row per aspect.
///
/// The rows are the entries' `At a glance` claims (each backed by a named test) followed by
/// figures computed from the code: lines of source, the messages the example's run sent,
/// its participants, who talked to whom, and the tests that need no view.
package struct Comparison: Equatable, Sendable {
    /// One row: an aspect and, per entry (in order), what it says there.
    package struct Row: Equatable, Sendable {
        package var aspect: String
        package var cells: [String]
        /// Per entry, the test that proves the cell, when it is a claim.
        package var provedBy: [String?]
        /// Whether the figures were computed from the code rather than written in the entry.
        package var computed: Bool
    }

    /// Figures computed from one entry's code and run.
    package struct Figures: Equatable, Sendable {
        package var sourceLines: Int
        package var messages: Int
        package var participants: [String]
        package var conversations: Int
        package var tests: Int?
        package var testsWithoutView: Int?

        package init(
            sourceLines: Int, messages: Int, participants: [String], conversations: Int, tests: Int?,
            testsWithoutView: Int?
        ) {
            self.sourceLines = sourceLines
            self.messages = messages
            self.participants = participants
            self.conversations = conversations
            self.tests = tests
            self.testsWithoutView = testsWithoutView
        }
    }

    package var entries: [Entry]
    package var rows: [Row]

    package init(entries: [Entry], figures: [Figures]) {
        self.entries = entries
        var aspects: [String] = []
        for entry in entries {
            for row in entry.glance where !aspects.contains(row.aspect) {
                aspects.append(row.aspect)
            }
        }
        var rows: [Row] = [
            Row(aspect: "intent", cells: entries.map(\.intent), provedBy: entries.map { _ in nil }, computed: false)
        ]
        for aspect in aspects {
            let claims = entries.map { entry in entry.glance.first { $0.aspect == aspect } }
            rows.append(
                Row(
                    aspect: aspect, cells: claims.map { $0?.claim ?? "—" }, provedBy: claims.map { $0?.provedBy },
                    computed: false))
        }
        func computed(_ aspect: String, _ value: (Figures) -> String) -> Row {
            Row(aspect: aspect, cells: figures.map(value), provedBy: entries.map { _ in nil }, computed: true)
        }
        rows.append(computed("lines of code") { "\($0.sourceLines)" })
        rows.append(computed("messages in the run") { "\($0.messages)" })
        if figures.contains(where: { !$0.participants.isEmpty }) {
            rows.append(
                computed("roles in the run") { $0.participants.isEmpty ? "—" : $0.participants.joined(separator: ", ") }
            )
            rows.append(
                computed("who talks to whom") { $0.conversations == 1 ? "1 pair" : "\($0.conversations) pairs" })
        }
        if figures.contains(where: { $0.tests != nil }) {
            rows.append(computed("contract tests") { $0.tests.map(String.init) ?? "—" })
        }
        if entries.contains(where: { $0.family.id == "ui" }) {
            rows.append(computed("tests that need no view") { $0.testsWithoutView.map(String.init) ?? "—" })
        }
        self.rows = rows
    }

    /// The comparison for a terminal: a grid when it fits, otherwise one block per aspect.
    package func render(style: TextStyle) -> String {
        var footnotes: [String] = []
        func mark(_ row: Row, _ column: Int) -> String {
            guard let test = row.provedBy[column] else { return row.cells[column] }
            if let index = footnotes.firstIndex(of: test) { return row.cells[column] + " [\(index + 1)]" }
            footnotes.append(test)
            return row.cells[column] + " [\(footnotes.count)]"
        }
        let marked = rows.map { row in (row, row.cells.indices.map { mark(row, $0) }) }
        let labelWidth = min(24, (rows.map(\.aspect.count).max() ?? 0) + 2)
        let columnWidth = (style.width - labelWidth) / max(1, entries.count) - 2
        var lines: [String] = []
        if columnWidth >= 18 {
            let header =
                "".padding(to: labelWidth) + entries.map { style.bold($0.id.padding(to: columnWidth + 2)) }.joined()
            lines.append(header.trimmingTrailingSpaces)
            var inComputedRows = false
            for (row, cells) in marked {
                if row.computed, !inComputedRows {
                    inComputedRows = true
                    lines.append(style.dim("computed from the code and the run:"))
                }
                let wrapped = cells.map { TextStyle.wrap($0, width: columnWidth) }
                let height = wrapped.map(\.count).max() ?? 1
                for lineIndex in 0..<height {
                    let label = lineIndex == 0 ? row.aspect : ""
                    var line = style.heading(label) + "".padding(to: max(1, labelWidth - label.count))
                    for column in wrapped {
                        line += (lineIndex < column.count ? column[lineIndex] : "").padding(to: columnWidth + 2)
                    }
                    lines.append(line.trimmingTrailingSpaces)
                }
                lines.append("")
            }
        } else {
            let nameWidth = min(20, (entries.map(\.id.count).max() ?? 0) + 2)
            for (row, cells) in marked {
                lines.append(style.heading(row.aspect) + (row.computed ? style.dim(" (computed)") : ""))
                for (entry, cell) in zip(entries, cells) {
                    lines += TextStyle.wrap(
                        cell, width: style.width, first: "  " + entry.id.padding(to: nameWidth),
                        rest: "  " + "".padding(to: nameWidth))
                }
                lines.append("")
            }
        }
        if !footnotes.isEmpty {
            lines.append(style.dim("Each claim is proved by a contract test (swift test):"))
            for (index, test) in footnotes.enumerated() {
                lines += TextStyle.wrap(test, width: style.width, first: "  [\(index + 1)] ", rest: "      ")
            }
        }
        lines.append(style.dim("Computed rows come from the code and the real run, not from the entries."))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
