import CatalogKit
import ContractSupport
import Foundation
import StudyKit
import Testing

@testable import PatternsCLI

/// `quiz` with grades, `review` and `progress`, run in process on a scripted input and a
/// fixed day (2026-05-26, read in UTC), each on a progress file of its own.
@Suite("patterns quiz, review and progress remember what the learner knows", .timeLimit(.minutes(1)), .watchdog)
struct StudyCommandTests {
    /// The day the recording console's clock says it is unless told otherwise.
    static let today = StudyDay(year: 2026, month: 5, day: 26) ?? StudyDay(number: 0)

    /// A progress file path in a new folder under the system's temporary folder.
    private static func scratchFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("study-test-\(UUID().uuidString)")
            .appendingPathComponent("progress.json")
    }

    /// Runs the tool on `day` with `input` as standard input, a terminal when `interactive`.
    private static func run(
        _ arguments: [String], input: [String] = [], interactive: Bool = true, day: StudyDay = today,
        width: Int = 80, environment: [String: String] = [:]
    ) async -> (status: Int32, out: String, err: String, unread: [String]) {
        let noon = Date(timeIntervalSince1970: Double(day.number) * 86_400 + 43_200)
        let recorder = RecordingConsole(input: input, interactive: interactive, now: noon)
        let console = recorder.console(width: width, environment: environment)
        let status = await PatternsTool.main(arguments, console: console)
        return (status, recorder.out, recorder.err, recorder.unread)
    }

    private static func load(_ url: URL) throws -> StudyProgress {
        try ProgressFile(url: url).load()
    }

    /// The questions a quiz asked, in order: each `Q:` line under its heading's entry name,
    /// found among the catalogue's questions. The quiz must run wide enough (2,000 columns)
    /// that no question wraps: the longest are over 200 characters.
    private static func asked(_ output: String) throws -> [StudyQuestion] {
        let all = Session.items(of: try Registry.standard.catalog().entries)
        let lines = output.components(separatedBy: "\n")
        return lines.indices.dropFirst().compactMap { index in
            guard lines[index].hasPrefix("Q: ") else { return nil }
            let text = String(lines[index].dropFirst(3))
            let name = lines[index - 1].components(separatedBy: " · ").last ?? ""
            return all.first { $0.entry.name == name && $0.question == text }?.study
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("quiz grades each answer, y knew it and n did not, and saves each on the Leitner schedule") {
            let file = Self.scratchFile()
            let result = await Self.run(
                ["quiz", "--seed", "7", "--count", "2", "--progress", file.path], input: ["", "y", "", "n"],
                width: 2_000)
            expect(result.status, equals: 0, "\(result.err)")
            let asked = try Self.asked(result.out)
            expect(asked.count, equals: 2, "\(result.out)")
            let progress = try Self.load(file)
            expect(progress.questions.count, equals: 2)
            let first = try #require(asked.first.flatMap { progress.questions[$0.id] })
            let second = try #require(asked.last.flatMap { progress.questions[$0.id] })
            expect(first.box, equals: 2)
            expect(first.due, equals: Self.today.adding(days: 2))
            expect(second.box, equals: 1)
            expect(second.due, equals: Self.today.adding(days: 1))
            expect(result.out.contains("Knew 1 of 2, missed 1."), "\(result.out)")
        },
        Check("q stops the quiz with a summary; the grades given before it are saved, none after") {
            let file = Self.scratchFile()
            let result = await Self.run(
                ["quiz", "--seed", "7", "--count", "4", "--progress", file.path], input: ["", "y", "", "q", "", "y"])
            expect(result.status, equals: 0, "\(result.err)")
            expect(result.out.contains("Stopped after 1 of 4."), "\(result.out)")
            expect(result.out.contains("Knew 1 of 1"), "\(result.out)")
            expect(try Self.load(file).questions.count, equals: 1)
            expect(result.unread, equals: ["", "y"])
        },
        Check("anything but y, n or q is asked again; the end of the input stops the quiz without a hang") {
            let file = Self.scratchFile()
            let result = await Self.run(
                ["quiz", "--seed", "7", "--count", "3", "--progress", file.path], input: ["", "maybe", "n", ""])
            expect(result.status, equals: 0, "\(result.err)")
            expect(result.out.contains("Type y (knew it), n (did not) or q (stop)"), "\(result.out)")
            expect(result.out.contains("Stopped after 1 of 3."), "\(result.out)")
            let progress = try Self.load(file)
            expect(progress.questions.values.map(\.lastGrade), equals: [.missed])
        },
        Check("piped, quiz prints questions and answers and records nothing; --grade reads grades from the pipe") {
            let file = Self.scratchFile()
            let piped = await Self.run(
                ["quiz", "--seed", "7", "--count", "2", "--progress", file.path], input: ["y", "y"], interactive: false)
            expect(piped.status, equals: 0, "\(piped.err)")
            expect(!FileManager.default.fileExists(atPath: file.path), "a quiz that grades nothing wrote a file")
            expect(piped.unread.count, equals: 2)
            let graded = await Self.run(
                ["quiz", "--seed", "7", "--count", "3", "--grade", "--progress", file.path], input: ["", "y"],
                interactive: false)
            expect(graded.status, equals: 0, "\(graded.err)")
            expect(try Self.load(file).questions.count, equals: 1)
            expect(graded.out.contains("Stopped after 1 of 3."), "\(graded.out)")
        },
        Check("review asks only what is due today, and says when the next review is when nothing is") {
            let file = Self.scratchFile()
            let quiz = await Self.run(
                ["quiz", "--seed", "7", "--count", "2", "--progress", file.path], input: ["", "y", "", "n"],
                width: 2_000)
            let asked = try Self.asked(quiz.out)
            let sameDay = await Self.run(["review", "--progress", file.path])
            expect(sameDay.status, equals: 0, "\(sameDay.err)")
            let tomorrow = Self.today.adding(days: 1).iso
            expect(
                sameDay.out.contains(
                    "Nothing is due today (2026-05-26). Next review: \(tomorrow), when 1 question is due."),
                "\(sameDay.out)")
            let nextDay = await Self.run(
                ["review", "--progress", file.path], input: ["", "y"], day: Self.today.adding(days: 1), width: 2_000)
            expect(nextDay.status, equals: 0, "\(nextDay.err)")
            let missed = try #require(asked.last)
            expect(try Self.asked(nextDay.out), equals: [missed])
            let record = try #require(try Self.load(file).questions[missed.id])
            expect(record.box, equals: 2)
            expect(record.reviews, equals: 2)
        },
        Check("review with nothing graded says so and points at quiz") {
            let result = await Self.run(["review", "--progress", Self.scratchFile().path])
            expect(result.status, equals: 0, "\(result.err)")
            expect(result.out.contains("no question of the catalogue was graded yet"), "\(result.out)")
        },
        Check("progress shows per family the questions known, learning, due and new, and the drills") {
            let file = Self.scratchFile()
            let catalog = try Registry.standard.catalog()
            let observer = try #require(catalog.resolve("observer"))
            let questions = observer.questions.map { StudyQuestion(entry: observer.id, text: $0.question) }
            try #require(questions.count >= 3)
            try ProgressFile(url: file).update { progress in
                progress.grade(questions[0], .knew, on: Self.today)
                progress.grade(questions[1], .missed, on: Self.today)
                progress.grade(questions[2], .knew, on: Self.today.adding(days: -5))
                progress.recordDrill("observer", passed: true, on: Self.today)
            }
            let result = await Self.run(["progress", "--progress", file.path])
            expect(result.status, equals: 0, "\(result.err)")
            let family = observer.family.id
            let total = catalog.entries.filter { $0.family == observer.family }.reduce(0) { $0 + $1.questions.count }
            let drills = Drill.all.filter { id in
                catalog.entries.contains { $0.id == id.id && $0.family == observer.family }
            }
            let row = try #require(result.out.split(separator: "\n").first { $0.hasPrefix(family + " ") })
            let cells = row.split(separator: " ").map(String.init)
            expect(
                cells, equals: [family, "\(total)", "1", "1", "1", "\(total - 3)", "1", "of", "\(drills.count)"],
                "\(result.out)")
            expect(result.out.contains("1 due today: 'patterns review' asks them."), "\(result.out)")
            // A table: every row's numbers end where the header's titles end, whatever the
            // family's name (the longest one, 'communication', once pushed its row one column on).
            let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { !$0.hasPrefix("Family") }.prefix { !$0.isEmpty }
            let header = try #require(lines.first)
            let ends = ["Questions", "Known", "Learning", "Due", "New"].compactMap { title in
                header.range(of: title).map { header.distance(from: header.startIndex, to: $0.upperBound) }
            }
            for line in lines.dropFirst() {
                let text = Array(line)
                for end in ends {
                    expect(end <= text.count && text[end - 1].isNumber, "'\(line)' has no number ending at \(end)")
                }
            }
        },
        Check("quiz by entry asks only that entry's questions; by tag, only the tagged entries'") {
            let catalog = try Registry.standard.catalog()
            let observer = await Self.run(["quiz", "observer", "--count", "100"], interactive: false, width: 300)
            expect(observer.status, equals: 0, "\(observer.err)")
            let expected = try #require(catalog.resolve("observer"))
            let names = Set(
                observer.out.split(separator: "\n").filter { $0.contains(" · ") }.map { $0.split(separator: "·")[1] })
            expect(names, equals: [" " + Substring(expected.name)])
            expect(observer.out.components(separatedBy: "\nQ: ").count - 1, equals: expected.questions.count)

            let tagged = catalog.entries.filter { $0.tags.contains("inheritance") }
            try #require(tagged.count > 1)
            let byTag = await Self.run(["quiz", "inheritance", "--count", "1000"], interactive: false, width: 300)
            expect(byTag.status, equals: 0, "\(byTag.err)")
            expect(
                byTag.out.components(separatedBy: "\nQ: ").count - 1,
                equals: tagged.reduce(0) { $0 + $1.questions.count })
            let unknown = await Self.run(["quiz", "no-such-thing"], interactive: false)
            expect(unknown.status, equals: 64)
        },
        Check("questions are wrapped to the terminal's width") {
            let result = await Self.run(["quiz", "--seed", "11", "--count", "20"], interactive: false, width: 40)
            expect(result.status, equals: 0, "\(result.err)")
            let lines = result.out.components(separatedBy: "\n")
            let questionLines = lines.indices.filter { lines[$0].hasPrefix("Q: ") }.flatMap { start in
                lines[start...].prefix { !$0.isEmpty && !$0.hasPrefix("  ") }
            }
            expect(questionLines.count > 20, "no question took more than a line at width 40")
            expect(questionLines.allSatisfy { $0.count <= 40 }, "\(questionLines.filter { $0.count > 40 })")
        },
        Check("a damaged progress file: exit 65, the path and what is wrong, and the file untouched") {
            let file = Self.scratchFile()
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = Data("{\"format\": \"swiftpatterns-progress\", \"version\": 1, \"questions\": {".utf8)
            try bytes.write(to: file)
            for arguments in [["quiz", "--count", "1"], ["review"], ["progress"]] {
                let result = await Self.run(arguments + ["--progress", file.path], input: ["", "y"])
                expect(result.status, equals: 65, "\(arguments): \(result.err)")
                expect(result.err.contains(file.path), "\(result.err)")
                expect(result.err.contains("is damaged"), "\(result.err)")
                expect(result.err.contains("move it aside"), "\(result.err)")
                expect(try Data(contentsOf: file), equals: bytes)
            }
        },
        Check("--progress chooses the file over SWIFTPATTERNS_PROGRESS, which chooses it over the data folder") {
            let fromOption = Self.scratchFile()
            let fromVariable = Self.scratchFile()
            let dataHome = Self.scratchFile().deletingLastPathComponent()
            let environment = ["SWIFTPATTERNS_PROGRESS": fromVariable.path, "XDG_DATA_HOME": dataHome.path]
            _ = await Self.run(
                ["quiz", "--count", "1", "--progress", fromOption.path], input: ["", "y"], environment: environment)
            expect(try Self.load(fromOption).questions.count, equals: 1)
            expect(!FileManager.default.fileExists(atPath: fromVariable.path))
            _ = await Self.run(["quiz", "--count", "1"], input: ["", "n"], environment: environment)
            expect(try Self.load(fromVariable).questions.count, equals: 1)
            _ = await Self.run(
                ["quiz", "--count", "1"], input: ["", "n"], environment: ["XDG_DATA_HOME": dataHome.path])
            let xdg = dataHome.appendingPathComponent("swiftpatterns/progress.json")
            expect(try Self.load(xdg).questions.count, equals: 1)
        },
        Check("study ranks the entries by how many fixture questions each answers, with what the learner knows") {
            let file = Self.scratchFile()
            let catalog = try Registry.standard.catalog()
            // The tool carries the fixture the search tests read, row for row.
            let embedded = Session.questionFixture(in: Registry.standard.catalogFiles)
            expect(InterviewQuestion.rows(of: embedded).rows, equals: interviewQuestions)
            // The study path's lighter reading of it keeps every row's entries and source.
            let light = InterviewQuestion.asked(in: embedded)
            expect(light.map(\.answers), equals: interviewQuestions.map(\.answers))
            expect(light.map(\.source), equals: interviewQuestions.map(\.source))
            var asked: [String: Int] = [:]
            for question in interviewQuestions { for id in Set(question.answers) { asked[id, default: 0] += 1 } }
            let top = try #require(asked.max { ($0.value, $1.key) < ($1.value, $0.key) })
            let entry = try #require(catalog.resolve(top.key))
            let question = StudyQuestion(entry: entry.id, text: try #require(entry.questions.first).question)
            try ProgressFile(url: file).update { progress in
                progress.grade(question, .knew, on: Self.today)
                progress.recordDrill(entry.id, passed: true, on: Self.today)
            }
            let result = await Self.run(["study", "--count", "5", "--progress", file.path], width: 200)
            expect(result.status, equals: 0, "\(result.err)")
            let rows = Self.rows(of: result.out)
            expect(rows.map { $0[1] }.count, equals: 5, "\(result.out)")
            // The first row is the most asked entry, with its count, its one known question, and
            // its drill passed when it has one.
            let first = try #require(rows.first)
            expect(first[1], equals: entry.id, "\(result.out)")
            expect(first[3], equals: "\(top.value)", "\(result.out)")
            expect(first[5...8].joined(separator: " "), equals: "1 of \(entry.questions.count) known", "\(result.out)")
            let hasDrill = Drill.all.contains { $0.id == entry.id }
            expect(first.last, equals: hasDrill ? "passed" : "-", "\(result.out)")
            // Counts never rise down the path.
            let counts = rows.compactMap { Int($0[3]) }
            expect(counts, equals: counts.sorted(by: >), "\(result.out)")
        },
        Check("study --family keeps one family; --json says the same as the table; --count 0 is a usage error") {
            let file = Self.scratchFile()
            let catalog = try Registry.standard.catalog()
            let text = await Self.run(["study", "--family", "ui", "--count", "3", "--progress", file.path], width: 200)
            let json = await Self.run(["study", "--family", "ui", "--count", "3", "--json", "--progress", file.path])
            expect(text.status, equals: 0, "\(text.err)")
            let ids = Self.rows(of: text.out).map { $0[1] }
            expect(ids.count, equals: 3, "\(text.out)")
            expect(ids.allSatisfy { id in catalog.resolve(id)?.family.id == "ui" }, "\(ids)")
            struct Path: Decodable {
                struct Stop: Decodable { var id: String, rank: Int, asked: Int }
                var fixtureQuestions: Int
                var path: [Stop]
            }
            let decoded = try JSONDecoder().decode(Path.self, from: Data(json.out.utf8))
            expect(decoded.path.map(\.id), equals: ids)
            expect(decoded.path.map(\.rank), equals: [1, 2, 3])
            expect(decoded.fixtureQuestions, equals: interviewQuestions.count)
            let zero = await Self.run(["study", "--count", "0"])
            expect(zero.status, equals: 64, "\(zero.err)")
            expect(zero.err.contains("--count"), "\(zero.err)")
        },
        Check("progress --json gives the table's figures, and a total that adds them up") {
            let file = Self.scratchFile()
            let catalog = try Registry.standard.catalog()
            let observer = try #require(catalog.resolve("observer"))
            let question = StudyQuestion(entry: observer.id, text: try #require(observer.questions.first).question)
            try ProgressFile(url: file).update { progress in
                progress.grade(question, .missed, on: Self.today.adding(days: -3))
            }
            let result = await Self.run(["progress", "--json", "--progress", file.path])
            expect(result.status, equals: 0, "\(result.err)")
            struct Counts: Decodable { var total: Int, known: Int, learning: Int, due: Int, new: Int }
            struct Family: Decodable { var family: String, questions: Counts, drills: Int, drillsPassed: Int }
            struct Progress: Decodable { var day: String, families: [Family], total: Family }
            let progress = try JSONDecoder().decode(Progress.self, from: Data(result.out.utf8))
            expect(progress.day, equals: "2026-05-26")
            let communication = try #require(progress.families.first { $0.family == observer.family.id })
            expect(communication.questions.due, equals: 1)
            expect(progress.total.questions.total, equals: catalog.entries.reduce(0) { $0 + $1.questions.count })
            expect(progress.total.questions.due, equals: 1)
            expect(progress.total.drills, equals: progress.families.reduce(0) { $0 + $1.drills })
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    /// The rows of `study`'s table: the lines whose first word is a rank, split into words.
    static func rows(of output: String) -> [[String]] {
        var rows: [[String]] = []
        for line in output.split(separator: "\n") {
            let words: [String] = line.split(separator: " ").map(String.init)
            if let first = words.first, Int(first) != nil { rows.append(words) }
        }
        return rows
    }

}
