import ContractSupport
import Futubra
import Testing

@testable import Behavioral

@Suite("Specification", .timeLimit(.minutes(1)), .watchdog)
struct SpecificationTests {
    /// Numbers 0 to 29 under three leaf rules, so every combination of true and false occurs.
    static let even = Specification<Int>("even") { $0 % 2 == 0 }
    static let big = Specification<Int>("at least 15") { $0 >= 15 }
    static let threes = Specification<Int>("a multiple of 3") { $0 % 3 == 0 }

    /// Every comment draft the tests judge: each author, blank, short and long text, on a
    /// quiet post, the author's own post and a busy one.
    static func drafts() throws -> [CommentDraft] {
        var busy = try SampleFeed.post(1)
        busy.addComment(by: SampleFeed.chen, content: try .text("Hi!"))
        let posts = [try SampleFeed.post(3), try SampleFeed.post(1), busy]
        let texts = ["Nice", "  ", String(repeating: "a", count: 280), String(repeating: "a", count: 281)]
        return SampleFeed.users.flatMap { author in
            posts.flatMap { post in texts.map { CommentDraft(author: author, text: $0, post: post) } }
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("and, or and not give the answer of the boolean formula on every candidate") {
            let (even, big, threes) = (Self.even, Self.big, Self.threes)
            let rule = even.and(big.not()).or(threes.and(big))
            expect(rule.description, equals: "((even and not at least 15) or (a multiple of 3 and at least 15))")
            let wrong = (0..<30).filter { number in
                let isEven = number % 2 == 0
                let isBig = number >= 15
                let isThree = number % 3 == 0
                return rule.isSatisfied(by: number) != ((isEven && !isBig) || (isThree && isBig))
                    || even.or(threes).isSatisfied(by: number) != (isEven || isThree)
                    || even.not().isSatisfied(by: number) == isEven
            }
            expect(wrong, equals: [])
        },
        Check("a refused comment is told every rule it broke, in the rule's own words") {
            let rule = CommentRules.mayBePosted(muted: [SampleFeed.bob])
            var busy = try SampleFeed.post(1)
            busy.addComment(by: SampleFeed.chen, content: try .text("Hi!"))
            let draft = CommentDraft(author: SampleFeed.bob, text: " ", post: busy)
            expect(
                rule.failures(for: draft),
                equals: [
                    "has text", "not by a muted user", "on the author's own post",
                    "on a post with fewer than 3 comments",
                ])
            let long = CommentDraft(author: SampleFeed.eve, text: String(repeating: "a", count: 281), post: busy)
            expect(
                rule.failures(for: long),
                equals: ["at most 280 characters", "on the author's own post", "on a post with fewer than 3 comments"])
            let ownPost = CommentDraft(author: SampleFeed.dana, text: "Thanks", post: busy)
            expect(rule.failures(for: ownPost), equals: [], "one side of the or is enough")
            expect(rule.isSatisfied(by: ownPost), "no failures means satisfied")
        },
        Check("one rule filters the feed and explains each post it hides") {
            let feed = try SampleFeed.feed()
            let shown = PostRules.shownInFeed(following: [SampleFeed.bob], blocking: [SampleFeed.chen])
            expect(feed.posts.filter(shown.isSatisfied).map(\.id.rawValue), equals: [4, 3, 1])
            expect(
                shown.failures(for: try SampleFeed.post(2)),
                equals: ["not written by chen", "written by bob", "at least 2 likes"])
            let predicate = PostRules.shownInFeedPredicate(following: [SampleFeed.bob], blocking: [SampleFeed.chen])
            expect(
                try feed.posts.filter { try predicate.evaluate($0) }.map(\.id.rawValue), equals: [4, 3, 1],
                "#Predicate agrees")
        },
        Check("a closure predicate gives the same answers and cannot say why") {
            let rule = CommentRules.mayBePosted(muted: [SampleFeed.bob])
            let closure = ClosureCommentRule.mayBePosted(muted: [SampleFeed.bob])
            let drafts = try Self.drafts()
            expect(drafts.filter { closure($0) != rule.isSatisfied(by: $0) }.count, equals: 0)
            let refused = drafts.filter { !closure($0) }
            expect(refused.count, equals: 42)
            expect(Set(refused.map { rule.failures(for: $0).joined(separator: "; ") }).count, equals: 11)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    /// The usual imperative validator: a chain of guards that returns at the first broken rule.
    static func guardChain(_ draft: CommentDraft, muted: Set<UserName>) -> [String] {
        guard !draft.text.allSatisfy(\.isWhitespace) else { return ["has text"] }
        guard draft.text.count <= CommentRules.limit else { return ["at most 280 characters"] }
        guard !muted.contains(draft.author) else { return ["not by a muted user"] }
        guard draft.post.author == draft.author || draft.post.comments.count < 3 else {
            return ["on the author's own post", "on a post with fewer than 3 comments"]
        }
        return []
    }

    @Test(
        "control: a guard chain that returns at the first broken rule tells a user one thing to fix at a time",
        .tags(.control))
    func guardChainLosesReasons() throws {
        let full = CommentRules.mayBePosted(muted: [SampleFeed.bob])
        let drafts = try Self.drafts()
        expect(
            drafts.filter { Self.guardChain($0, muted: [SampleFeed.bob]).isEmpty != full.isSatisfied(by: $0) }.count,
            equals: 0)
        withKnownIssue("a blank comment by a muted user is told only that it is blank") {
            expect(
                drafts.filter { Self.guardChain($0, muted: [SampleFeed.bob]) != full.failures(for: $0) }.count,
                equals: 0)
        }
    }
}
