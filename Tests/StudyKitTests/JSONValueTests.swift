import ContractSupport
import Foundation
import Testing

@testable import StudyKit

@Suite(
    "The progress file's JSON reader: standard JSON in, a clear place when it is not", .timeLimit(.minutes(1)),
    .watchdog)
struct JSONValueTests {
    func parse(_ text: String) throws(JSONValue.SyntaxError) -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    @Test("objects keep their members in order; arrays, strings, numbers as written, true, false and null are read")
    func readsEveryKind() throws {
        expect(
            try parse(" {\"b\": [1, -2.5e3, 0], \"a\": {\"t\": true, \"f\": false, \"n\": null}, \"s\": \"x\"}\n"),
            equals: .object([
                ("b", .array([.number("1"), .number("-2.5e3"), .number("0")])),
                ("a", .object([("t", .bool(true)), ("f", .bool(false)), ("n", .null)])),
                ("s", .string("x")),
            ]))
        expect(try parse("[]"), equals: .array([]))
        expect(try parse("{}"), equals: .object([]))
        expect(try parse("\t\r\n 7 "), equals: .number("7"))
    }

    @Test("escapes are undone: quotes, backslashes, control characters, \\u, and surrogate pairs")
    func escapes() throws {
        expect(
            try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\u4e2d\ud83d\ude00""#),
            equals: .string("a\"b\\c/d\u{8}\u{C}\n\r\t\u{E9}\u{4E2D}\u{1F600}"))
        expect(try parse("\"caf\u{E9} \u{1F600}\""), equals: .string("caf\u{E9} \u{1F600}"), "UTF-8 as it is")
    }

    @Test(
        "text that is not JSON is refused, saying what was expected, where",
        arguments: [
            ("", "a value", true), ("{", "a key in quotes", true), ("{\"a\": 1,}", "a key in quotes", false),
            ("[1, 2,]", "a value", false), ("{\"a\" 1}", "':' after a key", false),
            ("01", "no digit after a leading zero", false),
            ("1.", "digits after '.'", true), ("-", "digits in a number", true), ("1e", "digits in an exponent", true),
            ("tru", "'true'", false), ("\"abc", "'\"' to end a string", true),
            ("\"a\u{1}b\"", "no control character", false),
            ("\"\\x\"", "after a backslash", false), ("\"\\ud83d\"", "the second half of a surrogate pair", false),
            ("\"\\ude00\"", "a Unicode scalar, not half of a pair", false),
            ("\"\\u12\"", "four hexadecimal digits", false),
            ("{} {}", "nothing after the end of the value", false), ("'a'", "a value (an object", false),
            (String(repeating: "[", count: 100), "values nested deeper than 64", false),
        ])
    func refusesNonJSON(text: String, expected: String, atEnd: Bool) {
        do {
            let value = try JSONValue.parse(Array(text.utf8))
            expect(false, "'\(text)' was read as \(value)")
        } catch {
            expect(error.expected.contains(expected), "'\(text)': '\(error.expected)' says '\(expected)'")
            expect(error.atEnd, equals: atEnd, "'\(text)': \(error)")
        }
    }

    @Test("the place of an error is its line and byte")
    func placeOfError() {
        do {
            let value = try parse("{\n  \"a\": 1,\n  \"b\": x\n}")
            expect(false, "read as \(value)")
        } catch {
            expect(
                error.description,
                equals:
                    "at line 3 (byte 19), expected a value (an object, an array, a string, a number, true, false or null)"
            )
        }
    }

    @Test("every string the writer writes, any character at all, is read back the same")
    func writerAndReaderAgree() throws {
        var random = SeededGenerator(state: 41)
        let alphabet: [Unicode.Scalar] =
            (0..<0x80).compactMap(Unicode.Scalar.init) + ["\u{E9}", "\u{2028}", "\u{4E2D}", "\u{1F600}", "\u{FFFD}"]
        var progress = StudyProgress()
        var texts: [String] = []
        for number in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                text.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }
            texts.append(text)
            progress.grade(StudyQuestion(entry: "e", text: "q\(number)"), .knew, on: day("2026-05-20"))
            let id = StudyQuestion(entry: "e", text: "q\(number)").id
            progress.questions[id]?.question = text
        }
        let data = ProgressFormat.encode(progress)
        expect(try ProgressFormat.decode(data, path: "p"), equals: progress)
        let foundation = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let questions = foundation?["questions"] as? [String: [String: Any]]
        expect(
            Set(questions?.values.compactMap { $0["question"] as? String } ?? []), equals: Set(texts),
            "Foundation's reader reads the same strings")
    }
}
