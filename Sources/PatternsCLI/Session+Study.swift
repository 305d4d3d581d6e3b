import CatalogKit
import ExampleKit
import Foundation
import StudyKit

/// One question as the study commands ask it: the entry, the catalogue's question and
/// answer, and its identity in the progress file.
struct StudyItem {
    var entry: Entry
    var question: String
    var answer: String
    /// Its identity, worked out when asked for: a quiz that grades nothing never needs it.
    var study: StudyQuestion { StudyQuestion(entry: entry.id, text: question) }
}

extension Session {
    func quiz(_ parsed: Arguments<QuizOption>) throws -> Int32 {
        let catalog = try loadCatalog()
        let family = try family(parsed.value(.family), command: "quiz")
        let entries = try selectedEntries(parsed.positionals, family: family, in: catalog, command: "quiz")
        let count = try positiveCount(parsed.value(.count), option: QuizOption.count.rawValue, command: "quiz") ?? 5
        var seed = UInt64.random(in: 1...999_999)
        if let text = parsed.value(.seed) {
            guard let value = UInt64(text) else {
                throw UsageError.invalidValue(
                    option: QuizOption.seed.rawValue, value: text, expected: "a whole number", command: "quiz")
            }
            seed = value
        }
        // The same pool and shuffle as ever, so a seed asks the same questions it always did.
        var pool = Self.items(of: entries)
        var generator = SplitMix64(seed: seed)
        pool.shuffle(using: &generator)
        let items = Array(pool.prefix(count))
        guard !items.isEmpty else {
            out("No questions in \(describe(parsed.positionals, family: family)) yet.\n")
            return PatternsTool.exitSuccess
        }
        let grading = console.isInteractive || parsed.has(.grade)
        let file = grading ? try progressFile(parsed.value(.progress)) : nil
        // A damaged progress file stops the quiz before the first question (exit 65).
        _ = try file?.load()
        let noun = items.count == 1 ? "question" : "questions"
        let header = "Quiz: \(items.count) \(noun), seed \(seed) (patterns quiz --seed \(seed) repeats it)"
        out(style.dim(header) + "\n")
        return try ask(items, file: file)
    }

    func review(_ parsed: Arguments<ReviewOption>) throws -> Int32 {
        let catalog = try loadCatalog()
        let family = try family(parsed.value(.family), command: "review")
        let entries = try selectedEntries(parsed.positionals, family: family, in: catalog, command: "review")
        let count = try positiveCount(parsed.value(.count), option: ReviewOption.count.rawValue, command: "review")
        let file = try progressFile(parsed.value(.progress))
        let progress = try file.load()
        let all = Self.items(of: entries)
        let questions = all.map(\.study)
        let byID = [QuestionID: StudyItem](
            zip(questions, all).map { ($0.id, $1) }, uniquingKeysWith: { first, _ in first })
        let due = progress.due(questions, on: today).compactMap { byID[$0.id] }
        guard !due.isEmpty else {
            if let next = progress.nextReview(questions, after: today) {
                let noun = next.count == 1 ? "question is" : "questions are"
                out(
                    "Nothing is due today (\(today.iso)). Next review: \(next.day.iso), when \(next.count) \(noun) due.\n"
                )
            } else {
                out(
                    "Nothing to review: no question of \(describe(parsed.positionals, family: family)) was graded yet. "
                )
                out("'patterns quiz' asks some and remembers your grades.\n")
            }
            return PatternsTool.exitSuccess
        }
        let items = Array(due.prefix(count ?? due.count))
        let noun = items.count == 1 ? "question" : "questions"
        out(style.dim("Review: \(items.count) \(noun) due today (\(today.iso)), of \(due.count) due") + "\n")
        let grading = console.isInteractive || parsed.has(.grade)
        return try ask(items, file: grading ? file : nil)
    }

    func progress(_ parsed: Arguments<ProgressOption>) throws -> Int32 {
        try expectNoPositionals(parsed.positionals, command: "progress")
        let catalog = try loadCatalog()
        let file = try progressFile(parsed.value(.progress))
        let progress = try file.load()
        let questions = Self.items(of: catalog.entries).map(\.study)
        let familyOf = [String: String](
            catalog.entries.map { ($0.id, $0.family.id) }, uniquingKeysWith: { first, _ in first })
        let drills = Drill.ids.filter { familyOf[$0] != nil }
        let tallies = progress.tally(questions, drills: drills, on: today) { familyOf[$0] ?? "" }
        var rows: [[String]] = []
        var perFamily: [StudyPathJSON.FamilyProgress] = []
        var total = Tally()
        for family in registry.families {
            guard let tally = tallies[family.id] else { continue }
            rows.append(Self.row(family.id, tally))
            perFamily.append(.init(family: family.id, tally))
            total.new += tally.new
            total.due += tally.due
            total.learning += tally.learning
            total.known += tally.known
            total.drills += tally.drills
            total.drillsPassed += tally.drillsPassed
        }
        if parsed.has(.json) {
            out(
                EntryJSON.encode(
                    StudyPathJSON.Progress(
                        day: today.iso, file: file.url.path, families: perFamily, total: .init(family: "total", total)))
            )
            return PatternsTool.exitSuccess
        }
        out(style.heading("Progress on \(today.iso)") + style.dim(" (\(file.url.path))") + "\n\n")
        rows.append(Self.row("total", total))
        let header = ["Family", "Questions", "Known", "Learning", "Due", "New", "Drills passed"]
        let lines = Self.table(header: header, rows: rows, leftAligned: [0])
        out(style.bold(lines[0]))
        for line in lines.dropFirst().dropLast() { out(line) }
        out(style.bold(lines[lines.count - 1]))
        if total.due > 0 {
            out("\n\(total.due) due today: 'patterns review' asks them.\n")
        } else if let next = progress.nextReview(questions, after: today) {
            out("\nNothing is due today. Next review: \(next.day.iso) (\(next.count) due).\n")
        } else {
            out("\nNo question graded yet: 'patterns quiz' asks some and remembers your grades.\n")
        }
        return PatternsTool.exitSuccess
    }

    // MARK: - Asking

    /// Asks `items` one by one. With a progress file, after each answer it asks whether the
    /// learner knew it and saves the grade at once (so a quiz that is stopped, or killed,
    /// loses no earlier grade); `q`, or the end of the input, stops it with a summary.
    /// Without one, it prints each question with its answer.
    private func ask(_ items: [StudyItem], file: ProgressFile?) throws -> Int32 {
        let renderer = TerminalRenderer(style: style)
        var knew: [StudyItem] = []
        var missed: [StudyItem] = []
        var stopped = false
        for (index, item) in items.enumerated() {
            out("\n" + style.heading("\(index + 1)/\(items.count) · \(item.entry.name)") + "\n")
            out(Self.wrap("Q: " + item.question, width: console.width).map { style.bold($0) + "\n" }.joined())
            if console.isInteractive || file != nil {
                out(style.dim("(Enter shows the answer, q stops)"))
                let line = console.readLine()
                // A terminal echoes the learner's Enter; piped input does not.
                if !console.isInteractive { out("\n") }
                guard let line, line.trimmingCharacters(in: .whitespaces).lowercased() != "q" else {
                    out("\n")
                    stopped = true
                    break
                }
            }
            out(renderer.renderMarkdownBody(item.answer))
            guard let file else { continue }
            guard let grade = readGrade() else {
                stopped = true
                break
            }
            try file.update { $0.grade(item.study, grade, on: today) }
            if grade == .knew { knew.append(item) } else { missed.append(item) }
        }
        if let file {
            summarize(asked: items.count, knew: knew, missed: missed, stopped: stopped, file: file)
        }
        return PatternsTool.exitSuccess
    }

    /// The learner's grade for the answer just shown: `y` or `n`, asked again after anything
    /// else; nil for `q` or at the end of the input.
    private func readGrade() -> Grade? {
        out(style.bold("Did you know it? ") + "y/n, q stops: ")
        while let line = console.readLine() {
            if !console.isInteractive { out("\n") }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return .knew
            case "n", "no": return .missed
            case "q", "quit": return nil
            default: out("Type y (knew it), n (did not) or q (stop): ")
            }
        }
        out("\n")
        return nil
    }

    private func summarize(asked: Int, knew: [StudyItem], missed: [StudyItem], stopped: Bool, file: ProgressFile) {
        let graded = knew.count + missed.count
        out("\n" + style.heading("Summary") + "\n")
        if stopped { out("Stopped after \(graded) of \(asked).\n") }
        out("Knew \(knew.count) of \(graded)\(graded == 0 ? "" : ", missed \(missed.count)").\n")
        for item in missed {
            let lines = Self.wrap(item.question, width: console.width - 4)
            out("  - " + lines.joined(separator: "\n    ") + style.dim(" (\(item.entry.id))") + "\n")
        }
        guard graded > 0 else { return }
        out(style.dim("Saved in \(file.url.path).") + " ")
        if !missed.isEmpty {
            out("Missed questions come back tomorrow: 'patterns review'.\n")
        } else {
            out("'patterns review' asks each question again when it is due.\n")
        }
    }

    // MARK: - Choosing

    /// Every question of `entries`, in catalogue order.
    static func items(of entries: [Entry]) -> [StudyItem] {
        entries.flatMap { entry in
            entry.questions.map { question in
                StudyItem(entry: entry, question: question.question, answer: question.answer)
            }
        }
    }

    /// The entries `words` name (an id, a name, an alias, or a tag that several entries
    /// share), in catalogue order, within `family` when one is given; every entry when no
    /// word is given.
    func selectedEntries(_ words: [String], family: Family?, in catalog: Catalog, command: String) throws(UsageError)
        -> [Entry]
    {
        var chosen: Set<String> = []
        for word in words {
            let tag = word.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "-")
            let tagged = catalog.entries.filter { $0.tags.contains { $0.lowercased() == tag } }
            if catalog.resolve(word) == nil, tagged.count > 1 {
                chosen.formUnion(tagged.map(\.id))
            } else {
                chosen.insert(try entry(word, in: catalog, command: command).id)
            }
        }
        return catalog.entries.filter { entry in
            (words.isEmpty || chosen.contains(entry.id)) && (family == nil || entry.family == family)
        }
    }

    /// What the selection is, in words: "the family 'behavioral'", "observer, concurrency".
    private func describe(_ words: [String], family: Family?) -> String {
        var parts: [String] = []
        if !words.isEmpty { parts.append("'" + words.joined(separator: ", ") + "'") }
        if let family { parts.append("the family '\(family.id)'") }
        return parts.isEmpty ? "the catalogue" : parts.joined(separator: " in ")
    }

    func positiveCount(_ text: String?, option: String, command: String) throws(UsageError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), value > 0 else {
            throw .invalidValue(option: option, value: text, expected: "a positive whole number", command: command)
        }
        return value
    }

    /// The progress file: `--progress PATH`, else `SWIFTPATTERNS_PROGRESS`, else the XDG
    /// data folder (see ``ProgressLocation``).
    func progressFile(_ explicit: String?) throws(ProgressError) -> ProgressFile {
        ProgressFile(
            url: try ProgressLocation.resolve(
                explicit: explicit, environment: console.environment, currentFolder: console.currentDirectory))
    }

    /// Words of `text` in lines no wider than `width` (a word longer than a line gets a
    /// line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > max(width, 20) {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private static func row(_ name: String, _ tally: Tally) -> [String] {
        [
            name, "\(tally.questions)", "\(tally.known)", "\(tally.learning)", "\(tally.due)", "\(tally.new)",
            tally.drills == 0 ? "-" : "\(tally.drillsPassed) of \(tally.drills)",
        ]
    }
}
