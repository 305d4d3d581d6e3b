import Foundation

/// The progress file's format, version 1: one JSON object, written by ``encode(_:)`` and read
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
    /// The version this code reads and writes.
    public static let version = 1

    /// The file's bytes for `progress`.
    public static func encode(_ progress: StudyProgress) -> Data {
        var text = "{\n  \"format\": \(quoted(name)),\n  \"version\": \(version),\n  \"questions\": {"
        let questions = progress.questions.map { (key: $0.key.key, record: $0.value) }.sorted { $0.key < $1.key }
        for (index, question) in questions.enumerated() {
            let record = question.record
            text += index == 0 ? "\n" : ",\n"
            text += "    \(quoted(question.key)): {\"box\": \(record.box), \"due\": \(quoted(record.due.iso)), "
            text += "\"firstReviewed\": \(quoted(record.firstReviewed.iso)), "
            text += "\"lastGrade\": \(quoted(record.lastGrade.rawValue)), "
            text += "\"lastReviewed\": \(quoted(record.lastReviewed.iso)), \"misses\": \(record.misses), "
            text += "\"question\": \(quoted(record.question)), \"reviews\": \(record.reviews)}"
        }
        text += questions.isEmpty ? "},\n  \"drills\": {" : "\n  },\n  \"drills\": {"
        let drills = progress.drills.sorted { $0.key < $1.key }
        for (index, (id, record)) in drills.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    \(quoted(id)): {\"attempts\": \(record.attempts), "
            if let firstPass = record.firstPass { text += "\"firstPass\": \(quoted(firstPass.iso)), " }
            text += "\"lastAttempt\": \(quoted(record.lastAttempt.iso)), "
            if let lastPass = record.lastPass { text += "\"lastPass\": \(quoted(lastPass.iso)), " }
            text += "\"lastPassed\": \(record.lastPassed), \"passes\": \(record.passes)}"
        }
        text += drills.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return Data(text.utf8)
    }

    /// The progress `data` holds, read from the file at `path` (named in the errors).
    ///
    /// - Throws: ``ProgressError/damaged(path:reason:)`` when `data` is not a progress file
    ///   of this format (not JSON, truncated, another program's JSON, a value that breaks a
    ///   rule above), ``ProgressError/unsupportedVersion(path:found:)`` when its version is
    ///   not ``version``.
    public static func decode(_ data: Data, path: String) throws(ProgressError) -> StudyProgress {
        guard !data.isEmpty else { throw .damaged(path: path, reason: "the file is empty") }
        let decoder = JSONDecoder()
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard header.format == name else {
                throw ProgressError.damaged(
                    path: path,
                    reason: header.format.map { "its 'format' is '\($0)', not '\(name)'" }
                        ?? "it has no 'format': '\(name)', so it is not a SwiftPatterns progress file")
            }
            guard let found = header.version else {
                throw ProgressError.damaged(
                    path: path,
                    reason: header.hasVersion ? "its 'version' is not a whole number" : "it has no 'version'")
            }
            guard found == version else { throw ProgressError.unsupportedVersion(path: path, found: found) }
            return try decoder.decode(Body.self, from: data).progress
        } catch let error as ProgressError {
            throw error
        } catch let error as DecodingError {
            throw .damaged(path: path, reason: reason(error))
        } catch {
            throw .damaged(path: path, reason: "\(error)")
        }
    }

    /// A decoding error in words: where in the file, and what is wrong there.
    private static func reason(_ error: DecodingError) -> String {
        func place(_ context: DecodingError.Context) -> String {
            context.codingPath.isEmpty
                ? "at the top level" : "at '" + context.codingPath.map(\.stringValue).joined(separator: ".") + "'"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "it is not valid JSON (it may have been cut short)" + (detail.map { ": \($0)" } ?? "")
        case .dataCorrupted(let context):
            return "\(place(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(place(context)): the key '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context):
            return "\(place(context)): expected \(kind(type)), found something else"
        case .valueNotFound(let type, let context):
            return "\(place(context)): expected \(kind(type)), found null"
        @unknown default:
            return "\(error)"
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "an object"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Any key of a JSON object, so the reader sees the keys it does not know.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A keyed container that refuses keys it does not know and reads the values of the format.
private struct Members {
    let container: KeyedDecodingContainer<AnyKey>

    init(_ decoder: any Decoder, keys: Set<String>) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys where !keys.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(key.stringValue)' is not a key of the format")
        }
    }

    func value<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
        try container.decode(T.self, forKey: AnyKey(stringValue: key))
    }

    func optional<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        try container.decodeIfPresent(T.self, forKey: AnyKey(stringValue: key))
    }

    func count(_ key: String, atLeast minimum: Int, atMost maximum: Int = .max) throws -> Int {
        let number: Int = try value(key)
        guard (minimum...maximum).contains(number) else {
            let range = maximum == .max ? "at least \(minimum)" : "from \(minimum) to \(maximum)"
            throw fault(key, "\(number) is out of range (\(range))")
        }
        return number
    }

    func day(_ key: String) throws -> StudyDay {
        let text: String = try value(key)
        guard let day = StudyDay(iso: text) else { throw fault(key, "'\(text)' is not a date (YYYY-MM-DD)") }
        return day
    }

    func optionalDay(_ key: String) throws -> StudyDay? {
        guard let text: String = try optional(key) else { return nil }
        guard let day = StudyDay(iso: text) else { throw fault(key, "'\(text)' is not a date (YYYY-MM-DD)") }
        return day
    }

    func fault(_ key: String, _ message: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: AnyKey(stringValue: key), in: container, debugDescription: message)
    }
}

/// What the reader checks first: is it a progress file, and of which version.
private struct Header: Decodable {
    var format: String?
    var version: Int?
    var hasVersion: Bool

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        format = try? container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "format"))
        version = try? container.decodeIfPresent(Int.self, forKey: AnyKey(stringValue: "version"))
        hasVersion = container.contains(AnyKey(stringValue: "version"))
    }
}

/// The whole file, version 1.
private struct Body: Decodable {
    var progress = StudyProgress()

    init(from decoder: any Decoder) throws {
        let members = try Members(decoder, keys: ["format", "version", "questions", "drills"])
        for (id, record) in try members.value("questions", as: [String: QuestionEntry].self) {
            guard let key = QuestionID(key: id) else {
                throw members.fault(
                    "questions", "'\(id)' is not a question id (an entry id, ':', sixteen lowercase hex digits)")
            }
            progress.questions[key] = record.record
        }
        for (id, record) in try members.value("drills", as: [String: DrillEntry].self) {
            guard QuestionID.isEntryID(id) else { throw members.fault("drills", "'\(id)' is not a drill id") }
            progress.drills[id] = record.record
        }
    }
}

/// One member of `questions`.
private struct QuestionEntry: Decodable {
    var record: QuestionRecord

    init(from decoder: any Decoder) throws {
        let members = try Members(
            decoder,
            keys: ["box", "due", "firstReviewed", "lastGrade", "lastReviewed", "misses", "question", "reviews"])
        let grade: String = try members.value("lastGrade")
        guard let lastGrade = Grade(rawValue: grade) else {
            throw members.fault("lastGrade", "'\(grade)' is not a grade ('knew' or 'missed')")
        }
        let reviews = try members.count("reviews", atLeast: 1)
        record = QuestionRecord(
            question: try members.value("question"),
            box: try members.count(
                "box", atLeast: LeitnerSchedule.boxes.lowerBound, atMost: LeitnerSchedule.boxes.upperBound),
            due: try members.day("due"), lastGrade: lastGrade, firstReviewed: try members.day("firstReviewed"),
            lastReviewed: try members.day("lastReviewed"), reviews: reviews,
            misses: try members.count("misses", atLeast: 0, atMost: reviews))
        guard record.firstReviewed <= record.lastReviewed else {
            throw members.fault("firstReviewed", "'\(record.firstReviewed)' is after 'lastReviewed'")
        }
    }
}

/// One member of `drills`.
private struct DrillEntry: Decodable {
    var record: DrillRecord

    init(from decoder: any Decoder) throws {
        let members = try Members(
            decoder, keys: ["attempts", "firstPass", "lastAttempt", "lastPass", "lastPassed", "passes"])
        let attempts = try members.count("attempts", atLeast: 1)
        let passes = try members.count("passes", atLeast: 0, atMost: attempts)
        let firstPass = try members.optionalDay("firstPass")
        let lastPass = try members.optionalDay("lastPass")
        guard (firstPass != nil) == (passes > 0), (lastPass != nil) == (passes > 0) else {
            throw members.fault(
                passes > 0 ? "passes" : "firstPass",
                "'firstPass' and 'lastPass' are there exactly when 'passes' is above 0 (it is \(passes))")
        }
        if let firstPass, let lastPass, lastPass < firstPass {
            throw members.fault("lastPass", "'\(lastPass)' is before 'firstPass'")
        }
        record = DrillRecord(
            attempts: attempts, passes: passes, firstPass: firstPass, lastPass: lastPass,
            lastAttempt: try members.day("lastAttempt"), lastPassed: try members.value("lastPassed"))
    }
}
