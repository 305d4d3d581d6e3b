import Futubra
import FutubraServer

/// A test of the like button, written with one kind of double: it runs a button and returns
/// what it found wrong (nothing, when the button passes).
///
/// The same four tests run on the right ``LikeButton`` and on the planted defects, and what
/// each returns shows what its double can and cannot detect. Post #4 is anna's, liked by bob,
/// chen and dana.
///
/// ```swift
/// await DoubleCheck.fake.problems(in: LikeOnlyButton.self)
/// // ["fake: the second tap: expected unliked, 3 likes, got liked, 4 likes"]
/// ```
enum DoubleCheck: String, CaseIterable, Sendable {
    /// Canned answers; checks what the button returned.
    case stub
    /// Canned answers and a spy on analytics; checks the result and the recorded events.
    case spy
    /// Mocks of the backend and of analytics, given the calls they expect.
    case mock
    /// The in-memory backend; two taps, then the state.
    case fake

    /// What this test finds wrong with `button`.
    func problems(in button: any LikeToggling.Type) async -> [String] {
        let found: [String]
        do {
            found =
                switch self {
                case .stub: try await stubbed(button, spying: false)
                case .spy: try await stubbed(button, spying: true)
                case .mock: try await mocked(button)
                case .fake: try await faked(button)
                }
        } catch {
            found = ["the sample post could not be built: \(error)"]
        }
        return found.map { "\(rawValue): \($0)" }
    }

    /// eve taps #4 while others like it too (the server answers 5 likes), then again while the
    /// server is down; with `spying`, analytics must hear of the first like only.
    private func stubbed(_ button: any LikeToggling.Type, spying: Bool) async throws -> [String] {
        let post = try SampleFeed.post(4)
        let answered = try Post(id: post.id, author: post.author, content: post.content, likedBy: Set(SampleFeed.users))
        let spy = SpyAnalytics()
        let analytics: any LikeAnalytics = spying ? spy : NoAnalytics()
        var problems = [String]()
        let liked = await button.init(
            backend: StubLikeBackend(current: .success(post), answer: .success(answered)),
            analytics: analytics, moderator: DummyModerator()
        ).toggleLike(post.id, as: SampleFeed.eve)
        problems += mismatch("a like", liked, .liked(likes: 5))
        let down = await button.init(
            backend: StubLikeBackend(current: .success(post), answer: .failure(.status(503, message: "down"))),
            analytics: analytics, moderator: DummyModerator()
        ).toggleLike(post.id, as: SampleFeed.eve)
        problems += mismatch("the server down", down, .failed("couldn't update the like on #4"))
        if spying, spy.events != ["like #4"] {
            problems.append("analytics heard \(spy.events), expected [\"like #4\"]")
        }
        return problems
    }

    /// bob withdraws his like on #4; then eve's like fails. The mocks expect exactly the calls.
    private func mocked(_ button: any LikeToggling.Type) async throws -> [String] {
        let post = try SampleFeed.post(4)
        var unliked = post
        unliked.unlike(by: SampleFeed.bob)
        let backend = MockLikeBackend()
        backend.expect(.post(post.id), answer: .success(post))
        backend.expect(.unlike(post.id, SampleFeed.bob), answer: .success(unliked))
        backend.expect(.post(post.id), answer: .success(unliked))
        backend.expect(.like(post.id, SampleFeed.eve), answer: .failure(.status(503, message: "down")))
        let analytics = MockAnalytics(expecting: ["unlike #4"])
        let tap = button.init(backend: backend, analytics: analytics, moderator: DummyModerator())
        var problems = mismatch("bob's tap", await tap.toggleLike(post.id, as: SampleFeed.bob), .unliked(likes: 2))
        problems += mismatch(
            "eve's tap", await tap.toggleLike(post.id, as: SampleFeed.eve), .failed("couldn't update the like on #4"))
        return problems + backend.verify() + analytics.verify()
    }

    /// eve taps #4 twice on a feed in memory: liked, then unliked, and the feed agrees.
    private func faked(_ button: any LikeToggling.Type) async throws -> [String] {
        let backend = InMemoryLikeBackend(feed: try SampleFeed.feed())
        let tap = button.init(backend: backend, analytics: NoAnalytics(), moderator: DummyModerator())
        var problems = mismatch("the first tap", await tap.toggleLike(PostID(4), as: SampleFeed.eve), .liked(likes: 4))
        problems += mismatch(
            "the second tap", await tap.toggleLike(PostID(4), as: SampleFeed.eve), .unliked(likes: 3))
        if try await backend.post(PostID(4)).isLiked(by: SampleFeed.eve) {
            problems.append("the feed still has eve's like")
        }
        return problems
    }

    private func mismatch(_ step: String, _ actual: LikeOutcome, _ expected: LikeOutcome) -> [String] {
        actual == expected ? [] : ["\(step): expected \(expected), got \(actual)"]
    }
}

/// A stub of an output: it takes every event and tells the test nothing.
struct NoAnalytics: LikeAnalytics {
    func track(_ event: String) {}
}
