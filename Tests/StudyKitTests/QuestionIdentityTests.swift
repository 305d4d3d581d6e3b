import ContractSupport
import Testing

@testable import StudyKit

/// How a catalogue version names its questions: entry, question and answer in, the key of
/// the history out. The real one ignores the answer (``StudyQuestion`` is never given one).
struct IdentityUnderTest: Sendable {
    let key: @Sendable (_ entry: String, _ question: String, _ answer: String) -> String

    static let real = IdentityUnderTest { entry, question, _ in StudyQuestion(entry: entry, text: question).id.key }
}

/// A learner grades a question of catalogue version 1; version 2 edits it with `edit`. Does
/// version 2 find the history?
func historySurvives(
    _ identity: IdentityUnderTest, edit: (inout (question: String, answer: String)) -> Void
) -> Bool {
    var item = (question: "Why is a delegate `weak`?", answer: "To avoid a retain cycle: the owner holds the host.")
    var progress: [String: QuestionRecord] = [:]
    progress[identity.key("delegation", item.question, item.answer)] = LeitnerSchedule.record(
        of: item.question, after: nil, grade: .knew, on: day("2026-05-20"))
    edit(&item)
    return progress[identity.key("delegation", item.question, item.answer)] != nil
}

@Suite("Question identity: a history outlives new catalogue versions", .timeLimit(.minutes(1)), .watchdog)
struct QuestionIdentityTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the same question has the same id in every process and every version of the tool (pinned values)") {
            expect(
                StudyQuestion(entry: "observer", text: "What is the observer pattern?").id.key,
                equals: "observer:" + hex(QuestionID.fnv1a("what is the observer pattern")))
            expect(QuestionID.fnv1a(""), equals: 0xcbf2_9ce4_8422_2325, "FNV-1a 64's offset basis")
            expect(QuestionID.fnv1a("a"), equals: 0xaf63_dc4c_8601_ec8c, "FNV-1a 64 of 'a', the published test vector")
            expect(
                QuestionID.fnv1a("foobar"), equals: 0x8594_4171_f739_67e8,
                "FNV-1a 64 of 'foobar', the published test vector")
            expect(
                StudyQuestion(entry: "singleton", text: "How do you write a thread-safe singleton in Swift?").id.key,
                equals: "singleton:740962abadfbb0d6", "the value an independent FNV-1a gives")
        },
        Check("editing an answer keeps the question's history") {
            expect(
                historySurvives(.real) {
                    $0.answer = "Because the owner holds the host strongly; weak breaks the cycle."
                })
        },
        Check("curly quotes and compatibility characters are the same as plain ones") {
            let plain = StudyQuestion(entry: "x", text: "What's the \"shared\" instance?").id
            expect(
                StudyQuestion(entry: "x", text: "What\u{2019}s the \u{201C}shared\u{201D} instance?").id, equals: plain)
            expect(
                StudyQuestion(entry: "x", text: "What's the \"shared\" instance\u{FF1F}").id, equals: plain,
                "a full-width ?")
            expect(
                StudyQuestion(entry: "x", text: "Cafe\u{301}?").id,
                equals: StudyQuestion(entry: "x", text: "Caf\u{E9}").id,
                "decomposed and composed accents")
        },
        Check("a question whose wording changes starts afresh, and the old history stays in the file") {
            expect(!historySurvives(.real) { $0.question = "Why must a delegate property be weak?" })
            expect(!historySurvives(.real) { $0.question = "Why is a delegate strong?" })

            var progress = StudyProgress()
            let old = StudyQuestion(entry: "delegation", text: "Why is a delegate weak?")
            let new = StudyQuestion(entry: "delegation", text: "Why must a delegate be weak?")
            progress.grade(old, .knew, on: day("2026-05-20"))
            expect(progress.status(of: new, on: day("2026-05-21")), equals: .new)
            let tally = progress.tally([new], drills: [], on: day("2026-05-22"), by: { $0 })
            expect(tally["delegation"], equals: Tally(new: 1), "the old record is counted nowhere")
            progress.grade(new, .missed, on: day("2026-05-22"))
            expect(progress.questions[old.id]?.box, equals: 2, "the old record is kept, untouched")
            expect(progress.questions.count, equals: 2)
        },
        Check("a key is read back only when it is an entry id, a colon and sixteen lowercase hex digits") {
            let id = StudyQuestion(entry: "key-value-observing", text: "What is KVO?").id
            expect(QuestionID(key: id.key), equals: id)
            expect(QuestionID(key: "observer:000000000000000a")?.fingerprint, equals: 10)
            for bad in [
                "observer", "observer:", "observer:12", "observer:000000000000000A", "Observer:000000000000000a",
                ":000000000000000a", "obs erver:000000000000000a", "observer:000000000000000g", "-a:000000000000000a",
                "observer:0000000000000000a",
            ] {
                expect(QuestionID(key: bad) == nil, "'\(bad)' is not a key")
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "an edit that changes no word keeps the history: case, spacing, code and emphasis marks, quotes, final punctuation",
        arguments: [
            "why is a delegate weak?", "Why is a delegate weak", "Why  is a\ndelegate `weak`?",
            "Why is a delegate *weak*?",
            "  Why is a delegate `weak` ?  ", "Why is a delegate **`weak`**.",
        ])
    func formattingKeepsHistory(edited: String) {
        expect(historySurvives(.real) { $0.question = edited }, "'\(edited)'")
    }

    @Test("the same question under two entries has two histories")
    func entryIsPartOfIdentity() {
        let delegation = StudyQuestion(entry: "delegation", text: "Delegate or notification?")
        let notification = StudyQuestion(entry: "notification", text: "Delegate or notification?")
        expect(delegation.id != notification.id)
        var progress = StudyProgress()
        progress.grade(delegation, .knew, on: day("2026-05-20"))
        expect(progress.status(of: notification, on: day("2026-05-20")), equals: .new)
    }

    @Test(
        "control: an identity that hashes the answer too loses the history when the answer is edited", .tags(.control))
    func controlAnswerInIdentity() {
        let withAnswer = IdentityUnderTest { entry, question, answer in
            "\(entry):\(hex(QuestionID.fnv1a(QuestionID.normalized(question) + answer)))"
        }
        withKnownIssue { expect(historySurvives(withAnswer) { $0.answer = "Because the owner holds the host." }) }
    }

    @Test("control: an identity of the raw text loses the history when only the formatting changes", .tags(.control))
    func controlRawTextIdentity() {
        let raw = IdentityUnderTest { entry, question, _ in "\(entry):\(hex(QuestionID.fnv1a(question)))" }
        withKnownIssue { expect(historySurvives(raw) { $0.question = "Why is a delegate *weak*?" }) }
    }
}

private func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
