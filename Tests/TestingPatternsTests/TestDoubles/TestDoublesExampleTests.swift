import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Test doubles example", .timeLimit(.minutes(1)), .watchdog)
struct TestDoublesExampleTests {
    @Test("the test-doubles example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: TestDoublesExample(),
            equals: """
                == the code under test: LikeButton, on the real backend ==
                eve taps #4: liked, 4 likes
                eve taps #4 again: unliked, 3 likes
                == the five doubles ==
                dummy: DummyModerator filled a parameter; liking never asked it
                  asked to moderate a comment, it says: a dummy was used: 'CommentModerator.allows'
                stub: the server is down, whatever is asked: failed: couldn't update the like on #4
                spy: SpyAnalytics recorded the two real taps: like #4, unlike #4
                mock: expects post(#4), then unlike(#4, bob): unliked, 2 likes
                  its verdict: every call as scripted
                fake: InMemoryLikeBackend keeps a feed: liked, 4 likes, then unliked, 3 likes
                == the same tests on planted defects: what each double catches ==
                                                  stub    spy     mock    fake
                the right button                  passes  passes  passes  passes
                tracks a like that failed         passes  FAILS   FAILS   passes
                never unlikes                     passes  passes  FAILS   FAILS
                shows its own count               FAILS   FAILS   passes  passes
                reads the post twice (harmless)   passes  passes  FAILS   passes
                stub and fake never see analytics; canned answers cannot show that a second tap must unlike;
                only the mock fails the harmless rewrite

                """)
        let events = try await run(TestDoublesExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "LikeButton -> LikeBackend: post(#4)", "LikeButton -> LikeBackend: like(#4, eve)",
                "LikeButton -> LikeAnalytics: track(like #4)", "LikeButton -> LikeBackend: post(#4)",
                "LikeButton -> LikeBackend: unlike(#4, eve)", "LikeButton -> LikeAnalytics: track(unlike #4)",
                "LikeButton -> LikeBackend: post(#4)", "LikeButton -> LikeBackend: like(#4, eve)",
                "LikeButton -> LikeBackend: post(#4)", "LikeButton -> LikeBackend: unlike(#4, bob)",
                "LikeButton -> LikeAnalytics: track(unlike #4)", "LikeButton -> LikeBackend: post(#4)",
                "LikeButton -> LikeBackend: like(#4, eve)", "LikeButton -> LikeAnalytics: track(like #4)",
                "LikeButton -> LikeBackend: post(#4)", "LikeButton -> LikeBackend: unlike(#4, eve)",
                "LikeButton -> LikeAnalytics: track(unlike #4)",
            ])
    }
}
