import ContractSupport
import Futubra
import Testing

@testable import Principles

private typealias Timeline = LiskovSubstitution.Timeline

/// The base type's contract, run on whatever `make` returns: a post inserted is on top, the
/// others keep their order, and removing a post takes out that post only.
private func checkTimelineContract(
    make: ([Post]) -> Timeline, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let feed = try SampleFeed.feed()
    let timeline = make(feed.posts)
    let before = timeline.posts
    let post = try Post(id: PostID(5), author: SampleFeed.eve, content: .text("My first post!"))
    timeline.insert(post)
    #expect(timeline.posts.first == post, "the post just inserted is not on top", sourceLocation: sourceLocation)
    #expect(
        Array(timeline.posts.dropFirst()) == before, "inserting reordered the other posts",
        sourceLocation: sourceLocation)
    timeline.remove(id: PostID(3))
    #expect(
        timeline.posts.map(\.id) == [post.id] + before.map(\.id).filter { $0 != PostID(3) },
        sourceLocation: sourceLocation)
}

/// The Liskov substitution principle: one contract, run on the base type and its subclasses.
@Suite("Liskov substitution", .timeLimit(.minutes(1)), .watchdog)
struct LiskovSubstitutionTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the base timeline passes its own contract: a post inserted is on top and the others keep their order") {
            try checkTimelineContract { Timeline(posts: $0) }
        },
        Check(
            "a subclass that adds an unread badge passes the same contract unchanged, so it can stand in for a timeline"
        ) {
            try checkTimelineContract { LiskovSubstitution.UnreadCountingTimeline(posts: $0) }
            let timeline = LiskovSubstitution.UnreadCountingTimeline(posts: try SampleFeed.feed().posts)
            timeline.insert(try SampleFeed.post(1))
            expect(timeline.unread, equals: 1)
        },
        Check("a caller written against the base type shows the wrong post when handed the ranking subclass") {
            let post = try Post(id: PostID(5), author: SampleFeed.eve, content: .text("My first post!"))
            let posts = try SampleFeed.feed().posts
            expect(LiskovSubstitution.Composer.publish(post, to: Timeline(posts: posts)), equals: post)
            expect(
                LiskovSubstitution.Composer.publish(post, to: LiskovSubstitution.LikesRankedTimeline(posts: posts))?.id,
                equals: PostID(4))
        },
        Check(
            "ranking by likes as a view over the timeline gives the ranking and leaves the timeline's promises intact"
        ) {
            let timeline = Timeline(posts: try SampleFeed.feed().posts)
            expect(LiskovSubstitution.LikesRanking().posts(of: timeline).map(\.id.rawValue), equals: [4, 1, 2, 3])
            expect(timeline.posts.map(\.id.rawValue), equals: [4, 3, 2, 1])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a subclass that ranks by likes fails the base type's contract, and the contract catches it", .tags(.control))
    func violatingSubtypeFailsTheContract() {
        withKnownIssue {
            try checkTimelineContract { LiskovSubstitution.LikesRankedTimeline(posts: $0) }
        }
    }

}
