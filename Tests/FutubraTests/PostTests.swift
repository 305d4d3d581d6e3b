import ContractSupport
import Testing

@testable import Futubra

@Suite("A post's likes and comments", .timeLimit(.minutes(1)), .watchdog)
struct PostTests {
    @Test("a user can like a post only once")
    func oneLikePerUser() throws {
        var post = try makePost()
        do {
            let changed = post.like(by: bob)
            expect(changed)
        }
        do {
            let changed = post.like(by: bob)
            expect(!changed)
        }
        expect(post.likeCount, equals: 1)
        expect(post.isLiked(by: bob))
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("unlike is idempotent and the like count never goes negative") {
            var post = try makePost()
            do {
                let changed = post.unlike(by: bob)
                expect(!changed)
            }
            expect(post.likeCount, equals: 0)
            post.like(by: bob)
            do {
                let changed = post.unlike(by: bob)
                expect(changed)
            }
            do {
                let changed = post.unlike(by: bob)
                expect(!changed)
            }
            expect(post.likeCount, equals: 0)
        },
        Check("comments are flat: appended in order, removed by id, and a comment holds no comments") {
            var post = try makePost()
            let first = post.addComment(by: bob, content: try .text("one"))
            let second = post.addComment(by: anna, content: try .image("https://img.example/a.png"))
            expect(post.comments.map(\.id), equals: [CommentID(1), CommentID(2)])
            let removed = try post.removeComment(id: first.id)
            expect(removed.comment, equals: first)
            expect(removed.index, equals: 0)
            expect(post.comments, equals: [second])
            #expect(throws: FutubraError.commentNotFound(CommentID(9))) { try post.removeComment(id: CommentID(9)) }
            // Comment's only stored properties are id, author and content: no nested comments.
            expect(Mirror(reflecting: first).children.compactMap(\.label), equals: ["id", "author", "content"])
        },
        Check("a removed comment can be put back exactly where it was") {
            var post = try makePost()
            post.addComment(by: bob, content: try .text("one"))
            post.addComment(by: bob, content: try .text("two"))
            let before = post
            let removed = try post.removeComment(id: CommentID(1))
            try post.insertComment(removed.comment, at: removed.index)
            expect(post, equals: before)
            #expect(throws: FutubraError.duplicateComment(CommentID(1))) {
                try post.insertComment(removed.comment, at: 0)
            }
        },
        Check("a post's author and content cannot change: they are constants") {
            let post = try makePost()
            var copy = post
            copy.like(by: bob)
            copy.addComment(by: bob, content: try .text("hi"))
            expect(copy.author, equals: post.author)
            expect(copy.content, equals: post.content)
            // Assigning `copy.author = …` does not compile: `author` and `content` are `let`.
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

private let anna = SampleFeed.anna

private let bob = SampleFeed.bob

private func makePost() throws -> Post {
    try Post(id: PostID(1), author: anna, content: .text("hello"))
}
