import ContractSupport
import Testing

@testable import Futubra

@Suite("The feed adds, removes and orders posts", .timeLimit(.minutes(1)), .watchdog)
struct FeedTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a new post goes on top, and ids are unique within a feed") {
            var feed = Feed()
            try feed.add(post(1))
            try feed.add(post(2))
            expect(feed.posts.map(\.id), equals: [PostID(2), PostID(1)])
            #expect(throws: FutubraError.duplicatePost(PostID(1))) { try feed.add(post(1)) }
            expect(feed.count, equals: 2)
        },
        Check("removing a post returns it and where it was; removing an unknown id is an error") {
            var feed = try Feed(posts: [post(3), post(2), post(1)])
            let removed = try feed.remove(id: PostID(2))
            expect(removed.index, equals: 1)
            expect(feed.posts.map(\.id), equals: [PostID(3), PostID(1)])
            #expect(throws: FutubraError.postNotFound(PostID(2))) { try feed.remove(id: PostID(2)) }
        },
        Check("sorting is stable: equal posts keep their order") {
            var feed = try Feed(posts: [post(1), post(2), post(3)])
            try feed.update(id: PostID(3)) { $0.like(by: SampleFeed.bob) }
            feed.sort { $0.likeCount > $1.likeCount }
            expect(feed.posts.map(\.id), equals: [PostID(3), PostID(1), PostID(2)])
        },
        Check("update changes one post in place and reports an unknown id") {
            var feed = try SampleFeed.feed()
            let liked = try feed.update(id: PostID(3)) { $0.like(by: SampleFeed.eve) }
            expect(liked)
            expect(feed.post(id: PostID(3))?.likeCount, equals: 1)
            #expect(throws: FutubraError.postNotFound(PostID(99))) { try feed.update(id: PostID(99)) { _ in () } }
        },
        Check("the sample feed is deterministic: four posts, newest first") {
            let feed = try SampleFeed.feed()
            expect(feed.posts.map(\.id.rawValue), equals: [4, 3, 2, 1])
            expect(try SampleFeed.feed() == feed)
            expect(feed.nextPostID, equals: PostID(5))
            expect(try SampleFeed.post(1).comments.count == 2)
            #expect(throws: FutubraError.postNotFound(PostID(7))) { try SampleFeed.post(7) }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

private func post(_ id: Int, by author: UserName = SampleFeed.anna) throws -> Post {
    try Post(id: PostID(id), author: author, content: .text("post \(id)"))
}
