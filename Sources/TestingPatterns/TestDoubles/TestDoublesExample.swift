import ExampleKit
import Foundation
import Futubra
import FutubraServer
import MessageTrace

/// Plays the five test doubles on the like button: the real backend first, then a dummy, a
/// stub, a spy, a mock and a fake in its place; last, the same tests run on three planted
/// defects and a harmless rewrite, showing what each double catches.
package struct TestDoublesExample: Example {
    package static let id = "test-doubles"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("the code under test: LikeButton, on the real backend")
        let real = ServerLikeBackend(server: FeedServer(feed: try SampleFeed.feed()))
        let spy = SpyAnalytics()
        let button = LikeButton(backend: real, analytics: spy, moderator: DummyModerator())
        transcript.line("eve taps #4: \(await button.toggleLike(PostID(4), as: SampleFeed.eve))")
        transcript.line("eve taps #4 again: \(await button.toggleLike(PostID(4), as: SampleFeed.eve))")

        transcript.section("the five doubles")
        let mayComment = Result { () throws(TestingPatternsError) in try button.mayComment("Nice") }
        transcript.line("dummy: DummyModerator filled a parameter; liking never asked it")
        if case .failure(let error) = mayComment { transcript.line("  asked to moderate a comment, it says: \(error)") }
        let post = try SampleFeed.post(4)
        let stubbed = LikeButton(
            backend: StubLikeBackend(current: .success(post), answer: .failure(.status(503, message: "down"))),
            analytics: NoAnalytics(), moderator: DummyModerator())
        transcript.line(
            "stub: the server is down, whatever is asked: \(await stubbed.toggleLike(PostID(4), as: SampleFeed.eve))")
        transcript.line("spy: SpyAnalytics recorded the two real taps: \(spy.events.joined(separator: ", "))")
        var unliked = post
        unliked.unlike(by: SampleFeed.bob)
        let mock = MockLikeBackend()
        mock.expect(.post(PostID(4)), answer: .success(post))
        mock.expect(.unlike(PostID(4), SampleFeed.bob), answer: .success(unliked))
        let mocked = LikeButton(
            backend: mock, analytics: MockAnalytics(expecting: ["unlike #4"]), moderator: DummyModerator())
        transcript.line(
            "mock: expects post(#4), then unlike(#4, bob): \(await mocked.toggleLike(PostID(4), as: SampleFeed.bob))")
        transcript.line(
            "  its verdict: \(mock.verify().isEmpty ? "every call as scripted" : mock.verify().joined(separator: "; "))"
        )
        let fake = InMemoryLikeBackend(feed: try SampleFeed.feed())
        let faked = LikeButton(backend: fake, analytics: NoAnalytics(), moderator: DummyModerator())
        let first = await faked.toggleLike(PostID(4), as: SampleFeed.eve)
        let second = await faked.toggleLike(PostID(4), as: SampleFeed.eve)
        transcript.line("fake: InMemoryLikeBackend keeps a feed: \(first), then \(second)")

        transcript.section("the same tests on planted defects: what each double catches")
        // The checks run the buttons dozens of times; their calls would drown the trace of the
        // run above, so they run with no tracer bound.
        let rows: [(String, any LikeToggling.Type)] = [
            ("the right button", LikeButton.self),
            ("tracks a like that failed", EagerTrackingLikeButton.self),
            ("never unlikes", LikeOnlyButton.self),
            ("shows its own count", LocalCountLikeButton.self),
            ("reads the post twice (harmless)", RereadingLikeButton.self),
        ]
        transcript.line(Self.row("", DoubleCheck.allCases.map(\.rawValue)))
        for (name, button) in rows {
            var cells = [String]()
            for check in DoubleCheck.allCases {
                let problems = await Tracer.$current.withValue(nil) { await check.problems(in: button) }
                cells.append(problems.isEmpty ? "passes" : "FAILS")
            }
            transcript.line(Self.row(name, cells))
        }
        transcript.line(
            "stub and fake never see analytics; canned answers cannot show that a second tap must unlike;"
        )
        transcript.line("only the mock fails the harmless rewrite")
    }

    /// One line of the table: the name in a column of 34, each cell in a column of 8.
    private static func row(_ name: String, _ cells: [String]) -> String {
        let line =
            ([name.padding(toLength: 34, withPad: " ", startingAt: 0)]
            + cells.map { $0.padding(toLength: 8, withPad: " ", startingAt: 0) }).joined()
        return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
