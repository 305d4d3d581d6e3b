import ContractSupport
import Foundation
import Testing

@testable import StudyKit

/// The file of one question known on 2026-05-20 and one drill passed that day, as the
/// format's documentation shows it.
let oneOfEach = """
    {
      "format": "swiftpatterns-progress",
      "version": 1,
      "questions": {
        "observer:9b2755043d177292": {"box": 2, "due": "2026-05-22", "firstReviewed": "2026-05-20", "lastGrade": "knew", "lastReviewed": "2026-05-20", "misses": 0, "question": "What is the observer pattern?", "reviews": 1}
      },
      "drills": {
        "observer": {"attempts": 1, "firstPass": "2026-05-20", "lastAttempt": "2026-05-20", "lastPass": "2026-05-20", "lastPassed": true, "passes": 1}
      }
    }

    """

/// A way a file can be damaged: the text, and words the reason must hold.
struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let reason: String
    var testDescription: String { name }

    /// `oneOfEach` with `find` replaced by `replace`.
    static func edit(_ name: String, _ find: String, _ replace: String, _ reason: String) -> Damage {
        precondition(oneOfEach.contains(find), "'\(find)' is not in the sample")
        return Damage(name: name, text: oneOfEach.replacingOccurrences(of: find, with: replace), reason: reason)
    }

    static let all: [Damage] = [
        Damage(name: "empty", text: "", reason: "the file is empty"),
        Damage(name: "not JSON", text: "box: 2\ndue: tomorrow\n", reason: "it is not valid JSON"),
        Damage(
            name: "cut short", text: String(oneOfEach.prefix(200)),
            reason: "(it may have been cut short)"),
        Damage(name: "an array", text: "[1, 2]", reason: "at the top level: expected an object"),
        Damage(
            name: "another program's JSON", text: "{\"format\": \"other\", \"version\": 1}",
            reason: "its 'format' is 'other'"),
        Damage(name: "no format", text: "{\"version\": 1}", reason: "it has no 'format': 'swiftpatterns-progress'"),
        Damage(name: "no version", text: "{\"format\": \"swiftpatterns-progress\"}", reason: "it has no 'version'"),
        edit("a version in words", "\"version\": 1", "\"version\": \"1\"", "its 'version' is not a whole number"),
        edit(
            "box 0", "\"box\": 2", "\"box\": 0",
            "at 'questions.observer:9b2755043d177292.box': 0 is out of range (from 1 to 8)"),
        edit("box 9", "\"box\": 2", "\"box\": 9", "9 is out of range (from 1 to 8)"),
        edit(
            "a box in words", "\"box\": 2", "\"box\": \"two\"",
            "at 'questions.observer:9b2755043d177292.box': expected a whole number"),
        edit(
            "a date that is not one", "\"due\": \"2026-05-22\"", "\"due\": \"2026-13-01\"",
            "'2026-13-01' is not a date (YYYY-MM-DD)"),
        edit(
            "an unknown grade", "\"lastGrade\": \"knew\"", "\"lastGrade\": \"maybe\"",
            "'maybe' is not a grade ('knew' or 'missed')"),
        edit("an unknown key", "\"box\": 2,", "\"box\": 2, \"ease\": 2.5,", "'ease' is not a key of the format"),
        edit(
            "an unknown key at the top", "\"version\": 1,", "\"version\": 1, \"theme\": \"dark\",",
            "'theme' is not a key of the format"),
        edit("a missing key", "\"due\": \"2026-05-22\", ", "", "the key 'due' is missing"),
        edit(
            "a null", "\"question\": \"What is the observer pattern?\"", "\"question\": null",
            "expected a string, found null"),
        edit(
            "a key that is no question id", "observer:9b2755043d177292", "Observer:xyz",
            "'Observer:xyz' is not a question id"),
        edit(
            "more misses than reviews", "\"misses\": 0", "\"misses\": 2",
            "at 'questions.observer:9b2755043d177292.misses': 2 is out of range (from 0 to 1)"),
        edit("no reviews", "\"reviews\": 1", "\"reviews\": 0", "0 is out of range (at least 1)"),
        edit(
            "reviewed first after last", "\"firstReviewed\": \"2026-05-20\"", "\"firstReviewed\": \"2026-05-21\"",
            "'2026-05-21' is after 'lastReviewed'"),
        Damage(
            name: "questions as a list",
            text: "{\"format\": \"swiftpatterns-progress\", \"version\": 1, \"questions\": [], \"drills\": {}}",
            reason: "at 'questions': expected an object"),
        edit(
            "more passes than attempts", "\"passes\": 1", "\"passes\": 2",
            "at 'drills.observer.passes': 2 is out of range (from 0 to 1)"),
        edit(
            "a pass with no day", "\"firstPass\": \"2026-05-20\", ", "",
            "'firstPass' and 'lastPass' are there exactly when 'passes' is above 0"),
        edit(
            "a drill id that is not one", "\"observer\": {\"attempts\"", "\"Observer!\": {\"attempts\"",
            "'Observer!' is not a drill id"),
        edit("a yes for a Boolean", "\"lastPassed\": true", "\"lastPassed\": \"yes\"", "expected true or false"),
        Damage(
            name: "not UTF-8", text: String(decoding: [0x7B, 0xFF, 0xFE, 0x7D], as: UTF8.self),
            reason: "it is not valid JSON"),
    ]
}

@Suite("The progress file's format: versioned JSON, read strictly", .timeLimit(.minutes(1)), .watchdog)
struct ProgressFormatTests {
    @Test("the file is the documented JSON: format, version, one question or drill a line, keys sorted")
    func pinnedEncoding() throws {
        var progress = StudyProgress()
        progress.grade(
            StudyQuestion(entry: "observer", text: "What is the observer pattern?"), .knew, on: day("2026-05-20"))
        progress.recordDrill("observer", passed: true, on: day("2026-05-20"))
        expect(String(decoding: ProgressFormat.encode(progress), as: UTF8.self), equals: oneOfEach)
        expect(
            String(decoding: ProgressFormat.encode(StudyProgress()), as: UTF8.self),
            equals:
                "{\n  \"format\": \"swiftpatterns-progress\",\n  \"version\": 1,\n  \"questions\": {},\n  \"drills\": {}\n}\n"
        )
        expect(try ProgressFormat.decode(Data(oneOfEach.utf8), path: "p"), equals: progress)
    }

    @Test("what is written is read back the same, quotes, tabs and control characters included, and in the same bytes")
    func roundTrip() throws {
        let progress = sampleProgress()
        let data = ProgressFormat.encode(progress)
        let read = try ProgressFormat.decode(data, path: "p")
        expect(read, equals: progress)
        expect(ProgressFormat.encode(read), equals: data, "two saves of the same progress are the same bytes")
        expect(try JSONSerialization.jsonObject(with: data) is [String: Any], "any JSON reader reads it")
    }

    @Test("a damaged file is a clear error naming the place and what is wrong", arguments: Damage.all)
    func damagedFileIsAnError(damage: Damage) {
        do {
            let progress = try ProgressFormat.decode(Data(damage.text.utf8), path: "/data/progress.json")
            expect(false, "\(damage.name) was read as \(progress)")
        } catch .damaged(let path, let reason) {
            expect(path, equals: "/data/progress.json")
            expect(reason.contains(damage.reason), "'\(reason)' says '\(damage.reason)'")
        } catch {
            expect(false, "\(damage.name): \(error)")
        }
    }

    @Test("a file cut short at any byte is damaged, never read as less progress")
    func everyTruncationIsDamage() {
        let data = ProgressFormat.encode(sampleProgress())
        // Without its last byte (the final line break) the file is whole: every shorter cut.
        for length in 0..<(data.count - 1) {
            do {
                _ = try ProgressFormat.decode(data.prefix(length), path: "p")
                expect(false, "the first \(length) of \(data.count) bytes were read as a progress")
            } catch .damaged {
            } catch {
                expect(false, "\(length): \(error)")
            }
        }
    }

    @Test("a file of another version is refused with both versions named, newer or older")
    func unknownVersion() {
        for found in [3, 0, 17] {
            let text = oneOfEach.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \(found)")
            #expect(throws: ProgressError.unsupportedVersion(path: "/p.json", found: found)) {
                try ProgressFormat.decode(Data(text.utf8), path: "/p.json")
            }
        }
        let newer = ProgressError.unsupportedVersion(path: "/p.json", found: 3).description
        expect(
            newer.contains("format version 3, but this patterns reads versions 1 to 2 (a newer patterns wrote it)"),
            "\(newer)")
        expect(newer.contains("mv '/p.json' '/p.json.v3'"), "\(newer)")
        expect(ProgressError.unsupportedVersion(path: "/p.json", found: 3).exitStatus, equals: 65)
    }

    @Test("the error names the file, says it is kept, and how to start again; the command exits 65")
    func errorTellsHowToRecover() {
        let error = ProgressError.damaged(
            path: "/home/a/.local/share/swiftpatterns/progress.json", reason: "the file is empty")
        expect(
            error.description,
            equals:
                "the progress file '/home/a/.local/share/swiftpatterns/progress.json' is damaged: the file is empty. "
                + "It is left as it is and nothing is saved over it. To start again with no progress, move it aside "
                + "(mv '/home/a/.local/share/swiftpatterns/progress.json' "
                + "'/home/a/.local/share/swiftpatterns/progress.json.damaged') and run the command again.")
        expect(error.exitStatus, equals: 65)
        expect(error.path, equals: "/home/a/.local/share/swiftpatterns/progress.json")
        expect(
            ProgressError.failed(path: "/p", operation: "write", reason: "No space left on device").exitStatus,
            equals: 1)
    }

}
