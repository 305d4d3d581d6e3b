import ContractSupport
import Futubra
import Testing

@testable import Behavioral

@Suite("Interpreter", .timeLimit(.minutes(1)), .watchdog)
struct InterpreterTests {
    static let filters: [(String, [Int])] = [
        ("author:anna", [4]),
        ("author:anna and likes>3", []),
        ("author:anna and likes>2", [4]),
        ("kind:image or kind:video", [3, 2]),
        ("likes>=2", [4, 1]),
        ("likes<1", [3]),
        ("likes<=1", [3, 2]),
        ("comments=2", [1]),
        ("not likes>=1", [3]),
        ("text:HELLO", [1]),
        ("text:\"my cat\"", [3]),
        ("likes>0 and not (author:dana or kind:video)", [4]),
    ]

    @Test("a filter is parsed and evaluated against every post", arguments: filters)
    func evaluates(filter: String, expected: [Int]) throws {
        expect(try matchingIDs(filter) == expected)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("'and' binds tighter than 'or', and parentheses override it") {
            expect(
                try FeedQuery.parse("author:bob or author:anna and likes>5")
                    == .or(.author(SampleFeed.bob), .and(.author(SampleFeed.anna), .count(.likes, .greater, 5))))
            expect(try matchingIDs("author:bob or author:anna and likes>5") == [3])
            expect(try matchingIDs("(author:bob or author:anna) and likes>5") == [])
        },
        Check("keywords are case-insensitive and 'and'/'or' chain to the left") {
            expect(
                try FeedQuery.parse("kind:text AND likes>1 And comments=0")
                    == .and(.and(.kind(.text), .count(.likes, .greater, 1)), .count(.comments, .equal, 0)))
        },
        Check("hostile nesting is refused with a position instead of exhausting the stack") {
            let limit = FeedQueryParser.maximumDepth
            let deep = String(repeating: "(", count: 10_000) + "likes>1" + String(repeating: ")", count: 10_000)
            let tooDeep = try #require(refusal(deep))
            expect(tooDeep.position, equals: limit + 1)
            expect(tooDeep.reason.contains("nested more than \(limit) levels"))
            let nots = String(repeating: "not ", count: 5_000) + "likes>1"
            expect(refusal(nots)?.position, equals: limit * 4 + 1)
            let parens = String(repeating: "(", count: limit) + "likes>1" + String(repeating: ")", count: limit)
            expect(try FeedQuery.parse(parens) == .count(.likes, .greater, 1))
            let negations = String(repeating: "not ", count: limit) + "likes>1"
            expect(refusal(negations) == nil)
        },
        Check("a hostile chain of conditions is refused with a position before it can exhaust the stack") {
            let limit = FeedQueryParser.maximumConditions
            let atLimit = Array(repeating: "likes>1", count: limit).joined(separator: " and ")
            expect(try FeedQuery.parse(atLimit).matches(try SampleFeed.post(4)))
            let hostile = Array(repeating: "likes>1", count: 10_000).joined(separator: " or ")
            let refused = try #require(refusal(hostile))
            expect(refused.position, equals: limit * "likes>1 or ".count + 1)
            expect(refused.reason, equals: "more than \(limit) conditions")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    static let printable = [
        "author:anna and likes>3", "not (kind:text or comments<=1)", "text:\"two words\" or likes=0",
        "not not likes>1", "kind:video or kind:image and not author:chen",
        "text:\"wow!\" and text:\"a:b\"", "text:\"(and)\" or text:\"\u{1F431}\"",
    ]

    @Test("printing a parsed query and parsing it again gives the same tree", arguments: printable)
    func printParseRoundTrip(filter: String) throws {
        let query = try FeedQuery.parse(filter)
        expect(try FeedQuery.parse(query.description) == query)
    }

    static let malformed: [(String, Int, String)] = [
        ("", 1, "expected a condition"),
        ("auther:anna", 1, "unknown field 'auther'"),
        ("likes>x", 7, "expected a number, found 'x'"),
        ("likes 3", 7, "expected '>'"),
        ("author anna", 8, "expected ':' after 'author'"),
        ("(kind:text or likes>1", 22, "expected ')'"),
        ("author:an!na", 10, "unexpected character '!'"),
        ("kind:audio", 6, "unknown kind 'audio'"),
        ("likes>1 likes>2", 9, "unexpected 'likes'"),
        ("author:anna and", 16, "expected a condition"),
        ("text:\"open", 6, "never closed"),
        ("author:", 8, "expected a value after 'author:'"),
        ("()", 2, "expected a condition such as 'author:anna', found ')'"),
        ("likes>1)", 8, "unexpected ')'"),
        ("likes=>1", 7, "expected a number, found '>'"),
        ("author:anna or or kind:text", 16, "found 'or'"),
        ("NOT", 4, "found 'end of query'"),
        ("text:\"caf\u{E9}\" and \u{1F4F7}", 17, "unexpected character '\u{1F4F7}'"),
    ]

    @Test("malformed input is refused with the 1-based column of the problem", arguments: malformed)
    func malformedInputHasPosition(filter: String, column: Int, reason: String) {
        do {
            _ = try FeedQuery.parse(filter)
            Issue.record("'\(filter)' was accepted")
        } catch .malformedQuery(let query, let position, let message) {
            expect(query, equals: filter)
            expect(position, equals: column)
            expect(message.contains(reason), "\(message)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

}

private func matchingIDs(_ filter: String) throws -> [Int] {
    let query = try FeedQuery.parse(filter)
    return try SampleFeed.feed().posts.filter(query.matches).map(\.id.rawValue)
}

/// The column of the problem and its reason, or `nil` when `filter` parses.
private func refusal(_ filter: String) -> (position: Int, reason: String)? {
    do {
        _ = try FeedQuery.parse(filter)
        return nil
    } catch .malformedQuery(_, let position, let reason) {
        return (position, reason)
    } catch {
        return nil
    }
}
