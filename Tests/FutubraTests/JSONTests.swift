import ContractSupport
import Foundation
import Testing

@testable import Futubra

@Suite("Posts and feeds round-trip through JSON", .timeLimit(.minutes(1)), .watchdog)
struct JSONTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a feed survives a JSON round trip unchanged, and encodes the same bytes every time") {
            let feed = try SampleFeed.feed()
            let data = try FutubraJSON.encode(feed)
            expect(try FutubraJSON.decode(Feed.self, from: data) == feed)
            expect(try FutubraJSON.encode(feed) == data)
        },
        Check("a post's JSON is readable: kind, text, url, caption, sorted likes") {
            let post = try SampleFeed.post(4)
            let json = String(decoding: try FutubraJSON.encode(post), as: UTF8.self)
            expect(
                json,
                equals:
                    #"{"author":"anna","comments":[],"content":{"kind":"text","text":"Shipped the new feed screen today!"},"id":4,"likedBy":["bob","chen","dana"]}"#
            )
        },
        Check("an unknown content kind and a duplicate post id are reported with their path") {
            let unknownKind = #"{"posts":[{"id":1,"author":"anna","content":{"kind":"audio"}}]}"#
            #expect {
                try FutubraJSON.decode(Feed.self, from: Data(unknownKind.utf8))
            } throws: { error in
                guard case .invalidJSON(let field, _) = error as? FutubraError else { return false }
                return field == "posts[0].content.kind"
            }
            let post = #"{"id":1,"author":"anna","content":{"kind":"text","text":"x"}}"#
            #expect(throws: FutubraError.invalidJSON(field: "posts", reason: "the feed already has a post with id '1'"))
            {
                try FutubraJSON.decode(Feed.self, from: Data(#"{"posts":[\#(post),\#(post)]}"#.utf8))
            }
            #expect(throws: FutubraError.invalidJSON(field: "(root)", reason: "is not valid JSON")) {
                try FutubraJSON.decode(Feed.self, from: Data("{".utf8))
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var json: String
        var field: String
        var reason: String
        var testDescription: String { field }
    }

    static let badCases: [BadCase] = [
        BadCase(json: #"{"id":1,"author":"anna"}"#, field: "content", reason: "is missing"),
        BadCase(
            json: #"{"id":1,"author":"an na","content":{"kind":"text","text":"x"}}"#, field: "author",
            reason: "user name 'an na' may hold only letters, digits, '.', '_' and '-'"),
        BadCase(
            json: #"{"id":1,"author":"anna","content":{"kind":"text","text":"  "}}"#, field: "content.text",
            reason: "text content needs at least one character that is not white space"),
        BadCase(
            json: #"{"id":1,"author":"anna","content":{"kind":"image","url":"ftp://x/y"}}"#, field: "content.url",
            reason: "media URL 'ftp://x/y' must start with http:// or https://"),
        BadCase(
            json: #"{"id":"one","author":"anna","content":{"kind":"text","text":"x"}}"#, field: "id",
            reason: "expected a number"),
        BadCase(
            json: #"{"id":1,"author":"anna","content":{"kind":"text","text":"x"},"likedBy":["bob","bob"]}"#,
            field: "likedBy", reason: "a user can like a post only once"),
    ]

    @Test("invalid post JSON gives an error that names the field and says why", arguments: badCases)
    func invalidPostJSON(bad: BadCase) {
        #expect(throws: FutubraError.invalidJSON(field: bad.field, reason: bad.reason)) {
            try FutubraJSON.decode(Post.self, from: Data(bad.json.utf8))
        }
    }

}
