import ContractSupport
import Testing

@testable import StudyKit

/// Seven questions from three lists.
private let asked: [StudyPath.AskedQuestion] = [
    .init(answers: ["singleton"], source: "list A"),
    .init(answers: ["singleton", "lazy-initialization"], source: "list A"),
    .init(answers: ["singleton"], source: "list A"),
    .init(answers: ["delegation", "observer"], source: "list B"),
    .init(answers: ["observer", "delegation"], source: "list C"),
    .init(answers: ["mvvm", "observer", "observer"], source: "list A"),
    .init(answers: ["delegation", "retired-entry"], source: "list B"),
]
private let catalogue = ["delegation", "lazy-initialization", "mvvm", "observer", "singleton", "visitor"]

@Suite("The study path: the entries interviews ask about most, first", .timeLimit(.minutes(1)), .watchdog)
struct StudyPathTests {
    @Test(
        "entries are ranked by how many fixture questions they answer, a question counting once for each entry it names"
    )
    func rankedByQuestions() {
        let path = StudyPath.ranked(asked, entries: catalogue)
        expect(
            path,
            equals: [
                StudyPath.Stop(entry: "observer", questions: 3, sources: 3),
                StudyPath.Stop(entry: "delegation", questions: 3, sources: 2),
                StudyPath.Stop(entry: "singleton", questions: 3, sources: 1),
                StudyPath.Stop(entry: "lazy-initialization", questions: 1, sources: 1),
                StudyPath.Stop(entry: "mvvm", questions: 1, sources: 1),
            ])
    }

    @Test("a tie goes to the entry more lists ask about, then to the id, so the path is the same every run")
    func tiesAreStable() {
        let path = StudyPath.ranked(asked, entries: catalogue)
        expect(
            path.prefix(3).map(\.entry), equals: ["observer", "delegation", "singleton"],
            "3 questions each: 3, 2, 1 lists")
        expect(path.suffix(2).map(\.entry), equals: ["lazy-initialization", "mvvm"], "1 question, 1 list each: by id")
        expect(
            StudyPath.ranked(asked.reversed(), entries: catalogue.reversed()), equals: path,
            "the input's order does not matter")
    }

    @Test("ids the catalogue does not hold and entries no question asks about are not on the path; the limit cuts it")
    func onlyAskedCatalogueEntries() {
        let path = StudyPath.ranked(asked, entries: catalogue)
        expect(!path.contains { $0.entry == "retired-entry" }, "an id the catalogue no longer holds")
        expect(!path.contains { $0.entry == "visitor" }, "an entry no question asks about")
        expect(StudyPath.ranked(asked, entries: catalogue, limit: 2).map(\.entry), equals: ["observer", "delegation"])
        expect(StudyPath.ranked(asked, entries: catalogue, limit: 0), equals: [])
        expect(StudyPath.ranked([], entries: catalogue), equals: [])
        expect(path.first?.description, equals: "observer (3 questions, 3 lists)")
    }
}
