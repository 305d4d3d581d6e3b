import Foundation

/// The progress file's format, version 2 (version 1 without `hints`): one JSON object, written by ``encode(_:)`` and read
/// by ``decode(_:path:)``.
///
/// ```json
/// {
///   "format": "swiftpatterns-progress",
///   "version": 1,
///   "questions": {
///     "observer:6f1d9a0c4e2b7358": {"box": 3, "due": "2026-05-24", "firstReviewed": "2026-05-12", "lastGrade": "knew", "lastReviewed": "2026-05-20", "misses": 1, "question": "What is the observer pattern?", "reviews": 4}
///   },
///   "drills": {
///     "observer": {"attempts": 3, "firstPass": "2026-05-19", "lastAttempt": "2026-05-20", "lastPass": "2026-05-20", "lastPassed": true, "passes": 2}
///   }
/// }
/// ```
///
/// - `format`: always `"swiftpatterns-progress"`; a JSON file without it is another
///   program's, and is refused.
/// - `version`: the format's version, `1`. A reader refuses any other version (a newer
///   patterns may have added what this one would drop), and a writer never changes the
///   meaning of a key without raising it.
/// - `questions`: one member per question ever graded. The key is its ``QuestionID``: the
///   entry's id, a colon, and the question's fingerprint in sixteen lowercase hexadecimal
///   digits. The value: `box` (the Leitner box, 1 to 8), `due` (the day it is due again),
///   `firstReviewed` and `lastReviewed` (the first and last day it was graded), `lastGrade`
///   (`"knew"` or `"missed"`), `reviews` (times graded, at least 1), `misses` (of those, the
///   misses), `question` (its text when last graded, for a reader of the file).
/// - `hints` (version 2, present only when some hint was shown): per drill id, how many of
///   its hints `patterns drill <id> --hint` has shown (at least 1); the next call shows the
///   one after. A file without hints is written as version 1, so an older patterns reads it.
/// - `drills`: one member per drill ever checked, keyed by the drill's id (its entry's id):
///   `attempts` (runs of its checks, at least 1), `passes` (of those, the passed runs),
///   `firstPass` and `lastPass` (the days, present exactly when `passes` is above 0),
///   `lastAttempt` (the day of the last run) and `lastPassed` (whether it passed).
///
/// Days are the learner's calendar days, `YYYY-MM-DD`. Members are written in this order,
/// keys sorted, one question or drill a line, so two saves of the same progress are the same
/// bytes and a person can read and diff the file. Reading is strict: a missing or unknown
/// key, a value of the wrong type or out of range makes the file damaged, so nothing a
/// newer or hand-edited file holds is silently dropped by the next save.
public enum ProgressFormat {
    /// The value of `format`.
    public static let name = "swiftpatterns-progress"
    /// The newest version, which this code writes when the progress holds hints (it writes
    /// version 1 when not; see ``encode(_:)``).
    public static let version = 2
    /// The versions this code reads.
    public static let readableVersions: ClosedRange<Int> = 1...2

    /// The file's bytes for `progress`. Save through ``ProgressFile/update(_:)``, which holds
    /// the lock and refuses to write over a damaged file: writing these bytes by other means
    /// skips both.
    public static func encode(_ progress: StudyProgress) -> Data {
        var out = JSONWriter()
        out.reserve(256 + progress.questions.count * 300 + progress.drills.count * 200)
        out.raw("{\n  \"format\": ")
        out.string(name)
        out.raw(",\n  \"version\": ")
        // Version 1 when there is nothing version 2 added, so a patterns that reads only
        // version 1 still reads the file of a learner who never asked for a hint.
        out.number(progress.hints.isEmpty ? 1 : version)
        out.raw(",\n  \"questions\": {")
        let questions = progress.questions.map { (key: $0.key.key, record: $0.value) }.sorted { $0.key < $1.key }
        for (index, (key, record)) in questions.enumerated() {
            out.raw(index == 0 ? "\n    " : ",\n    ")
            out.string(key)
            out.raw(": {\"box\": ")
            out.number(record.box)
            out.raw(", \"due\": ")
            out.day(record.due)
            out.raw(", \"firstReviewed\": ")
            out.day(record.firstReviewed)
            out.raw(", \"lastGrade\": ")
            out.string(record.lastGrade.rawValue)
            out.raw(", \"lastReviewed\": ")
            out.day(record.lastReviewed)
            out.raw(", \"misses\": ")
            out.number(record.misses)
            out.raw(", \"question\": ")
            out.string(record.question)
            out.raw(", \"reviews\": ")
            out.number(record.reviews)
            out.raw("}")
        }
        out.raw(questions.isEmpty ? "},\n  \"drills\": {" : "\n  },\n  \"drills\": {")
        let drills = progress.drills.sorted { $0.key < $1.key }
        for (index, (id, record)) in drills.enumerated() {
            out.raw(index == 0 ? "\n    " : ",\n    ")
            out.string(id)
            out.raw(": {\"attempts\": ")
            out.number(record.attempts)
            if let firstPass = record.firstPass {
                out.raw(", \"firstPass\": ")
                out.day(firstPass)
            }
            out.raw(", \"lastAttempt\": ")
            out.day(record.lastAttempt)
            if let lastPass = record.lastPass {
                out.raw(", \"lastPass\": ")
                out.day(lastPass)
            }
            out.raw(
                record.lastPassed ? ", \"lastPassed\": true, \"passes\": " : ", \"lastPassed\": false, \"passes\": ")
            out.number(record.passes)
            out.raw("}")
        }
        guard !progress.hints.isEmpty else {
            out.raw(drills.isEmpty ? "}\n}\n" : "\n  }\n}\n")
            return Data(out.bytes)
        }
        out.raw(drills.isEmpty ? "},\n  \"hints\": {" : "\n  },\n  \"hints\": {")
        for (index, (id, shown)) in progress.hints.sorted(by: { $0.key < $1.key }).enumerated() {
            out.raw(index == 0 ? "\n    " : ",\n    ")
            out.string(id)
            out.raw(": ")
            out.number(shown)
        }
        out.raw("\n  }\n}\n")
        return Data(out.bytes)
    }

    /// The progress `data` holds, read from the file at `path` (named in the errors).
    ///
    /// - Throws: ``ProgressError/damaged(path:reason:)`` when `data` is not a progress file
    ///   of this format (not JSON, truncated, another program's JSON, a value that breaks a
    ///   rule above), ``ProgressError/unsupportedVersion(path:found:)`` when its version is
    ///   not ``version``.
    public static func decode(_ data: Data, path: String) throws(ProgressError) -> StudyProgress {
        guard !data.isEmpty else { throw .damaged(path: path, reason: "the file is empty") }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .damaged(path: path, reason: "it is not valid JSON: it is not UTF-8 text")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw .damaged(path: path, reason: "it is not valid JSON: \(error)")
        }
        guard case .object(let members) = root else {
            throw .damaged(path: path, reason: "at the top level: expected an object, found \(root.kind)")
        }
        let top = Object(members: members, path: [])
        guard case .string(let format)? = top["format"], format == name else {
            throw .damaged(
                path: path,
                reason: top["format"].map { "its 'format' is \(quotedValue($0)), not '\(name)'" }
                    ?? "it has no 'format': '\(name)', so it is not a SwiftPatterns progress file")
        }
        guard let versionValue = top["version"] else { throw .damaged(path: path, reason: "it has no 'version'") }
        guard case .number(let versionText) = versionValue, let found = Int(versionText) else {
            throw .damaged(path: path, reason: "its 'version' is not a whole number")
        }
        guard readableVersions.contains(found) else { throw .unsupportedVersion(path: path, found: found) }
        do {
            return try body(top, version: found)
        } catch {
            throw .damaged(path: path, reason: error.description)
        }
    }

    /// `format` and `version` checked, the rest of version `version`.
    private static func body(_ top: Object, version: Int) throws(Fault) -> StudyProgress {
        try top.onlyKeys(["format", "version", "questions", "drills"] + (version >= 2 ? ["hints"] : []))
        var progress = StudyProgress()
        let questions = try top.object("questions")
        progress.questions.reserveCapacity(questions.members.count)
        for (key, value) in questions.members {
            guard let id = QuestionID(key: key) else {
                throw Fault(
                    path: questions.path,
                    message: "'\(key)' is not a question id (an entry id, ':', sixteen lowercase hex digits)")
            }
            progress.questions[id] = try questionRecord(try questions.object(key, value))
        }
        let drills = try top.object("drills")
        for (key, value) in drills.members {
            guard QuestionID.isEntryID(key) else {
                throw Fault(path: drills.path, message: "'\(key)' is not a drill id")
            }
            progress.drills[key] = try drillRecord(try drills.object(key, value))
        }
        if top["hints"] != nil {
            let hints = try top.object("hints")
            for (key, _) in hints.members {
                guard QuestionID.isEntryID(key) else {
                    throw Fault(path: hints.path, message: "'\(key)' is not a drill id")
                }
                progress.hints[key] = try hints.count(key, atLeast: 1)
            }
        }
        return progress
    }

    private static func questionRecord(_ record: Object) throws(Fault) -> QuestionRecord {
        try record.onlyKeys([
            "box", "due", "firstReviewed", "lastGrade", "lastReviewed", "misses", "question", "reviews",
        ])
        let grade = try record.string("lastGrade")
        guard let lastGrade = Grade(rawValue: grade) else {
            throw record.fault("lastGrade", "'\(grade)' is not a grade ('knew' or 'missed')")
        }
        let reviews = try record.count("reviews", atLeast: 1)
        let result = QuestionRecord(
            question: try record.string("question"),
            box: try record.count(
                "box", atLeast: LeitnerSchedule.boxes.lowerBound, atMost: LeitnerSchedule.boxes.upperBound),
            due: try record.day("due"), lastGrade: lastGrade, firstReviewed: try record.day("firstReviewed"),
            lastReviewed: try record.day("lastReviewed"), reviews: reviews,
            misses: try record.count("misses", atLeast: 0, atMost: reviews))
        guard result.firstReviewed <= result.lastReviewed else {
            throw record.fault("firstReviewed", "'\(result.firstReviewed)' is after 'lastReviewed'")
        }
        return result
    }

    private static func drillRecord(_ record: Object) throws(Fault) -> DrillRecord {
        try record.onlyKeys(["attempts", "firstPass", "lastAttempt", "lastPass", "lastPassed", "passes"])
        let attempts = try record.count("attempts", atLeast: 1)
        let passes = try record.count("passes", atLeast: 0, atMost: attempts)
        let firstPass = try record.optionalDay("firstPass")
        let lastPass = try record.optionalDay("lastPass")
        guard (firstPass != nil) == (passes > 0), (lastPass != nil) == (passes > 0) else {
            throw record.fault(
                passes > 0 ? "passes" : "firstPass",
                "'firstPass' and 'lastPass' are there exactly when 'passes' is above 0 (it is \(passes))")
        }
        if let firstPass, let lastPass, lastPass < firstPass {
            throw record.fault("lastPass", "'\(lastPass)' is before 'firstPass'")
        }
        return DrillRecord(
            attempts: attempts, passes: passes, firstPass: firstPass, lastPass: lastPass,
            lastAttempt: try record.day("lastAttempt"), lastPassed: try record.bool("lastPassed"))
    }

    /// A value quoted for a message: a string in single quotes, anything else by its kind.
    private static func quotedValue(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "'\(text)'" }
        return value.kind
    }
}

/// What is wrong at a place in the file: `at 'questions.observer:….box': 0 is out of range`.
private struct Fault: Error, CustomStringConvertible {
    let path: [String]
    let message: String

    var description: String {
        (path.isEmpty ? "at the top level" : "at '" + path.joined(separator: ".") + "'") + ": " + message
    }
}

/// An object of the file and where it is, with readers for the values of the format.
private struct Object {
    let members: [(key: String, value: JSONValue)]
    let path: [String]

    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    func fault(_ key: String, _ message: String) -> Fault {
        Fault(path: path + [key], message: message)
    }

    /// Refuses a key the format does not have, and a key written twice. (A few keys each:
    /// comparing them costs less than hashing them into sets, 700 times over.)
    func onlyKeys(_ keys: [String]) throws(Fault) {
        for (index, member) in members.enumerated() {
            guard keys.contains(member.key) else {
                throw fault(member.key, "'\(member.key)' is not a key of the format")
            }
            guard !members[..<index].contains(where: { $0.key == member.key }) else {
                throw fault(member.key, "'\(member.key)' is written twice")
            }
        }
    }

    func value(_ key: String) throws(Fault) -> JSONValue {
        guard let value = self[key] else { throw Fault(path: path, message: "the key '\(key)' is missing") }
        return value
    }

    func object(_ key: String) throws(Fault) -> Object {
        try object(key, try value(key))
    }

    func object(_ key: String, _ value: JSONValue) throws(Fault) -> Object {
        guard case .object(let members) = value else { throw fault(key, "expected an object, found \(value.kind)") }
        return Object(members: members, path: path + [key])
    }

    func string(_ key: String) throws(Fault) -> String {
        let value = try value(key)
        guard case .string(let text) = value else { throw fault(key, "expected a string, found \(value.kind)") }
        return text
    }

    func bool(_ key: String) throws(Fault) -> Bool {
        let value = try value(key)
        guard case .bool(let flag) = value else { throw fault(key, "expected true or false, found \(value.kind)") }
        return flag
    }

    func count(_ key: String, atLeast minimum: Int, atMost maximum: Int = .max) throws(Fault) -> Int {
        let value = try value(key)
        guard case .number(let text) = value, let number = Int(text) else {
            throw fault(key, "expected a whole number, found \(value.kind == "a number" ? "a fraction" : value.kind)")
        }
        guard (minimum...maximum).contains(number) else {
            let range = maximum == .max ? "at least \(minimum)" : "from \(minimum) to \(maximum)"
            throw fault(key, "\(number) is out of range (\(range))")
        }
        return number
    }

    func day(_ key: String) throws(Fault) -> StudyDay {
        let text = try string(key)
        guard let day = StudyDay(iso: text) else { throw fault(key, "'\(text)' is not a date (YYYY-MM-DD)") }
        return day
    }

    func optionalDay(_ key: String) throws(Fault) -> StudyDay? {
        self[key] == nil ? nil : try day(key)
    }
}

/// The bytes of the file, appended piece by piece.
private struct JSONWriter {
    var bytes: [UInt8] = []

    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `"YYYY-MM-DD"`.
    mutating func day(_ day: StudyDay) {
        let (year, month, date) = day.date
        bytes.append(UInt8(ascii: "\""))
        for (value, width) in [(year, 4), (month, 2), (date, 2)] {
            if width == 2 { bytes.append(UInt8(ascii: "-")) }
            var divisor = width == 4 ? 1000 : 10
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
