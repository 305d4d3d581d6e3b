import CatalogKit
import ExampleKit
import Foundation
import StudyKit

extension Session {
    /// `patterns study`: the entries interviews ask about most, first, ranked by the project's
    /// question fixture (``StudyPath``), each with what the learner knows of it and its drill.
    func study(_ parsed: Arguments<StudyOption>) throws -> Int32 {
        try expectNoPositionals(parsed.positionals, command: "study")
        let catalog = try loadCatalog()
        let family = try family(parsed.value(.family), command: "study")
        let count = try positiveCount(parsed.value(.count), option: StudyOption.count.rawValue, command: "study")
        let file = try progressFile(parsed.value(.progress))
        let progress = try file.load()
        let fixture = InterviewQuestion.asked(in: Self.questionFixture(in: registry.catalogFiles))
        let entries = catalog.entries.filter { family == nil || $0.family == family }
        let stops = StudyPath.ranked(
            fixture,
            entries: entries.map(\.id), limit: count ?? 20)
        let byID = [String: Entry](catalog.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let drills = Set(Drill.ids)
        let tallies = progress.tally(
            Self.items(of: stops.compactMap { byID[$0.entry] }).map(\.study),
            drills: stops.map(\.entry).filter(drills.contains), on: today, by: { $0 })
        let lists = Set(fixture.map(\.source)).count
        if parsed.has(.json) {
            out(
                StudyPathJSON.encode(
                    stops: stops, entries: byID, tallies: tallies, drills: drills, fixture: fixture.count))
            return PatternsTool.exitSuccess
        }
        guard !stops.isEmpty else {
            out(
                "No entry of \(family.map { "the family '\($0.id)'" } ?? "the catalogue") is asked about in the fixture.\n"
            )
            return PatternsTool.exitSuccess
        }
        let scope = family.map { " of the family '\($0.id)'" } ?? ""
        out(
            style.heading("Study path: the \(stops.count) entries\(scope) interviews ask about most") + "\n"
                + style.dim("Ranked by \(fixture.count) real interview questions from \(lists) public lists.") + "\n\n")
        let header = ["#", "Entry", "Family", "Asked", "Lists", "Your questions", "Drill"]
        let rows = stops.enumerated().map { rank, stop in
            let tally = tallies[stop.entry] ?? Tally()
            return [
                "\(rank + 1)", stop.entry, byID[stop.entry]?.family.id ?? "", "\(stop.questions)", "\(stop.sources)",
                Self.knowledge(tally),
                !drills.contains(stop.entry) ? "-" : tally.drillsPassed > 0 ? "passed" : "yes",
            ]
        }
        let lines = Self.table(header: header, rows: rows, leftAligned: [1, 2, 5, 6])
        out(style.bold(lines[0]))
        for line in lines.dropFirst() { out(line) }
        out(
            "\n'patterns quiz <id>' asks an entry's questions, 'patterns drill <id>' writes its drill,\n"
                + "'patterns explain <id> --brief' fits the entry on one screen.\n")
        return PatternsTool.exitSuccess
    }

    /// The text of the question fixture the tool carries (`search/interview-questions.tsv`).
    static func questionFixture(in files: [TextFile]) -> String {
        files.first { $0.path == "search/interview-questions.tsv" }?.text ?? ""
    }

    /// What the learner knows of an entry's questions, in a few words.
    static func knowledge(_ tally: Tally) -> String {
        guard tally.questions > 0 else { return "-" }
        if tally.new == tally.questions { return "\(tally.questions) new" }
        var parts = ["\(tally.known) of \(tally.questions) known"]
        if tally.due > 0 { parts.append("\(tally.due) due") }
        return parts.joined(separator: ", ")
    }

    /// `rows` under `header` in columns as wide as their widest cell, numbers right-aligned
    /// and the columns in `leftAligned` left-aligned, each line ending in a line break and
    /// no trailing space.
    static func table(header: [String], rows: [[String]], leftAligned: Set<Int>) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            var line = ""
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += leftAligned.contains(column) ? cell + padding : padding + cell
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }
    }
}

/// `patterns study --json` and `patterns progress --json`: plain objects, sorted keys.
enum StudyPathJSON {
    struct Stop: Encodable {
        var rank: Int
        var id: String
        var name: String
        var family: String
        var asked: Int
        var lists: Int
        var questions: Counts
        var drill: String?
    }

    struct Counts: Encodable {
        var total: Int
        var known: Int
        var learning: Int
        var due: Int
        var new: Int

        init(_ tally: Tally) {
            total = tally.questions
            known = tally.known
            learning = tally.learning
            due = tally.due
            new = tally.new
        }
    }

    struct Path: Encodable {
        var fixtureQuestions: Int
        var path: [Stop]
    }

    struct FamilyProgress: Encodable {
        var family: String
        var questions: Counts
        var drills: Int
        var drillsPassed: Int

        init(family: String, _ tally: Tally) {
            self.family = family
            questions = Counts(tally)
            drills = tally.drills
            drillsPassed = tally.drillsPassed
        }
    }

    struct Progress: Encodable {
        var day: String
        var file: String
        var families: [FamilyProgress]
        var total: FamilyProgress
    }

    /// The path as JSON; `drill` is "passed", "not passed" or absent (no drill).
    static func encode(
        stops: [StudyPath.Stop], entries: [String: Entry], tallies: [String: Tally], drills: Set<String>,
        fixture: Int
    ) -> String {
        let path = stops.enumerated().map { rank, stop in
            let tally = tallies[stop.entry] ?? Tally()
            return Stop(
                rank: rank + 1, id: stop.entry, name: entries[stop.entry]?.name ?? stop.entry,
                family: entries[stop.entry]?.family.id ?? "", asked: stop.questions, lists: stop.sources,
                questions: Counts(tally),
                drill: drills.contains(stop.entry) ? (tally.drillsPassed > 0 ? "passed" : "not passed") : nil)
        }
        return EntryJSON.encode(Path(fixtureQuestions: fixture, path: path))
    }
}
