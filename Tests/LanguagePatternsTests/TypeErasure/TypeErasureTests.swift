import ContractSupport
import Futubra
import Testing

@testable import LanguagePatterns

/// What a type eraser must keep of equality, for any eraser of post sources: two erasures of
/// equal sources are equal and hash alike, of different values or of different types never.
func checkErasedEquality<Erased: Hashable>(_ erase: (any FeedSource<Post>) -> Erased) {
    let bob = SampleFeed.bob
    let author = erase(AuthorSource(author: bob))
    let sameAuthor = erase(AuthorSource(author: bob))
    expect(author == sameAuthor, "two erasures of equal sources are equal")
    expect(author.hashValue, equals: sameAuthor.hashValue)
    expect(author != erase(AuthorSource(author: SampleFeed.anna)), "sources of one type with different values differ")
    expect(
        author != erase(LikedSource(user: bob)),
        "an AuthorSource and a LikedSource of the same user are different sources, though they hash alike")
    let pinned: Set<Erased> = [erase(TimelineSource()), author, erase(LikedSource(user: bob)), sameAuthor]
    expect(pinned.count, equals: 3)
}

/// A wrong eraser: a class box compared by identity, as an eraser written without forwarding
/// equality to what it wraps would be.
final class IdentitySourceBox: Hashable, Sendable {
    let source: any FeedSource<Post>
    init(_ source: any FeedSource<Post>) { self.source = source }
    static func == (lhs: IdentitySourceBox, rhs: IdentitySourceBox) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct TypeErasureTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("an erased source lists exactly what its source lists, under its title, for posts and comments alike") {
            let feed = try SampleFeed.feed()
            let sources: [any FeedSource<Post>] = [
                TimelineSource(), AuthorSource(author: SampleFeed.bob), LikedSource(user: SampleFeed.bob),
            ]
            for source in sources {
                let erased = AnyFeedSource(source)
                expect(erased.items(in: feed), equals: source.items(in: feed))
                expect(erased.title, equals: source.title)
            }
            let comments = CommentsSource(post: PostID(1))
            let erased: AnyFeedSource<Futubra.Comment> = AnyFeedSource(comments)
            expect(erased.items(in: feed).map(\.id), equals: [CommentID(1), CommentID(2)])
            expect(erased.title, equals: "Comments on #1")
        },
        Check("two erasures are equal when their sources are of one type and equal, and never across types") {
            checkErasedEquality { AnyFeedSource($0) }
        },
        Check("erasing an erased source wraps it once, so it stays equal to the source erased once") {
            let once = AnyFeedSource(AuthorSource(author: SampleFeed.bob))
            let twice = AnyFeedSource(once)
            expect(twice == once, "the source erased twice is the source erased once")
            expect(twice.wrapped is AuthorSource, "the eraser holds the source itself, not another eraser")
        },
        Check("the pinned tabs hold sources of three types and refuse one already pinned") {
            var tabs = FeedTabs()
            let pinned = [
                tabs.pin(FeedSources.home()), tabs.pin(AuthorSource(author: SampleFeed.bob)),
                tabs.pin(LikedSource(user: SampleFeed.bob)), tabs.pin(AuthorSource(author: SampleFeed.bob)),
            ]
            for source in FeedSources.profile(of: SampleFeed.bob) { expect(!tabs.pin(source), "\(source.title) again") }
            expect(pinned, equals: [true, true, true, false])
            expect(
                tabs.render(try SampleFeed.feed()),
                equals: ["Timeline: #4 #3 #2 #1", "@bob: #3", "Liked by bob: #4 #1"])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("an eraser that compares its boxes by identity counts one source as two", .tags(.control))
    func identityEraserLosesEquality() {
        withKnownIssue { checkErasedEquality { IdentitySourceBox($0) } }
    }
}
