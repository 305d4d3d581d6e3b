import CatalogKit
import ContractSupport
import Foundation
import StudyKit
import Testing

/// The site's scripts in a real browser (headless Chromium): search answers interview
/// questions, the quiz schedules exactly as `patterns review` does, and no page logs an error.
///
/// Disabled, with the reason, when no `chromium-headless-shell` or `chromium` is on `PATH`
/// (`.ci/run` installs one). Screenshots of the pages tested, at 1280×800 and 390×844 (a
/// phone), are saved under `.build/test-artifacts/site/`.
@Suite(
    "The site's scripts in a real browser", .enabled(if: Chromium.forTests != nil, Chromium.missing),
    // Two minutes: each test waits for the site the test process generates once, then opens it.
    .timeLimit(.minutes(2)), .watchdog)
struct SiteBrowserTests {
    /// Common interview questions, word for word from `Catalog/search/interview-questions.tsv`
    /// (the entries that answer each are the fixture's).
    static let questions = [
        "What is the Singleton pattern and when should you use it?",
        "What is the Factory pattern?",
        "What is the builder pattern?",
        "What is the Prototype pattern?",
        "What is Abstract Factory pattern in Swift?",
        "What is the Adapter pattern and give an iOS example?",
        "What is Bridge pattern?",
        "What is Decorator Design pattern?",
        "What is the Facade Pattern?",
        "What is Flyweight pattern?",
        "What is the Proxy Pattern?",
        "What is a Command Pattern?",
        "What is a Chain of Responsibility?",
        "What is the responder chain and how are touch events passed along it?",
        "What is a mediator pattern?",
        "What is Memento design pattern?",
        "What is State pattern?",
        "What is Strategy pattern in Swift?",
        "What is the Visitor pattern for?",
        "What is target-action in UIKit?",
        "What is the Delegation pattern and how is it used in iOS?",
        "What is NotificationCenter and when would you broadcast a notification?",
        "What is the Observer pattern and give an iOS example?",
        "What is Key-Value Observing (KVO) in iOS?",
        "What is a retain cycle? How do you prevent it?",
        "What is MVC in iOS architecture?",
        "What is MVVM and what role does binding play?",
        "What is VIPER?",
        "What is the Coordinator pattern and why use it for navigation?",
        "What is CLEAN Architecture?",
        "What is massive view controller and how do you avoid it?",
        "What is Dependency Injection and How do we Use It?",
        "What is the Interface Segregation Principle?",
        "What is the Liskov Substitution Principle?",
        "What is the Single Responsibility Principle? What constitutes a \"reason to change\"?",
        "What is the Repository pattern? How would you implement it for network and local data sources?",
    ]

    /// A fresh folder for one test's pages.
    static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The harness page `name` of the site in `folder`, given `plan` (JSON).
    static func harness(_ name: String, in folder: URL, plan: String) throws -> URL {
        try SitePages.writePlan(plan, for: name, into: folder)
        return folder.appendingPathComponent("\(name).html")
    }

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    /// Decodes the harness's `<pre id="result">`, failing with the page's console when it is missing.
    static func result<Value: Decodable>(_ type: Value.Type, of run: Chromium.Run) throws -> Value {
        let text = run.text(ofElement: "result") ?? ""
        guard let value = try? JSONDecoder().decode(type, from: Data(text.utf8)) else {
            throw Chromium.Failure(
                description: "no result from the harness: '\(text)'\n\(run.console.joined(separator: "\n"))")
        }
        return value
    }

    let browser: Chromium

    init() throws {
        browser = try #require(Chromium.forTests)
    }

    struct SearchPlan: Encodable {
        var queries: [String]
        var typed: String
        var page: String
    }

    struct SearchResult: Decodable {
        var top: [[String]]
        var suggestions: [String]?
        var suggestionsHidden: Bool?
        var focused: String?
        var hiddenAfterEscape: Bool?
        var expanded: String?
        var expandedAfterEscape: String?
        var page: [String]?
        var pageInput: String?
    }

    @Test("Search in the page finds the answering entry in the top three for 36 common interview questions")
    func searchFindsCommonQuestions() async throws {
        let rows = Dictionary(
            interviewQuestions.map { ($0.question, $0.answers) }, uniquingKeysWith: { first, _ in first })
        let wanted = try Self.questions.map { question in
            try #require(rows[question], "'\(question)' is a question of the fixture")
        }
        let folder = try Self.folder("search")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder)
        try SitePages.writeHarness(into: folder)
        let plan = SearchPlan(queries: Self.questions, typed: "observer", page: "coordinator pattern")
        let run = try await browser.dumpDOM(try Self.harness("search-check", in: folder, plan: try Self.json(plan)))
        expect(run.console, equals: [], "no script error or console output")
        let result = try Self.result(SearchResult.self, of: run)
        expect(result.top.count, equals: Self.questions.count)
        for (question, (answers, top)) in zip(Self.questions, zip(wanted, result.top)) {
            expect(top.contains(where: answers.contains), "'\(question)' → \(top), wanted one of \(answers)")
        }
        // As you type on any page: a short list under the box, linking from the page's root.
        expect(result.suggestionsHidden, equals: false, "the suggestions show")
        expect(result.suggestions?.first, equals: "communication/observer.html")
        expect((result.suggestions?.count ?? 0) <= 8, "at most 8 suggestions")
        expect(result.focused, equals: "communication/observer.html", "the down arrow moves to the first suggestion")
        expect(result.hiddenAfterEscape, equals: true, "Escape closes the list")
        expect([result.expanded, result.expandedAfterEscape], equals: ["true", "false"], "aria-expanded follows")
        // search.html?q=… fills #search-results, best first, and puts the query in the box.
        expect(result.page?.first, equals: "ui/coordinator.html")
        expect(result.pageInput, equals: "coordinator pattern")
    }

    @Test("Search in the page finds an answering entry in the top three for most of the whole question fixture")
    func searchOverTheWholeFixture() async throws {
        let folder = try Self.folder("fixture")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder)
        try SitePages.writeHarness(into: folder)
        let queries = interviewQuestions.map(\.keywords) + interviewQuestions.map(\.question)
        let plan = SearchPlan(queries: queries, typed: "observer", page: "observer")
        let run = try await browser.dumpDOM(
            try Self.harness("search-check", in: folder, plan: try Self.json(plan)), budgetMilliseconds: 30_000)
        expect(run.console, equals: [], "no script error or console output")
        let result = try Self.result(SearchResult.self, of: run)
        try #require(result.top.count == queries.count, "every query answered")
        let rows = interviewQuestions.count
        func rate(_ range: Range<Int>) -> Double {
            let found = range.filter { result.top[$0].contains(where: interviewQuestions[$0 % rows].answers.contains) }
            return Double(found.count) / Double(max(1, range.count))
        }
        let (keywords, questions) = (rate(0..<rows), rate(rows..<(2 * rows)))
        // The command line is held to 95% and 90% with answers and bodies indexed too; the
        // page's smaller index measured 94.6% and 94.2% of 1,115 rows, and is held to 92% and 90%.
        expect(keywords >= Self.keywordBar, "keywords: \(keywords) of \(rows) in the top three")
        expect(questions >= Self.questionBar, "whole questions: \(questions) of \(rows) in the top three")
    }

    /// The share of the fixture's keyword queries and whole questions that search in the page
    /// must answer in the top three.
    static let keywordBar = 0.92
    static let questionBar = 0.90

    /// How the quiz is driven: visits on given days, each grading what the page shows.
    struct QuizPlan: Encodable, Sendable {
        struct Visit: Encodable, Sendable {
            var today: String
            var grades: [String]
        }
        struct Card: Codable, Equatable, Sendable {
            var box: Int
            var due: String
            var lastReviewed: String
        }
        enum Case: Encodable, Sendable {
            case grade(Card?, String, String)
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                guard case .grade(let card, let grade, let day) = self else { return }
                try container.encode(card)
                try container.encode(grade)
                try container.encode(day)
            }
        }
        var family: String?
        var visits: [Visit]
        var damaged: String?
        var cases: [Case]
        var entry: String
        /// The families whose first answer the harness reveals (every family with questions).
        var families =
            SitePages.catalog.map { site in
                site.catalog.families.map(\.id).filter { family in
                    site.catalog.entries.contains { $0.family.id == family && !$0.questions.isEmpty }
                }
            } ?? []
        /// Markdown that answers may hold, each of which must render.
        var markdown = [
            "  An indented first line\n- then a list", "```swift\nlet unclosed = 1", "- a\n  continued\n- b",
            "1. one\n2. two", "| a | b |\n|---|---|", "`code` and **bold** and [a link](x.md)",
        ]
    }

    struct QuizResult: Decodable, Sendable {
        struct Stored: Decodable, Sendable {
            var version: Int
            var cards: [String: QuizPlan.Card]
        }
        struct Damaged: Decodable, Sendable {
            var notice: String?
            var aside: String?
            var stored: String?
            var state: String?
        }
        /// Each grade given: the day, the question shown (nil when none), the grade, the
        /// page's state, and whether the answer showed after "Show the answer".
        var steps: [[String?]]
        var stored: String?
        var damaged: Damaged?
        var schedule: [QuizPlan.Card]
        var entry: [String]?
        var entryStatus: String?
        var unrendered: [String]?
        var families: [Reveal]?

        /// `quiz.html?family=F`'s first answer revealed: the question, how its answer showed
        /// (`shown`, `failed`, `hidden`), the files the page had loaded before and after (paths
        /// from the site's root), the answer's text on the page, the answer the family's file
        /// holds for the question, and how many answers that file holds.
        struct Reveal: Decodable, Sendable {
            var family: String
            var question: String?
            var answer: String?
            var before: [String]
            var after: [String]
            var text: String
            var stored: String?
            var count: Int
        }
    }

    /// Grades over eight days of one family, with misses, returns on the due day, days with
    /// nothing due, more than the day's new questions asked for, and a second visit on a day.
    static let quizPlan: QuizPlan = {
        let start = StudyDay(year: 2026, month: 3, day: 2) ?? StudyDay(number: 0)
        func visit(_ offset: Int, _ grades: String) -> QuizPlan.Visit {
            QuizPlan.Visit(today: start.adding(days: offset).iso, grades: grades.map { $0 == "k" ? "knew" : "missed" })
        }
        var cases: [QuizPlan.Case] = []
        let day = start.adding(days: 10)
        for grade in ["knew", "missed"] {
            cases.append(.grade(nil, grade, day.iso))
            for box in LeitnerSchedule.boxes {
                for dueOffset in [-3, -1, 0, 1, 5] {
                    for reviewedOffset in [-8, 2] {
                        let card = QuizPlan.Card(
                            box: box, due: day.adding(days: dueOffset).iso,
                            lastReviewed: day.adding(days: reviewedOffset).iso)
                        cases.append(.grade(card, grade, day.iso))
                    }
                }
            }
        }
        return QuizPlan(
            family: "structural",
            visits: [
                visit(0, "kmkkmk"), visit(0, "k"), visit(1, "kmkmkkkm"), visit(2, "kkkkmkkk"), visit(3, "mkkkkkkk"),
                visit(4, "kkkkkkkkkkk"), visit(8, "kmkkkkkkkk"), visit(9, "kkkk"),
            ],
            damaged: "{\"version\":1,\"cards\":{\"x:0\":{\"box\":9}}",
            cases: cases, entry: "persistence-layer")
    }()

    /// The quiz harness run on the site with `script` as `assets/quiz.js` (a control passes a
    /// wrong one).
    static func runQuiz(
        browser: Chromium, script: String = SiteQuiz.script, plan: QuizPlan = quizPlan, removing: [String] = []
    ) async throws -> (run: Chromium.Run, result: QuizResult) {
        let folder = try Self.folder("quiz")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder, quizScript: script)
        try SitePages.writeHarness(into: folder)
        for path in removing { try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
        let run = try await browser.dumpDOM(
            try Self.harness("quiz-check", in: folder, plan: try Self.json(plan)), budgetMilliseconds: 20_000)
        return (run, try Self.result(QuizResult.self, of: run))
    }

    /// The harness run once on the real quiz, shared by the tests that read it (one launch less).
    static let realQuiz = Task { () async throws -> (run: Chromium.Run, result: QuizResult) in
        guard let browser = Chromium.forTests else { throw Chromium.Failure(description: "no browser") }
        return try await runQuiz(browser: browser)
    }

    /// What `patterns review` would have done with the same grades: each step's question
    /// (the first due, longest overdue and lowest box first, else a new one while fewer than
    /// five were introduced that day) and every record, by `LeitnerSchedule` through
    /// `StudyProgress`. Returns the differences from what the browser did and stored.
    static func differences(_ result: QuizResult, plan: QuizPlan) throws -> [String] {
        let (catalog, _) = try #require(SitePages.catalog)
        let questions = catalog.entries.filter { $0.family.id == plan.family }.flatMap { entry in
            entry.questions.map { StudyQuestion(entry: entry.id, text: $0.question) }
        }
        var progress = StudyProgress()
        var introduced: [StudyDay: Int] = [:]
        var problems: [String] = []
        var steps = result.steps.makeIterator()
        for visit in plan.visits {
            let day = try #require(StudyDay(iso: visit.today))
            for grade in visit.grades {
                let expected =
                    progress.due(questions, on: day).first
                    ?? (introduced[day, default: 0] < SiteQuiz.newPerDay
                        ? questions.first { progress.questions[$0.id] == nil } : nil)
                guard let step = steps.next() else {
                    problems.append("no step recorded for \(grade) on \(day.iso)")
                    continue
                }
                let shown = step.count > 1 ? step[1] : nil
                if shown != expected?.id.key {
                    problems.append(
                        "on \(day.iso) the page showed \(shown ?? "nothing"), expected \(expected?.id.key ?? "nothing")"
                    )
                }
                guard let expected else { continue }
                if step.count > 4, step[4] != "shown" { problems.append("the answer did not show on \(day.iso)") }
                if progress.questions[expected.id] == nil { introduced[day, default: 0] += 1 }
                progress.grade(expected, grade == "knew" ? .knew : .missed, on: day)
            }
        }
        let stored = try JSONDecoder().decode(QuizResult.Stored.self, from: Data((result.stored ?? "").utf8))
        let records = Dictionary(
            progress.questions.map { id, record in
                (id.key, QuizPlan.Card(box: record.box, due: record.due.iso, lastReviewed: record.lastReviewed.iso))
            }, uniquingKeysWith: { first, _ in first })
        if stored.cards != records {
            for key in Set(records.keys).union(stored.cards.keys).sorted() where stored.cards[key] != records[key] {
                let (got, wanted) = (String(describing: stored.cards[key]), String(describing: records[key]))
                problems.append("\(key): stored \(got), schedule \(wanted)")
            }
        }
        // The schedule on its own, over every box, due day and grade, against LeitnerSchedule.
        for (index, planned) in plan.cases.enumerated() {
            guard case .grade(let card, let grade, let dayText) = planned, let day = StudyDay(iso: dayText) else {
                continue
            }
            let before = card.flatMap { card -> QuestionRecord? in
                guard let due = StudyDay(iso: card.due), let last = StudyDay(iso: card.lastReviewed) else { return nil }
                return QuestionRecord(
                    question: "q", box: card.box, due: due, lastGrade: .knew, firstReviewed: last, lastReviewed: last,
                    reviews: 1, misses: 0)
            }
            let after = LeitnerSchedule.record(
                of: "q", after: before, grade: grade == "knew" ? .knew : .missed, on: day)
            let expected = QuizPlan.Card(box: after.box, due: after.due.iso, lastReviewed: after.lastReviewed.iso)
            let got = index < result.schedule.count ? result.schedule[index] : nil
            if got != expected {
                let before = String(describing: card)
                problems.append(
                    "schedule(\(before), \(grade), \(dayText)) = \(String(describing: got)), expected \(expected)")
            }
        }
        return problems
    }

    @Test("The quiz in the page keeps exactly the boxes and due days patterns review computes for the same grades")
    func quizSchedulesAsTheCommandLine() async throws {
        let (run, result) = try await Self.realQuiz.value
        expect(run.console, equals: [], "no script error or console output")
        let problems = try Self.differences(result, plan: Self.quizPlan)
        expect(problems.isEmpty, "\(problems.count) differences, the first: \(problems.prefix(8))")
        // The plan asks more than each day offers: some steps find nothing to ask, as planned.
        expect(result.steps.contains { $0.count > 1 && $0[1] == nil }, "a day runs out of questions")
        expect(result.steps.count, equals: Self.quizPlan.visits.map(\.grades.count).reduce(0, +))
        expect(result.unrendered, equals: [], "every answer renders to text")
    }

    @Test("quiz.html?entry= asks every question of that entry once, past the daily limit, and tallies the visit")
    func quizOfOneEntry() async throws {
        let (_, result) = try await Self.realQuiz.value
        let (catalog, _) = try #require(SitePages.catalog)
        let entry = try #require(catalog.entry(id: Self.quizPlan.entry))
        let keys = entry.questions.map { QuestionID(entry: entry.id, question: $0.question).key }
        try #require(keys.count > SiteQuiz.newPerDay, "the entry has more questions than a day's new ones")
        expect(result.entry, equals: keys, "each of the entry's questions, in order, once")
        let missed = keys.indices.filter { $0 % 4 == 3 }.count
        expect(
            result.entryStatus?.contains("You knew \(keys.count - missed) of the \(keys.count) asked.") ?? false,
            "the visit's tally: \(result.entryStatus ?? "none")")
    }

    /// The most the quiz page may load before an answer is asked for: issue 29 holds every
    /// page under 300 kB; the catalogue is to grow by a third, so the page holds to 3/4 of it.
    static let startBudget = 225_000

    @Test(
        "The quiz page loads under 225 kB before an answer is shown, and an answer of each family shows once its file loads"
    )
    func quizLoadsAnswersByFamily() async throws {
        let (run, result) = try await Self.realQuiz.value
        expect(run.console, equals: [], "no script error or console output")
        let (catalog, _) = try #require(SitePages.catalog)
        let answers = Dictionary(
            catalog.entries.flatMap { entry in
                entry.questions.map { (QuestionID(entry: entry.id, question: $0.question).key, $0.answer) }
            }, uniquingKeysWith: { first, _ in first })
        let reveals = result.families ?? []
        expect(reveals.map(\.family), equals: Self.quizPlan.families, "one answer revealed per family")
        expect(Self.quizPlan.families.count >= 10, "the catalogue's families: \(Self.quizPlan.families)")
        let site = Dictionary(try await SitePages.site().map { ($0.path, $0.text.utf8.count) }, uniquingKeysWith: +)
        for reveal in reveals {
            let file = SiteQuiz.answersPath(family: reveal.family)
            let question = try #require(reveal.question, "quiz.html?family=\(reveal.family) shows a question")
            expect(reveal.answer, equals: "shown", "\(reveal.family): the answer shows")
            expect(reveal.stored, equals: answers[question], "\(reveal.family): the file holds \(question)'s answer")
            expect(reveal.text.count > 20, "\(reveal.family): the page shows the answer's text")
            expect(!reveal.before.contains(file), "\(reveal.family): no answers load before one is asked for")
            expect(
                reveal.after.filter { !reveal.before.contains($0) }, equals: [file],
                "\(reveal.family): revealing loads the family's answers, and only them")
            let count = catalog.entries.filter { $0.family.id == reveal.family }.map(\.questions.count).reduce(0, +)
            expect(reveal.count, equals: count, "\(reveal.family): every answer of the family, no other")
        }
        // What the page loads at start: the page and each file it had loaded before the reveal.
        for before in Set(reveals.map(\.before)).sorted(by: { $0.count < $1.count }) {
            let start = ["quiz.html"] + before
            expect(start.filter { site[$0] == nil }, equals: [], "the page's files are the site's")
            let bytes = start.compactMap { site[$0] }.reduce(0, +)
            let each = start.map { "\($0) \(site[$0] ?? 0)" }.joined(separator: ", ")
            expect(bytes < Self.startBudget, "quiz.html loads \(bytes) bytes at start: \(each)")
        }
    }

    @Test("A family's answers that do not load: the page says so and logs it, and the quiz goes on")
    func quizAnswersThatDoNotLoad() async throws {
        var plan = Self.quizPlan
        plan.visits = [plan.visits[0]]
        (plan.damaged, plan.cases, plan.families) = (nil, [], [])
        let family = try #require(plan.family)
        let (run, result) = try await Self.runQuiz(
            browser: browser, plan: plan, removing: [SiteQuiz.answersPath(family: family)])
        let shows = result.steps.compactMap { $0.count > 4 ? $0[4] : nil }
        expect(shows.count > 1 && shows.allSatisfy { $0 == "failed" }, "each answer says it did not load: \(shows)")
        expect(
            run.console.contains { $0.contains("quiz: the answers of \(family) did not load") },
            "the console says which file: \(run.console)")
        expect(result.steps.count, equals: plan.visits[0].grades.count, "every grade is still taken")
        expect(result.stored?.contains("\"box\":2") ?? false, "the grades are kept: \(result.stored ?? "nothing")")
    }

    @Test("A damaged stored quiz value is kept aside under another key, and the quiz starts afresh and says so")
    func damagedProgressIsKeptAside() async throws {
        let (run, result) = try await Self.realQuiz.value
        expect(run.console, equals: [], "no script error or console output")
        let damaged = try #require(result.damaged)
        expect(damaged.aside, equals: Self.quizPlan.damaged, "the damaged value, word for word, under the other key")
        expect(damaged.stored, equals: "{\"version\":1,\"cards\":{}}", "a fresh value under the key")
        expect(damaged.notice?.contains("swiftpatterns.quiz.v1.damaged") ?? false, "the page says where it is")
        expect(damaged.state, equals: "question", "the quiz goes on")
    }

    @Test(
        "Control: a quiz whose miss keeps the box is rejected by the comparison with patterns review",
        .tags(.control))
    func controlMissKeepsTheBox() async throws {
        let wrong = "next.box = 1;\n"
        try #require(SiteQuiz.script.components(separatedBy: wrong).count == 2, "the miss's line is in the script once")
        let script = SiteQuiz.script.replacingOccurrences(of: wrong, with: "next.box = card.box;\n")
        let (_, result) = try await Self.runQuiz(browser: browser, script: script)
        let problems = try Self.differences(result, plan: Self.quizPlan)
        withKnownIssue("a miss that keeps the box is not the command line's schedule") {
            expect(problems.isEmpty, "\(problems.count) differences, the first: \(problems.prefix(3))")
        }
    }

    struct PageReport: Decodable {
        struct SVG: Decodable {
            var width: String?
            var height: String?
            var viewBox: String?
            var rendered: [Double]
            var title: String?
        }
        var page: String
        var lang: String?
        var viewport: Bool
        var root: String?
        var search: String?
        var svgs: [SVG]
    }

    /// Opens every HTML page of the site in `folder` (but the harness pages) in one launch;
    /// returns the launch and, for each page, what breaks the layout's promises.
    static func checkPages(
        in folder: URL, browser: Chromium, only: Set<String>? = nil
    ) async throws -> (run: Chromium.Run, problems: [String]) {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let pages = files.filter {
            $0.hasSuffix(".html") && !SitePages.harnessPages.contains($0) && only?.contains($0) ?? true
        }.sorted()
        // Dealt out in turn, so that each launch gets its share of the heavy entry pages.
        let harnesses = SitePages.pagesHarnesses
        let shares = harnesses.indices.map { share in
            pages.indices.filter { $0 % harnesses.count == share }.map { pages[$0] }
        }
        let runs = try await withThrowingTaskGroup(of: (Int, Chromium.Run).self) { group in
            for (share, name) in harnesses.enumerated() {
                let url = try Self.harness(name, in: folder, plan: try Self.json(["pages": shares[share]]))
                group.addTask { (share, try await browser.dumpDOM(url, budgetMilliseconds: 60_000)) }
            }
            var runs: [Chromium.Run?] = Array(repeating: nil, count: harnesses.count)
            for try await (share, run) in group { runs[share] = run }
            return runs.compactMap { $0 }
        }
        var reports: [PageReport] = []
        for run in runs { reports += try Self.result([PageReport].self, of: run) }
        reports.sort { $0.page < $1.page }
        let run = Chromium.Run(
            dom: runs.map(\.dom).joined(separator: "\n"), console: runs.flatMap(\.console),
            seconds: runs.map(\.seconds).max() ?? 0)
        var problems: [String] = []
        if reports.map(\.page) != pages { problems.append("opened \(reports.count) of \(pages.count) pages") }
        for report in reports {
            let depth = report.page.split(separator: "/").count - 1
            let root = String(repeating: "../", count: depth)
            func check(_ holds: Bool, _ what: String) { if !holds { problems.append("\(report.page): \(what)") } }
            check(report.lang == "en", "lang is \(report.lang ?? "missing")")
            check(report.viewport, "no viewport meta")
            check(report.root == root, "data-root is \(report.root ?? "missing"), not '\(root)'")
            check(report.search == root + "search.html", "the search form goes to \(report.search ?? "nowhere")")
            for (index, svg) in report.svgs.enumerated() {
                let sized = svg.width != nil && svg.height != nil && svg.viewBox != nil
                check(sized, "SVG \(index + 1) lacks width, height or viewBox")
                check(svg.rendered.allSatisfy { $0 > 0 }, "SVG \(index + 1) renders at \(svg.rendered)")
                check(!(svg.title ?? "").isEmpty, "SVG \(index + 1) has no title")
            }
        }
        return (run, problems)
    }

    @Test("Every page loads without a script error, keeps the layout's promises, and every SVG has a size")
    func everyPageLoads() async throws {
        let folder = try Self.folder("pages")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder)
        try SitePages.writeHarness(into: folder)
        let (run, problems) = try await Self.checkPages(in: folder, browser: browser)
        expect(run.console, equals: [], "no script error or console output")
        expect(problems, equals: [])
    }

    @Test("Control: a quiz page whose data did not load is caught by its console error", .tags(.control))
    func controlMissingQuizData() async throws {
        let folder = try Self.folder("nodata")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder)
        try SitePages.writeHarness(into: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("assets/quiz-data.js"))
        let (run, _) = try await Self.checkPages(in: folder, browser: browser, only: ["quiz.html"])
        withKnownIssue("quiz.html without assets/quiz-data.js") {
            expect(run.console, equals: [], "no script error or console output")
        }
    }

    @Test("Control: a page whose SVG has no size is caught by the page check", .tags(.control))
    func controlUnsizedSVG() async throws {
        let folder = try Self.folder("unsized")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder)
        try SitePages.writeHarness(into: folder)
        let page = SitePages.page(title: "Unsized", root: "../", main: SitePages.diagram(width: 0))
        try page.write(to: folder.appendingPathComponent("creational/unsized.html"), atomically: true, encoding: .utf8)
        let (_, problems) = try await Self.checkPages(
            in: folder, browser: browser, only: ["creational/singleton.html", "creational/unsized.html"])
        withKnownIssue("an SVG without width and height") {
            expect(problems, equals: [])
        }
    }

    @Test("Search, suggestions, a quiz question and its answer show with no script error at 1280×800 and 390×844")
    func screenshots() async throws {
        let folder = try Self.folder("shots")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SitePages.writeSite(to: folder)
        try SitePages.writeHarness(into: folder)
        let artifacts = URL(fileURLWithPath: packageRoot).appendingPathComponent(".build/test-artifacts/site")
        // The search page, the suggestions typing opens on any page, a quiz question and its answer.
        let pages = [
            ("search", "search.html?q=observer"),
            ("suggestions", "shot-check.html?page=creational/index.html&type=delegate"),
            ("quiz", "quiz.html?today=2026-03-02"),
            ("quiz-answer", "shot-check.html?page=quiz.html%3Ftoday%3D2026-03-02&click=quiz-reveal"),
        ]
        let sizes = [(1280, 800), (390, 844)]
        try await withThrowingTaskGroup(of: (String, Chromium.Run).self) { group in
            for (name, page) in pages {
                for (width, height) in sizes {
                    let file = artifacts.appendingPathComponent("\(name)-\(width)x\(height).png")
                    try? FileManager.default.removeItem(at: file)
                    let url = try #require(
                        URL(string: folder.appendingPathComponent("x").absoluteString.dropLast() + page))
                    group.addTask {
                        (file.path, try await browser.screenshot(url, width: width, height: height, to: file))
                    }
                }
            }
            for try await (file, run) in group {
                expect(run.console, equals: [], "no script error on \(file)")
                let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
                expect(size > 1_000, "a screenshot at \(file)")
            }
        }
    }
}
