import ExampleKit
import Futubra

/// Plays actor reentrancy: a second call runs on an actor while the first one awaits, which
/// breaks a check made before the `await` and a copy taken before it; claiming first,
/// changing state after the `await` and keeping a turn fix them.
public struct ActorReentrancyExample: Example {
    public static let id = "actor-reentrancy"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        let bob = SampleFeed.bob
        let post = PostID(3)

        transcript.section("check, then await: two screens load post #3")
        let naive = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let checking = CheckThenAwaitPostStore(backend: naive)
        let first = Task { try await checking.post(post) }
        await yield { naive.held.count == 1 }
        let second = Task { try await checking.post(post) }
        await yield { naive.held.count == 2 }
        transcript.line("while the first load waits, the second call runs: its check misses too")
        naive.releaseNext()
        _ = try await first.value
        naive.releaseNext()
        _ = try await second.value
        transcript.line("requests at the server: \(naive.log.count) (\(naive.log.joined(separator: ", ")))")

        transcript.section("claim, then await: the second caller joins the first load")
        let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let store = PostStore(backend: backend)
        let one = Task { try await store.post(post) }
        await yield { backend.held.count == 1 }
        let two = Task { try await store.post(post) }
        await yield { await store.joined == 1 }
        backend.release()
        let (a, b) = try await (one.value, two.value)
        transcript.line("requests at the server: \(backend.log.count); both got #3 by \(a.author.rawValue): \(a == b)")
        backend.failNext(1)
        let failed = (try? await store.post(PostID(2))) == nil
        let retried = try await store.post(PostID(2))
        transcript.line(
            "#2 fails once (\(failed)); the failure is not kept, the next call loads \(retried.id) again: "
                + "\(backend.log.filter { $0 == "GET /posts/2" }.count) requests")

        transcript.section("copy, then await: anna and bob like #3 at once")
        let copying = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let stale = CopyThenAwaitLikes(post: try SampleFeed.post(3), backend: copying)
        let staleLikes = try await interleavedLikes(on: copying) { try await stale.like(by: $0) }
        transcript.line("the server counts \(staleLikes) likes; the screen shows \(await stale.post.likeCount)")
        transcript.line("bob's call wrote back the copy it took before anna's like landed")

        transcript.section("change after the await: the same two likes")
        let liking = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let likes = PostLikes(post: try SampleFeed.post(3), backend: liking)
        let serverLikes = try await interleavedLikes(on: liking) { try await likes.like(by: $0) }
        transcript.line("the server counts \(serverLikes) likes; the screen shows \(await likes.post.likeCount)")

        transcript.section("keep a turn: two comments, one at a time, in order")
        let commenting = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let outbox = CommentOutbox(backend: commenting)
        let early = Task { try await outbox.send("First!", by: SampleFeed.anna, on: post) }
        await yield { commenting.held.count == 1 }
        let late = Task { try await outbox.send("Second.", by: bob, on: post) }
        await yield { await outbox.queued == 1 }
        transcript.line("the second comment waits for its turn: \(commenting.inFlight) request in flight")
        commenting.release()
        let ids = try await [early.value, late.value]
        let sent = commenting.feed.post(id: post)?.comments.map { "\($0.id) \"\($0.content.words ?? "")\"" } ?? []
        transcript.line("ids \(ids.map(\.description).joined(separator: ", ")): \(sent.joined(separator: ", "))")
        transcript.line("most requests in flight at once: \(commenting.maxInFlight)")
    }

    /// anna likes, and bob likes while anna's request waits; anna's answer lands first.
    /// Returns how many likes the server counts.
    private func interleavedLikes(
        on backend: FeedBackend, _ like: @escaping @Sendable (UserName) async throws -> Void
    ) async throws -> Int {
        let anna = Task { try await like(SampleFeed.anna) }
        await yield { backend.held.count == 1 }
        let bob = Task { try await like(SampleFeed.bob) }
        await yield { backend.held.count == 2 }
        backend.releaseNext()
        try await anna.value
        backend.releaseNext()
        try await bob.value
        return backend.feed.post(id: PostID(3))?.likeCount ?? 0
    }
}
