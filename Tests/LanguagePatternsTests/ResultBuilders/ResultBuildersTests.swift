import ContractSupport
import Futubra
import Testing

@testable import LanguagePatterns

/// A way to build the home layout: the DSL, or a wrong builder given the same statements.
typealias HomeLayout = (Feed, UserName?, [UserName]) -> FeedLayout

/// The DSL's contract: for every viewer, feed and suggestion list, the layout it builds is the
/// one written by hand.
func checkLayoutMatchesHandBuilt(_ build: HomeLayout) throws {
    let suggestions = [SampleFeed.anna, SampleFeed.eve]
    for feed in [try SampleFeed.feed(), Feed()] {
        for viewer in [nil, SampleFeed.anna] {
            expect(
                build(feed, viewer, suggestions),
                equals: HomeFeed.handBuiltLayout(of: feed, for: viewer, suggesting: suggestions))
        }
    }
}

/// A builder that, like a placeholder view, puts an empty state where an `if` was false.
@resultBuilder
enum PlaceholderLayoutBuilder {
    static func buildExpression(_ section: FeedSection) -> [FeedSection] { [section] }
    static func buildExpression(_ post: Post) -> [FeedSection] { [.post(post.id)] }
    static func buildBlock(_ parts: [FeedSection]...) -> [FeedSection] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [FeedSection]?) -> [FeedSection] { part ?? [.emptyState("")] }
    static func buildEither(first part: [FeedSection]) -> [FeedSection] { part }
    static func buildEither(second part: [FeedSection]) -> [FeedSection] { part }
    static func buildArray(_ parts: [[FeedSection]]) -> [FeedSection] { parts.flatMap { $0 } }
}

/// The home layout's statements, under the placeholder builder.
@PlaceholderLayoutBuilder
func placeholderHome(_ feed: Feed, _ viewer: UserName?, _ suggestions: [UserName]) -> [FeedSection] {
    FeedSection.header(HomeFeed.greeting(viewer))
    if viewer == nil {
        FeedSection.header("Sign in to like and comment")
    }
    if feed.isEmpty {
        FeedSection.emptyState("No posts yet")
    } else {
        for post in feed.posts {
            post
        }
    }
    for user in suggestions where user != viewer {
        FeedSection.suggestion(user)
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct ResultBuildersTests {
    @Test("the layout the DSL builds is the layout written by hand, for every viewer and feed")
    func dslEqualsHandBuilt() throws {
        try checkLayoutMatchesHandBuilt { HomeFeed.layout(of: $0, for: $1, suggesting: $2) }
        let guest = HomeFeed.layout(of: try SampleFeed.feed(), for: nil, suggesting: [SampleFeed.eve])
        expect(
            guest.sections,
            equals: [
                .header("Futubra"), .header("Sign in to like and comment"), .post(PostID(4)), .post(PostID(3)),
                .post(PostID(2)), .post(PostID(1)), .suggestion(SampleFeed.eve),
            ])
    }

    @Test("if becomes buildOptional, if-else buildEither, a for loop buildArray, each body a buildBlock")
    func controlFlowBecomesCalls() throws {
        let guest = HomeFeed.layout(of: try SampleFeed.feed(), for: nil, suggesting: [SampleFeed.eve])
        let post: (Int) -> LayoutStep = { .block([.expression([.post(PostID($0))])]) }
        let signIn = LayoutStep.expression([.header("Sign in to like and comment")])
        expect(
            guest.steps,
            equals: .block([
                .expression([.header("Futubra")]), .optional(.block([signIn])),
                .second(.block([.array([post(4), post(3), post(2), post(1)])])),
                .array([.block([.expression([.suggestion(SampleFeed.eve)])])]),
            ]))
        let viewer = HomeFeed.layout(of: Feed(), for: SampleFeed.eve, suggesting: [SampleFeed.eve])
        expect(
            viewer.steps,
            equals: .block([
                .expression([.header("Welcome back, eve")]), .optional(nil),
                .first(.block([.expression([.emptyState("No posts yet")])])), .array([]),
            ]))
    }

    @Test("a builder that puts a placeholder where an if was false builds another layout", .tags(.control))
    func placeholderBuilderDiffers() throws {
        withKnownIssue {
            try checkLayoutMatchesHandBuilt { FeedLayout(sections: placeholderHome($0, $1, $2)) }
        }
    }
}
