import CatalogKit
import ContractSupport
import ExampleKit
import MessageTrace
import Testing

@Suite(
    "A text sequence diagram keeps every message, in order, between the right lifelines", .timeLimit(.minutes(1)),
    .watchdog)
struct SequenceTextPropertyTests {
    /// A random well-formed trace: 1 to 14 participants (some with long names), calls,
    /// replies, calls to oneself and notes, messages of 0 to 9 words.
    static func randomTrace(_ generator: inout SplitMix64) -> [TraceEvent] {
        let roots = ["Feed", "Post", "Like", "Comment", "Badge", "Server", "Router", "Store", "View", "Model"]
        let count = Int(generator.next() % 14) + 1
        var names: [String] = []
        while names.count < count {
            let parts = Int(generator.next() % 4) + 1
            let name = (0..<parts).map { _ in roots[Int(generator.next() % UInt64(roots.count))] }.joined()
            if !names.contains(name) { names.append(name) }
        }
        // Types spelled out: inferred, this function took the compiler over a second.
        let long: String = "x" + String(repeating: "y", count: 30)
        let words: [String] = [
            "like(#3)", "by:", "anna", "load()", "4", "posts", "GET", "/feed", "→", "ok", "a;b", long,
        ]
        return (0..<Int(generator.next() % 40)).map { _ -> TraceEvent in
            let from: String = names[Int(generator.next() % UInt64(names.count))]
            let to: String = names[Int(generator.next() % UInt64(names.count))]
            let picks: [String] = (0..<Int(generator.next() % 10)).map { _ -> String in
                words[Int(generator.next() % UInt64(words.count))]
            }
            let message: String = picks.joined(separator: " ")
            switch generator.next() % 4 {
            case 0: return TraceEvent(from: from, to: from, message: message, kind: .note)
            case 1: return TraceEvent(from: from, to: to, message: message, kind: .reply)
            default: return TraceEvent(from: from, to: to, message: message, kind: .call)
            }
        }
    }

    /// What a drawn arrow row says: the lifeline columns it joins and whether it is dashed.
    struct Arrow: Equatable {
        var tail: Int
        var head: Int
        var dashed: Bool
    }

    static let glyphs: Set<Character> = ["─", "╌", "▶", "◀", "┘", "├", "┐"]

    @Test("random traces at random widths: each message once, in order, from its sender's column to its receiver's")
    func randomTraces() throws {
        var generator = SplitMix64(seed: 20_241_116)
        for _ in 0..<400 {
            let events = Self.randomTrace(&generator)
            let width = Int(generator.next() % 130) + 20
            let diagram = SequenceDiagram(events: events)
            let rows = diagram.text(width: width).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map(Array.init)
            for row in rows { expect(row.count <= width, "a row is wider than \(width)") }
            guard !events.isEmpty else { continue }
            // The first row made only of lifelines gives each participant's column.
            guard let lifelines = rows.firstIndex(where: { !$0.isEmpty && $0.allSatisfy { $0 == "│" || $0 == " " } })
            else {
                // Too narrow for columns: one event after the other, `from ─▶ to: message`.
                let text = rows.map { String($0) }.joined().filter { $0 != " " }
                var position = text.startIndex
                for event in events {
                    let arrow = event.kind == .reply ? "╌▶" : "─▶"
                    let line =
                        event.kind == .note
                        ? "noteover\(event.from):\(event.message)" : "\(event.from)\(arrow)\(event.to):\(event.message)"
                    let range = try #require(
                        text.range(of: line.filter { $0 != " " }, range: position..<text.endIndex), "\(event) missing")
                    position = range.upperBound
                }
                continue
            }
            let columns = rows[lifelines].indices.filter { rows[lifelines][$0] == "│" }
            let participants = diagram.participants
            try #require(columns.count == participants.count)
            // Walk the rows: text rows gather the text of the next events; an arrow row ends a message.
            var pending = ""
            var drawn: [(text: String, arrow: Arrow)] = []
            for row in rows[(lifelines + 1)...] {
                if row.contains("▶") || row.contains("◀") {
                    let first = try #require(row.firstIndex { Self.glyphs.contains($0) && $0 != "├" && $0 != "┐" })
                    let last = try #require(row.lastIndex { Self.glyphs.contains($0) })
                    let arrow: Arrow
                    if row[last] == "┘" {
                        arrow = Arrow(tail: first - 1, head: first - 1, dashed: false)
                    } else if row[last] == "▶" {
                        arrow = Arrow(tail: first - 1, head: last + 1, dashed: row[first] == "╌")
                    } else {
                        arrow = Arrow(tail: last + 1, head: first - 1, dashed: row[last] == "╌")
                    }
                    drawn.append((pending, arrow))
                    pending = ""
                } else if !row.contains("┐") {
                    pending += String(row.filter { $0 != "│" && $0 != "┃" && $0 != " " })
                }
            }
            // Rebuild what each arrow should carry: the notes before it, then its message.
            var expected: [(text: String, event: TraceEvent)] = []
            var notes = ""
            for event in events {
                let text = event.message.filter { $0 != " " }
                if event.kind == .note {
                    notes += text
                } else {
                    expected.append((notes + text, event))
                    notes = ""
                }
            }
            try #require(drawn.count == expected.count, "\(drawn.count) arrows for \(expected.count) messages")
            for (found, wanted) in zip(drawn, expected) {
                expect(found.text, equals: wanted.text)
                let from = try #require(participants.firstIndex(of: wanted.event.from))
                let to = try #require(participants.firstIndex(of: wanted.event.to))
                let dashed = wanted.event.kind == .reply && from != to
                expect(
                    found.arrow, equals: Arrow(tail: columns[from], head: columns[to], dashed: dashed),
                    "\(wanted.event)")
            }
        }
    }

    @Test("at 40 columns, ten participants get numbered columns and a legend that names each one whole")
    func narrowTerminal() {
        let names = (1...10).map { "FeedParticipantNumber\($0)" }
        let events = zip(names, names.dropFirst()).map { TraceEvent(from: $0, to: $1, message: "hand over") }
        let rows = SequenceDiagram(events: events).text(width: 40).split(separator: "\n")
        expect(rows.allSatisfy { $0.count <= 40 })
        let legend = rows.prefix { !$0.isEmpty }.joined(separator: " ")
        for (index, name) in names.enumerated() { expect(legend.contains("\(index + 1) \(name)")) }
        expect(rows.contains { $0.split(separator: " ") == (1...10).map { Substring(String($0)) } })
        expect(rows.filter { $0.contains("▶") }.count, equals: events.count)
    }
}
