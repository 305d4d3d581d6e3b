import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import Behavioral

@Suite("Iterator", .timeLimit(.minutes(1)), .watchdog)
struct IteratorTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("traversal yields every post newest first, whatever order they were stored in") {
            let archive = try archive(ids: [3, 9, 1, 7, 5])
            expect(ids(archive), equals: [9, 7, 5, 3, 1])
        },
        Check("two iterators over one archive are independent: advancing one does not move the other") {
            let archive = try archive(ids: [1, 2, 3, 4])
            var first = archive.makeIterator()
            var second = archive.makeIterator()
            expect(first.next()?.id, equals: PostID(4))
            expect(first.next()?.id, equals: PostID(3))
            expect(second.next()?.id, equals: PostID(4))
            expect(first.next()?.id, equals: PostID(2))
            expect(second.next()?.id, equals: PostID(3))
        },
        Check("a copied iterator continues on its own from where the original was") {
            var original = try archive(ids: [1, 2, 3]).makeIterator()
            _ = original.next()
            var copy = original
            expect(copy.next()?.id, equals: PostID(2))
            expect(copy.next()?.id, equals: PostID(1))
            expect(original.next()?.id, equals: PostID(2))
        },
        Check("changing the archive during a traversal does not disturb the traversal in progress") {
            var archive = try archive(ids: [1, 2])
            var iterator = archive.makeIterator()
            archive.store(try Post(id: PostID(9), author: SampleFeed.bob, content: .text("new")))
            expect(iterator.next()?.id, equals: PostID(2))
            expect(iterator.next()?.id, equals: PostID(1))
            expect(iterator.next() == nil)
            expect(ids(archive), equals: [9, 2, 1])
        },
        Check("pages load lazily: a reader who stops after page one never pulls the rest") {
            let transcript = Transcript()
            let archive = try archive(ids: Array(1...10))
            let next = transcript.tracing {
                var pages = archive.pages(size: 3).makeIterator()
                expect(transcript.events.isEmpty)
                return pages.next()
            }
            let first = try #require(next)
            expect(ids(first.posts), equals: [10, 9, 8])
            expect(first.hasMore)
            expect(transcript.events.map(\.message), equals: ["next() x4"])
        },
        Check("an empty archive yields no posts and no pages") {
            let archive = PostArchive([])
            expect(ids(archive).isEmpty)
            expect(Array(archive.pages(size: 3)).isEmpty)
        },
        Check("storing a post with an existing id replaces it instead of listing it twice") {
            var archive = try archive(ids: [1, 2])
            archive.store(try Post(id: PostID(2), author: SampleFeed.eve, content: .text("edited")))
            expect(ids(archive), equals: [2, 1])
            var iterator = archive.makeIterator()
            expect(iterator.next()?.author, equals: SampleFeed.eve)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("an exhausted iterator stays exhausted")
    func exhaustedStaysExhausted() throws {
        var iterator = try archive(ids: [1]).makeIterator()
        _ = iterator.next()
        expect(iterator.next() == nil)
        expect(iterator.next() == nil)
    }

    static let pageSizes = [1, 2, 3, 5, 7, 10]

    @Test("paged traversal covers every post once, in order, only the last page short", arguments: pageSizes)
    func pagesCoverEverything(size: Int) throws {
        let archive = try archive(ids: Array(1...7))
        let pages = Array(archive.pages(size: size))
        expect(pages.flatMap { ids($0.posts) }, equals: ids(archive))
        expect(pages.dropLast().allSatisfy { $0.posts.count == size })
        expect(pages.map(\.number), equals: Array(1...pages.count))
        expect(pages.map(\.hasMore), equals: pages.indices.map { $0 < pages.count - 1 })
    }

}

private func archive(ids: [Int]) throws -> PostArchive {
    PostArchive(try ids.map { try Post(id: PostID($0), author: SampleFeed.anna, content: .text("post \($0)")) })
}

private func ids(_ posts: some Sequence<Post>) -> [Int] { posts.map(\.id.rawValue) }
