import ContractSupport
import Futubra
import Testing

@testable import Creational

/// Bad combinations, the error each gives, and the message that quotes the bad value.
private let rejected: [(FeedQueryBuilder, CreationalError, String)] = [
    (FeedQueryBuilder().limit(0), .limitOutOfRange(0), "limit '0' is not between 1 and 100"),
    (FeedQueryBuilder().limit(101), .limitOutOfRange(101), "limit '101' is not between 1 and 100"),
    (FeedQueryBuilder().minimumLikes(-2), .negativeMinimumLikes(-2), "minimum likes '-2' cannot be negative"),
    (
        FeedQueryBuilder().excluding(SampleFeed.bob).by(SampleFeed.bob), .authorRequiredAndExcluded(SampleFeed.bob),
        "author 'bob' is both required and excluded"
    ),
    (
        FeedQueryBuilder().withCaption().kinds(.text), .captionOnTextOnly,
        "kind 'text' has no caption, so 'withCaption()' can never match"
    ),
    (FeedQueryBuilder().containing(" \t"), .blankSearchText(" \t"), "search text ' \t' has no visible character"),
]

/// The builder's contract: assembled step by step, judged as a whole when built.
@Suite("Builder", .timeLimit(.minutes(1)), .watchdog)
struct BuilderTests {
    @Test("an invalid combination is rejected when built, with an error that quotes the bad value", arguments: rejected)
    func invalidCombinationIsRejected(builder: FeedQueryBuilder, error: CreationalError, message: String) {
        #expect(throws: error) { try builder.build() }
        expect(error.description, equals: message)
    }

    @Test("steps only record: a bad value replaced before build() is never rejected")
    func stepsOnlyRecord() throws {
        let query = try FeedQueryBuilder().limit(0).minimumLikes(-1).limit(3).minimumLikes(1).build()
        expect(query.limit, equals: 3)
        expect(query.minimumLikes, equals: 1)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("steps can come in any order and build the same query") {
            let one = try FeedQueryBuilder().kinds(.image).sorted(by: .mostLiked).by(SampleFeed.bob).limit(5).build()
            let other = try FeedQueryBuilder().limit(5).by(SampleFeed.bob).kinds(.image).sorted(by: .mostLiked).build()
            expect(one, equals: other)
        },
        Check("a builder is a value: branching a half-built builder leaves the original untouched") {
            let base = FeedQueryBuilder().minimumLikes(1)
            let byAnna = base.by(SampleFeed.anna)
            let byDana = base.by(SampleFeed.dana)
            expect(base.author == nil)
            expect(byAnna.author, equals: SampleFeed.anna)
            expect(byDana.author, equals: SampleFeed.dana)
            expect(try base.build().run(on: SampleFeed.feed()).map(\.id) == [PostID(4), PostID(2), PostID(1)])
        },
        Check("the built query does what its steps said") {
            let feed = try SampleFeed.feed()
            let media = try FeedQueryBuilder().kinds(.image, .video).sorted(by: .mostLiked).limit(2).build()
            expect(media.run(on: feed).map(\.id), equals: [PostID(2), PostID(3)])
            let captioned = try FeedQueryBuilder().withCaption().build()
            expect(captioned.run(on: feed).map(\.id), equals: [PostID(3)])
            let hello = try FeedQueryBuilder().containing("HELLO").excluding(SampleFeed.anna).build()
            expect(hello.run(on: feed).map(\.id), equals: [PostID(1)])
            let top = try FeedQueryBuilder().sorted(by: .mostLiked).limit(1).build()
            expect(top.run(on: feed).map(\.id), equals: [PostID(4)])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
