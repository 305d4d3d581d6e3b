import ContractSupport
import Testing

@testable import StudyKit

/// Six questions of three entries in two families, graded on 2026-05-01 … 05-20.
private struct Catalogue {
    let observerWhat = StudyQuestion(entry: "observer", text: "What is the observer pattern?")
    let observerWeak = StudyQuestion(entry: "observer", text: "Why are subscribers held weakly?")
    let observerKVO = StudyQuestion(entry: "observer", text: "Observer or KVO?")
    let delegationWeak = StudyQuestion(entry: "delegation", text: "Why is a delegate weak?")
    let delegationVsBlocks = StudyQuestion(entry: "delegation", text: "Delegate or closure?")
    let singletonSafe = StudyQuestion(entry: "singleton", text: "Is a static let thread-safe?")

    var all: [StudyQuestion] {
        [observerWhat, observerWeak, observerKVO, delegationWeak, delegationVsBlocks, singletonSafe]
    }

    static let family = ["observer": "communication", "delegation": "communication", "singleton": "creational"]

    /// observerWhat: box 3, due 05-10; observerWeak: box 1, due 05-11; observerKVO: new;
    /// delegationWeak: box 2, due 05-22; delegationVsBlocks: box 1, due 05-21 (missed today);
    /// singletonSafe: box 2, due 05-10.
    func graded() -> StudyProgress {
        var progress = StudyProgress()
        progress.grade(observerWhat, .knew, on: day("2026-05-04"))
        progress.grade(observerWhat, .knew, on: day("2026-05-06"))
        progress.grade(observerWeak, .knew, on: day("2026-05-01"))
        progress.grade(observerWeak, .missed, on: day("2026-05-10"))
        progress.grade(delegationWeak, .knew, on: day("2026-05-20"))
        progress.grade(delegationVsBlocks, .missed, on: day("2026-05-20"))
        progress.grade(singletonSafe, .knew, on: day("2026-05-08"))
        return progress
    }
}

@Suite(
    "What is due, what comes next, and what the learner knows, per entry and per family", .timeLimit(.minutes(1)),
    .watchdog)
struct StudyProgressTests {
    @Test(
        "what is due today: the longest overdue first, then the weaker box, then the catalogue's order; new ones are not due"
    )
    func dueOrder() {
        let progress = catalogue.graded()
        expect(
            progress.due(catalogue.all, on: day("2026-05-20")).map(\.text),
            equals: [
                "Is a static let thread-safe?", "What is the observer pattern?", "Why are subscribers held weakly?",
            ])
        expect(progress.due(catalogue.all, on: day("2026-05-09")).map(\.text), equals: [], "nothing before its day")
        expect(
            progress.due(catalogue.all, on: day("2026-05-22")).map(\.text),
            equals: [
                "Is a static let thread-safe?", "What is the observer pattern?", "Why are subscribers held weakly?",
                "Delegate or closure?", "Why is a delegate weak?",
            ])
        expect(
            progress.due(catalogue.all.reversed(), on: day("2026-05-10")).map(\.text),
            equals: ["Is a static let thread-safe?", "What is the observer pattern?"],
            "on the same day the lower box first, whatever the order given")
        var twins = progress
        twins.grade(catalogue.observerKVO, .knew, on: day("2026-05-08"))
        expect(
            twins.due(catalogue.all, on: day("2026-05-10")).map(\.text),
            equals: ["Observer or KVO?", "Is a static let thread-safe?", "What is the observer pattern?"],
            "the same day and box (KVO and singleton) keep the order given")
        expect(
            twins.due(catalogue.all.reversed(), on: day("2026-05-10")).map(\.text),
            equals: ["Is a static let thread-safe?", "Observer or KVO?", "What is the observer pattern?"],
            "and given reversed, come reversed")
        expect(
            progress.due([catalogue.observerWeak, catalogue.singletonSafe], on: day("2026-05-20")).map(\.entry),
            equals: ["singleton", "observer"], "only the questions asked about")
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("what comes next: the first later day something falls due, and how many then") {
            let progress = catalogue.graded()
            let next = progress.nextReview(catalogue.all, after: day("2026-05-20"))
            expect(next?.day, equals: day("2026-05-21"))
            expect(next?.count, equals: 1)
            let later = progress.nextReview(catalogue.all, after: day("2026-05-21"))
            expect(later?.day, equals: day("2026-05-22"))
            expect(
                progress.nextReview(catalogue.all, after: day("2026-05-22")) == nil, "nothing after the last due day")
            expect(
                StudyProgress().nextReview(catalogue.all, after: day("2026-05-20")) == nil,
                "nothing graded, nothing next")
            var two = StudyProgress()
            two.grade(catalogue.observerWhat, .knew, on: day("2026-05-20"))
            two.grade(catalogue.singletonSafe, .knew, on: day("2026-05-20"))
            expect(two.nextReview(catalogue.all, after: day("2026-05-20"))?.count, equals: 2)
        },
        Check("per family and per entry: questions new, due, being learned and known, and drills passed") {
            var progress = catalogue.graded()
            progress.recordDrill("observer", passed: false, on: day("2026-05-19"))
            progress.recordDrill("observer", passed: true, on: day("2026-05-20"))
            progress.recordDrill("singleton", passed: false, on: day("2026-05-20"))
            progress.recordDrill("retired-drill", passed: true, on: day("2026-05-01"))
            let drills = ["observer", "delegation", "singleton"]
            let today = day("2026-05-20")
            let families = progress.tally(catalogue.all, drills: drills, on: today) { Catalogue.family[$0] ?? "?" }
            expect(
                families["communication"],
                equals: Tally(new: 1, due: 2, learning: 1, known: 1, drills: 2, drillsPassed: 1))
            expect(families["creational"], equals: Tally(due: 1, drills: 1))
            expect(families.count, equals: 2, "the retired drill and the question no longer asked are counted nowhere")
            expect(families["communication"]?.questions, equals: 5)

            let entries = progress.tally(catalogue.all + catalogue.all, drills: drills + drills, on: today) { $0 }
            expect(
                entries["observer"], equals: Tally(new: 1, due: 2, drills: 1, drillsPassed: 1),
                "each question and drill once")
            expect(entries["delegation"], equals: Tally(learning: 1, known: 1, drills: 1))
            expect(entries["singleton"], equals: Tally(due: 1, drills: 1))
        },
        Check(
            "a drill's record: every run counted, the first and the last pass kept, a later failure takes no pass away"
        ) {
            var progress = StudyProgress()
            progress.recordDrill("observer", passed: false, on: day("2026-05-18"))
            expect(
                progress.drills["observer"],
                equals: DrillRecord(
                    attempts: 1, passes: 0, firstPass: nil, lastPass: nil, lastAttempt: day("2026-05-18"),
                    lastPassed: false
                ))
            progress.recordDrill("observer", passed: true, on: day("2026-05-19"))
            progress.recordDrill("observer", passed: false, on: day("2026-05-20"))
            progress.recordDrill("observer", passed: true, on: day("2026-05-22"))
            progress.recordDrill("observer", passed: false, on: day("2026-05-23"))
            expect(
                progress.drills["observer"],
                equals: DrillRecord(
                    attempts: 5, passes: 2, firstPass: day("2026-05-19"), lastPass: day("2026-05-22"),
                    lastAttempt: day("2026-05-23"), lastPassed: false))
            expect(progress.drills["observer"]?.passed == true, "passed once is passed")
            expect(progress.drills["command"] == nil)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

private let catalogue = Catalogue()
