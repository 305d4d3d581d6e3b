import CatalogKit
import ExampleKit
import Foundation

extension Session {
    func expectNoPositionals(_ positionals: [String], command: String) throws(UsageError) {
        if let extra = positionals.first {
            throw .arguments(command: command, expected: "takes no arguments", got: [extra])
        }
    }

    func list(_ parsed: Arguments<ListOption>) throws -> Int32 {
        try expectNoPositionals(parsed.positionals, command: "list")
        let family = try family(parsed.value(.family), command: "list")
        let all = try loadCatalog().entries
        let entries = family.map { family in all.filter { $0.family == family } } ?? all
        let drills = Set(Drill.ids)
        if parsed.has(.json) {
            out(EntryJSON.list(entries, drills: drills))
        } else if entries.isEmpty {
            out(family.map { "No entries in the family '\($0.id)' yet.\n" } ?? "The catalogue is empty.\n")
        } else {
            out(TerminalRenderer(style: style).renderList(entries, truncate: console.isTerminal, drills: drills))
            if entries.contains(where: { drills.contains($0.id) }) {
                out(
                    "\n" + style.dim("[drill]: 'patterns drill <id>' writes an exercise that checks your own code")
                        + "\n")
            }
        }
        return PatternsTool.exitSuccess
    }

    func explain(_ parsed: Arguments<ExplainOption>) throws -> Int32 {
        guard parsed.positionals.count == 1, let word = parsed.positionals.first else {
            throw UsageError.arguments(command: "explain", expected: "takes exactly one id", got: parsed.positionals)
        }
        let catalog = try loadCatalog()
        let entry = try entry(word, in: catalog, command: "explain")
        if parsed.has(.brief) {
            let others: [ExplainOption] = [.code, .json, .mermaid]
            if let other = others.first(where: parsed.has) {
                throw UsageError.conflictingOptions(ExplainOption.brief.rawValue, other.rawValue, command: "explain")
            }
            out(brief(entry))
            return PatternsTool.exitSuccess
        }
        let sources = parsed.has(.code) ? registry.sources(for: entry) : nil
        if parsed.has(.json) {
            out(EntryJSON.entry(entry, sources: sources))
            return PatternsTool.exitSuccess
        }
        // On a terminal the class diagram is drawn; piped, or with --mermaid, it stays Mermaid.
        let draws = console.isTerminal && !parsed.has(.mermaid)
        var text = TerminalRenderer(style: style, drawsDiagrams: draws).render(entry)
        if let drill = Drill.all.first(where: { $0.id == entry.id }) {
            text += "\n" + style.heading("DRILL") + "\n"
            text += "  \(drill.task)\n  patterns drill \(drill.id)   writes the exercise; swift test checks your code\n"
        }
        if let sources {
            text += "\n" + style.heading("IMPLEMENTATION") + "\n"
            if sources.isEmpty { text += "  (no source files found for '\(entry.id)')\n" }
            for file in sources {
                text += "\n" + style.bold(file.path) + "\n\n" + file.text
                if !file.text.hasSuffix("\n") { text += "\n" }
            }
        }
        out(text)
        return PatternsTool.exitSuccess
    }

    func runExamples(_ parsed: Arguments<RunOption>) async throws -> Int32 {
        if parsed.has(.all), let extra = parsed.positionals.first {
            throw UsageError.arguments(command: "run --all", expected: "takes no ids", got: [extra])
        }
        if !parsed.has(.all), parsed.positionals.isEmpty {
            throw UsageError.arguments(command: "run", expected: "needs at least one id, or --all", got: [])
        }
        let catalog = try loadCatalog()
        var entries: [Entry] = []
        if parsed.has(.all) {
            entries = catalog.entries.filter { registry.example(id: $0.id) != nil }
        } else {
            for word in parsed.positionals {
                entries.append(try entry(word, in: catalog, command: "run"))
            }
        }
        var failed = 0
        for (index, entry) in entries.enumerated() {
            if entries.count > 1 {
                out((index == 0 ? "" : "\n") + style.heading("━━ \(entry.id) ━━") + "\n")
            }
            do {
                let transcript = try await play(entry)
                out(transcript.text)
                if parsed.has(.trace) || parsed.has(.mermaid) {
                    out(traceDiagram(of: transcript, mermaid: parsed.has(.mermaid) || !console.isTerminal))
                }
            } catch let failure as CommandFailure {
                failed += 1
                err("patterns: \(failure.message)\n")
            }
        }
        return failed == 0 ? PatternsTool.exitSuccess : PatternsTool.exitFailure
    }

    /// The run's sequence diagram: drawn as text for the terminal's width, or as Mermaid
    /// (with `--mermaid`, and whenever the output is not a terminal, so scripts and docs
    /// that read it do not change).
    func traceDiagram(of transcript: Transcript, mermaid: Bool) -> String {
        let events = transcript.events
        let kind = mermaid ? "Sequence diagram (Mermaid)" : "Sequence diagram"
        var text = "\n" + style.heading("\(kind), from the trace of this run:") + "\n"
        if events.isEmpty {
            text += "(this example records no trace events)\n"
        } else if mermaid {
            text += SequenceDiagram(events: events).mermaid
        } else {
            text += "\n" + SequenceDiagram(events: events).text(width: console.width)
        }
        return text
    }

    func search(_ parsed: Arguments<NoOption>) throws -> Int32 {
        let query = parsed.positionals.joined(separator: " ")
        guard !query.allSatisfy(\.isWhitespace) else {
            throw UsageError.arguments(command: "search", expected: "needs at least one word", got: [])
        }
        let (shown, total) = try searchIndex(for: query).top(10, for: query)
        guard !shown.isEmpty else {
            out("No entry mentions '\(query)'. Try other words, or 'patterns list'.\n")
            return PatternsTool.exitSuccess
        }
        if shown.first?.matchedAll == false {
            out(style.dim("No entry matches every word of '\(query)'; the closest:") + "\n")
        }
        let width = min(24, (shown.map(\.entry.id.count).max() ?? 0) + 2)
        for result in shown {
            out(
                "  " + style.code(result.entry.id.padded(to: width)) + result.entry.name
                    + style.dim(" (\(result.entry.family.id))") + "\n")
            // The entry's interview question that matches, so the learner sees the answer's
            // question first; else the line that matched.
            let text = result.question.map { "Q: " + $0 } ?? result.snippet
            let room = max(20, console.width - width - 4)
            let cut = console.isTerminal && text.count > room
            let snippet = cut ? String(text.prefix(room - 1)) + "…" : text
            out("  " + "".padded(to: width) + style.dim(snippet) + "\n")
        }
        if total > shown.count { out(style.dim("  … and \(total - shown.count) more") + "\n") }
        return PatternsTool.exitSuccess
    }

    func compare(_ parsed: Arguments<NoOption>) async throws -> Int32 {
        guard parsed.positionals.count >= 2 else {
            throw UsageError.arguments(command: "compare", expected: "needs at least two ids", got: parsed.positionals)
        }
        let catalog = try loadCatalog()
        var entries: [Entry] = []
        for word in parsed.positionals {
            let entry = try entry(word, in: catalog, command: "compare")
            if entries.contains(where: { $0.id == entry.id }) {
                throw UsageError.repeatedEntry(entry.id, command: "compare")
            }
            entries.append(entry)
        }
        let tests = PackageFolder.find(from: console.currentDirectory).map { TestIndex(files: $0.testFiles()) }
        var figures: [Comparison.Figures] = []
        for entry in entries {
            figures.append(try await self.figures(for: entry, tests: tests))
        }
        out(Comparison(entries: entries, figures: figures).render(style: style))
        if tests == nil {
            out(
                style.dim("(Test counts need the package's Tests/ folder: run inside the SwiftPatterns checkout.)")
                    + "\n")
        }
        return PatternsTool.exitSuccess
    }

    func figures(for entry: Entry, tests: TestIndex?) async throws -> Comparison.Figures {
        // The pattern's own folder: code a family shares (a protocol, a script) is not its cost.
        let sources = registry.sources(for: entry, includingShared: false)
        let lines = sources.reduce(0) { total, file in
            total
                + file.text.split(separator: "\n").filter { line in
                    let trimmed = line.drop { $0 == " " }
                    return !trimmed.isEmpty && !trimmed.hasPrefix("//")
                }.count
        }
        let events = registry.example(id: entry.id) == nil ? [] : try await play(entry).events
        let messages = events.filter { $0.kind != .note }
        let pairs = Set(messages.map { [$0.from, $0.to].sorted().joined(separator: "↔") })
        let entryTests = tests?.tests(for: entry)
        return Comparison.Figures(
            sourceLines: lines, messages: messages.count, participants: SequenceDiagram(events: events).participants,
            conversations: pairs.count, tests: entryTests?.count,
            testsWithoutView: entryTests.map { $0.filter(\.needsNoView).count })
    }

    /// `explain --brief`: the intent, the first point of "When to use", of "When not to use"
    /// and of "Trade-offs", and the entry's first two interview questions with the start of
    /// each answer, each wrapped to the terminal; one screen.
    func brief(_ entry: Entry) -> String {
        let width = max(console.width, 40)
        var lines = Session.wrap("\(entry.name) (\(entry.family.id))", width: width).map { style.heading($0) }
        lines.append("")
        lines += Session.wrap(entry.intent, width: width)
        lines.append("")
        let points: [(String, SectionTitle)] = [
            ("Use it when", .whenToUse), ("Not when", .whenNotToUse), ("Trade-off", .tradeOffs),
        ]
        for (label, title) in points {
            guard let body = entry.sections.first(where: { $0.title == title })?.body,
                let point = Self.firstPoint(of: body)
            else { continue }
            let wrapped = Session.wrap(label + ": " + point, width: width - 4)
            lines += wrapped.enumerated().map { ($0.offset == 0 ? "  • " : "    ") + $0.element }
        }
        for question in entry.questions.prefix(2) {
            lines.append("")
            lines += Session.wrap("Q: " + question.question, width: width).map { style.bold($0) }
            var answer = Session.wrap(Self.firstPoint(of: question.answer) ?? "", width: width - 4)
            if answer.count > 4 {
                answer = Array(answer.prefix(4))
                answer[3] += " …"
            }
            lines += answer.map { "  " + $0 }
        }
        lines += ["", style.dim("The whole entry: patterns explain \(entry.id)")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first list item or, without a list, the first paragraph of `markdown`, on one line.
    static func firstPoint(of markdown: String) -> String? {
        var paragraph: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("- ") || text.hasPrefix("* ") {
                if !paragraph.isEmpty { break }
                paragraph.append(String(text.dropFirst(2)))
            } else if text.isEmpty || text.hasPrefix("```") {
                if !paragraph.isEmpty { break }
            } else {
                paragraph.append(text)
            }
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}
