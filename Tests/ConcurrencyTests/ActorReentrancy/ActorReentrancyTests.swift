import ContractSupport
import Futubra
import Testing

@testable import Concurrency

/// What the load-once check needs of a post store.
protocol PostLoading: Sendable {
    func post(_ id: PostID) async throws -> Post
    /// How many callers found a load in flight and waited on it (0 for a store that never does).
    var joined: Int { get async }
}

extension PostStore: PostLoading {}

extension CheckThenAwaitPostStore: PostLoading {
    var joined: Int { 0 }
}

/// What the interleaved-likes check needs of a post's likes.
protocol LikeKeeping: Sendable {
    func like(by user: UserName) async throws
    var post: Post { get async }
}

extension PostLikes: LikeKeeping {}
extension CopyThenAwaitLikes: LikeKeeping {}

/// What the one-at-a-time check needs of a comment sender.
protocol CommentSending: Sendable {
    func send(_ text: String, by user: UserName, on post: PostID) async throws -> CommentID
    /// How many senders wait for their turn (0 for a sender that never makes one wait).
    var queued: Int { get async }
}

extension CommentOutbox: CommentSending {}

/// Sends straight to the server from an actor method: correct alone, but two sends are in
/// flight at once, because the actor is free while each one awaits.
actor DirectCommentSender: CommentSending {
    private let backend: FeedBackend

    init(backend: FeedBackend) {
        self.backend = backend
    }

    var queued: Int { 0 }

    func send(_ text: String, by user: UserName, on post: PostID) async throws -> CommentID {
        try await backend.comment(text, by: user, on: post)
    }
}

/// Two loads of post #3, the second started while the first waits at the server: both get
/// the post, from one request.
func checkLoadsOnce(_ make: (FeedBackend) -> some PostLoading) async throws {
    let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
    let store = make(backend)
    let first = Task { try await store.post(PostID(3)) }
    expect(await yield { backend.held.count == 1 }, "the first load reached the server")
    let second = Task { try await store.post(PostID(3)) }
    // The second call has reached its suspension point: it joined the first load, or sent its own.
    expect(await yield { await store.joined == 1 || backend.held.count == 2 }, "the second load got in")
    backend.release()
    let posts = try await [first.value, second.value]
    expect(posts.map(\.id), equals: [PostID(3), PostID(3)])
    expect(backend.log, equals: ["GET /posts/3"], "two interleaved loads should reach the server once")
}

/// anna and bob like post #3 (no likes yet); bob's request arrives while anna's waits, and
/// the answers come in `order`. Both likes must count, on the screen and at the server.
func checkInterleavedLikes(
    answering order: [UserName], _ make: (Post, FeedBackend) -> some LikeKeeping
) async throws {
    let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
    let likes = make(try SampleFeed.post(3), backend)
    let anna = Task { try await likes.like(by: SampleFeed.anna) }
    expect(await yield { backend.held.count == 1 })
    let bob = Task { try await likes.like(by: SampleFeed.bob) }
    expect(await yield { backend.held.count == 2 })
    for user in order {
        backend.release("POST /posts/3/likes by \(user.rawValue)")
        try await (user == SampleFeed.anna ? anna : bob).value
    }
    expect(await likes.post.likedBy, equals: [SampleFeed.anna, SampleFeed.bob], "both likes should show")
    expect(backend.feed.post(id: PostID(3))?.likeCount, equals: 2)
}

/// Three comments sent at once, each while the one before waits: the server must receive
/// them one at a time and number them in the order they were sent.
func checkOneAtATime(_ make: (FeedBackend) -> some CommentSending) async throws {
    let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
    let outbox = make(backend)
    let texts = ["First!", "Second.", "Third?"]
    var sends: [Task<CommentID, any Error>] = []
    for (index, text) in texts.enumerated() {
        sends.append(Task { try await outbox.send(text, by: SampleFeed.anna, on: PostID(3)) })
        // This send has reached its suspension point: waiting for its turn, or at the server.
        let arrived = await yield {
            if backend.held.count == index + 1 { return true }
            return index > 0 ? await outbox.queued == index : false
        }
        expect(arrived)
    }
    backend.release()
    var ids: [CommentID] = []
    for send in sends { ids.append(try await send.value) }
    expect(backend.maxInFlight, equals: 1, "the server should see one comment at a time")
    expect(ids, equals: ids.sorted(), "comments should be numbered in the order they were sent")
    let comments = backend.feed.post(id: PostID(3))?.comments ?? []
    expect(comments.map { $0.content.words ?? "" }, equals: texts)
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct ActorReentrancyTests {
    @Test(
        "two loads of one post, the second arriving while the first waits, reach the server once and both get the post")
    func loadsOnce() async throws {
        try await checkLoadsOnce { PostStore(backend: $0) }
    }

    @Test("a store that checks, then awaits, sends a second request for a post already loading", .tags(.control))
    func checkThenAwaitLoadsTwice() async {
        await withKnownIssue {
            try await checkLoadsOnce { CheckThenAwaitPostStore(backend: $0) }
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a failed load reaches every caller waiting on it and is not kept: the next call loads again") {
            let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
            let store = PostStore(backend: backend)
            backend.failNext(1)
            let first = Task { try await store.post(PostID(2)) }
            expect(await yield { backend.held.count == 1 })
            let second = Task { try await store.post(PostID(2)) }
            expect(await yield { await store.joined == 1 })
            backend.release()
            for load in [first, second] {
                await #expect(throws: ConcurrencyError.unavailable("GET /posts/2")) { try await load.value }
            }
            expect(await !store.isKept(PostID(2)))
            expect(try await store.post(PostID(2)).id, equals: PostID(2))
            expect(backend.log, equals: ["GET /posts/2", "GET /posts/2"])
            expect(await store.isKept(PostID(2)))
        },
        Check("two likes interleaved at the server both count, in either order of answers") {
            try await checkInterleavedLikes(answering: [SampleFeed.anna, SampleFeed.bob]) {
                PostLikes(post: $0, backend: $1)
            }
            try await checkInterleavedLikes(answering: [SampleFeed.bob, SampleFeed.anna]) {
                PostLikes(post: $0, backend: $1)
            }
        },
        Check("three comments sent at once reach the server one at a time, numbered in the order they were sent") {
            try await checkOneAtATime { CommentOutbox(backend: $0) }
        },
        Check("a kept post is served without a request") {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let store = PostStore(backend: backend)
            let first = try await store.post(PostID(4))
            let again = try await store.post(PostID(4))
            expect(first, equals: again)
            expect(backend.log, equals: ["GET /posts/4"])
        },
        Check("the same user liking twice at once counts once, on the screen and at the server") {
            let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
            let likes = PostLikes(post: try SampleFeed.post(3), backend: backend)
            let taps = (0..<2).map { _ in Task { try await likes.like(by: SampleFeed.anna) } }
            expect(await yield { backend.held.count == 2 }, "both taps passed the check before either was answered")
            backend.release()
            for tap in taps { try await tap.value }
            expect(await likes.post.likeCount, equals: 1)
            expect(backend.feed.post(id: PostID(3))?.likeCount, equals: 1)
        },
        Check("a like the server refuses changes nothing on the screen") {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let likes = PostLikes(post: try SampleFeed.post(3), backend: backend)
            backend.failNext(1)
            await #expect(throws: ConcurrencyError.self) { try await likes.like(by: SampleFeed.eve) }
            expect(await likes.post.likeCount, equals: 0)
        },
        Check("a comment the server refuses passes the turn on: the next one is still sent") {
            let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
            let outbox = CommentOutbox(backend: backend)
            backend.failNext(1)
            let first = Task { try await outbox.send("First!", by: SampleFeed.anna, on: PostID(3)) }
            expect(await yield { backend.held.count == 1 })
            let second = Task { try await outbox.send("Second.", by: SampleFeed.bob, on: PostID(3)) }
            expect(await yield { await outbox.queued == 1 })
            backend.release()
            await #expect(throws: ConcurrencyError.self) { try await first.value }
            expect(try await second.value, equals: CommentID(1))
            expect(await outbox.queued, equals: 0)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("likes that copy the post before the await lose one of two interleaved likes", .tags(.control))
    func copyThenAwaitLosesALike() async {
        for order in [[SampleFeed.anna, SampleFeed.bob], [SampleFeed.bob, SampleFeed.anna]] {
            await withKnownIssue {
                try await checkInterleavedLikes(answering: order) { CopyThenAwaitLikes(post: $0, backend: $1) }
            }
        }
    }

    @Test("an actor that sends straight from its method has every comment in flight at once", .tags(.control))
    func directSenderOverlaps() async {
        await withKnownIssue {
            try await checkOneAtATime { DirectCommentSender(backend: $0) }
        }
    }

}
