import ContractSupport
import Dispatch
import Foundation
import Futubra
import Synchronization
import Testing

@testable import AntiPatterns

/// A seeded valid read: an id that is in the sample feed and a payload with a number of likes.
private func validReads(_ random: inout SeededGenerator) -> [(PostID, [String: Int])] {
    (0..<10).map { _ in (PostID(random.below(4) + 1), ["likes": random.below(500)]) }
}

/// Seeded import lines that are all readable.
private func readableLines(_ random: inout SeededGenerator) -> [String] {
    let texts = ["Great shot", "Love it", "See you there", "ok"]
    return (0..<random.below(8)).map { _ in "\(random.pick(SampleFeed.users)): \(random.pick(texts))" }
}

/// What an import left: the post and the number it said it added.
private struct Imported: Equatable {
    var post: Post
    var added: Int
}

/// Checks that an import accounts for every line: each is added or refused with its number.
private func checkEveryLineAccountedFor(
    _ importLines: ([String], inout Post) -> (added: Int, refusedLines: [Int]),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var post = try SampleFeed.post(3)
    let result = importLines(["anna: Great shot", "an na: hi", "bob:   ", "chen: Love it"], &post)
    expect(result.added, equals: 2, at: sourceLocation)
    expect(result.refusedLines, equals: [2, 3], "the refused lines must be named", at: sourceLocation)
}

/// Checks that a badge for #4 counts the three likes sent for #4 and not the one for #1.
private func checkBadgeCountsLikes(
    _ count: ([(PostID, UserName)]) -> Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    let likes = [
        (PostID(4), SampleFeed.bob), (PostID(1), SampleFeed.eve), (PostID(4), SampleFeed.chen),
        (PostID(4), SampleFeed.dana),
    ]
    expect(count(likes), equals: 3, at: sourceLocation)
}

/// Checks that a bad name, a blank text and a missing post each get their own message,
/// naming the bad value where there is one.
private func checkEachFailureNamesItsCause(
    _ submit: (String, String, PostID, inout Feed) -> String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var feed = try SampleFeed.feed()
    let name = submit("Nice!", "an na", PostID(3), &feed)
    let blank = submit("  ", "eve", PostID(3), &feed)
    let missing = submit("Nice!", "eve", PostID(9), &feed)
    expect(Set([name, blank, missing]).count == 3, "messages: \([name, blank, missing])", at: sourceLocation)
    expect(name.contains("'an na'"), "the bad name is quoted: \(name)", at: sourceLocation)
    expect(missing.contains("'9'"), "the missing post is named: \(missing)", at: sourceLocation)
}

@Suite("Swift code smells", .timeLimit(.minutes(1)), .watchdog)
struct SwiftCodeSmellsTests {

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("replacing ! and as! with guard let and as? changes no read that succeeded") {
            let feed = try SampleFeed.feed()
            try checkCharacterization(
                input: validReads,
                before: { reads in reads.map { ForcedReads.likes(of: $0.0, payload: $0.1, feed: feed) } },
                after: { reads in try reads.map { try CheckedReads.likes(of: $0.0, payload: $0.1, feed: feed) } })
        },
        Check("a forced cast of likes sent as the string \"3\" stops the whole process") {
            await #expect(processExitsWith: .failure) {
                let feed = try SampleFeed.feed()
                _ = ForcedReads.likes(of: PostID(4), payload: ["likes": "3"], feed: feed)
            }
        },
        Check("an import that keeps its errors names every line it refused, and why") {
            try checkEveryLineAccountedFor { lines, post in
                let report = CommentImport.run(lines, into: &post)
                let numbers = report.refused.compactMap { refusal -> Int? in
                    if case .unreadable(let line, _) = refusal { return line }
                    return nil
                }
                return (report.added, numbers)
            }
        },
        Check("a badge reading a typed event counts every like; there is no key to misspell") {
            checkBadgeCountsLikes { likes in
                var badge = LikeEventBadge(post: PostID(4))
                for (id, user) in likes { badge.receive(LikeEvent(post: id, user: user)) }
                return badge.count
            }
        },
        Check("after the split each failure names its cause: the bad name, the blank text, the missing post") {
            try checkEachFailureNamesItsCause(CommentDesk.submit)
        },
        Check("a checked read turns a missing post and a wrong type into errors the screen can show") {
            let feed = try SampleFeed.feed()
            #expect(throws: SmellError.missing("post #9")) {
                try CheckedReads.likes(of: PostID(9), payload: ["likes": 3], feed: feed)
            }
            #expect(throws: SmellError.wrongType(field: "likes", value: "3")) {
                try CheckedReads.likes(of: PostID(4), payload: ["likes": "3"], feed: feed)
            }
        },
        Check("keeping errors changes nothing for readable lines: the same comments, the same count") {
            let post = try SampleFeed.post(3)
            try checkCharacterization(
                input: readableLines,
                before: { lines in
                    var copy = post
                    let added = SilentCommentImport.run(lines, into: &copy)
                    return Imported(post: copy, added: added)
                },
                after: { lines in
                    var copy = post
                    let report = CommentImport.run(lines, into: &copy)
                    expect(report.refused.isEmpty)
                    return Imported(post: copy, added: report.added)
                })
        },
        Check("a typed event changes no count a correctly spelled string key gave") {
            try checkCharacterization(
                input: { random in (0..<15).map { _ in (PostID(random.below(4) + 1), random.pick(SampleFeed.users)) } },
                before: { likes in
                    var badge = StringKeyedBadge(post: PostID(4))
                    for (id, user) in likes { badge.receive(StringKeyedLikes.event(id, by: user)) }
                    return badge.count
                },
                after: { likes in
                    var badge = LikeEventBadge(post: PostID(4))
                    for (id, user) in likes { badge.receive(LikeEvent(post: id, user: user)) }
                    return badge.count
                })
        },
        Check("splitting validateAndPublish changes nothing when the comment is good") {
            let feed = try SampleFeed.feed()
            try checkCharacterization(
                input: { random in
                    (0..<5).map { _ in
                        (random.pick(["Nice!", "Welcome", "ok"]), random.pick(SampleFeed.users), random.below(4) + 1)
                    }
                },
                before: { attempts in
                    var copy = feed
                    let said = attempts.map {
                        TangledCommentDesk.validateAndPublish($0.0, by: $0.1.rawValue, on: PostID($0.2), in: &copy)
                    }
                    return [said.joined(separator: ",")] + copy.posts.map { "\($0.comments.count)" }
                },
                after: { attempts in
                    var copy = feed
                    let said = attempts.map { CommentDesk.submit($0.0, by: $0.1.rawValue, on: PostID($0.2), in: &copy) }
                    return [said.joined(separator: ",")] + copy.posts.map { "\($0.comments.count)" }
                })
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("an import with try? loses two lines without a word, and the check catches it", .tags(.control))
    func silentImportIsCaught() {
        withKnownIssue {
            try checkEveryLineAccountedFor { lines, post in (SilentCommentImport.run(lines, into: &post), []) }
        }
    }

    @Test("a key misspelled as \"postId\" compiles and counts nothing, and the check catches it", .tags(.control))
    func misspelledKeyIsCaught() {
        withKnownIssue {
            checkBadgeCountsLikes { likes in
                var badge = MisspelledBadge(post: PostID(4))
                for (id, user) in likes { badge.receive(StringKeyedLikes.event(id, by: user)) }
                return badge.count
            }
        }
    }

    @Test(
        "one function says the same like line as a service, a factory and a strategy, in one declaration instead of five"
    )
    func needlessLayersAreMeasured() throws {
        typealias Smell = NeedlessComplexity
        let service = Smell.Before.LikeTextService(factory: Smell.Before.DefaultLikeTextStrategyFactory())
        var random = SeededGenerator(seed: 3)
        for post in try randomPosts(&random) {
            expect(service.text(for: post), equals: Smell.After.LikeText.text(for: post))
        }
        expect(
            Smell.declarations(in: "Before"),
            equals: [
                "LikeTextStrategy", "PluralLikeTextStrategy", "LikeTextStrategyFactory",
                "DefaultLikeTextStrategyFactory",
                "LikeTextService",
            ])
        expect(Smell.declarations(in: "After"), equals: ["LikeText"])
    }

    @Test("one big catch says \"something went wrong\" for all three, and the check catches it", .tags(.control))
    func bigCatchIsCaught() {
        withKnownIssue {
            try checkEachFailureNamesItsCause(TangledCommentDesk.validateAndPublish)
        }
    }
}
