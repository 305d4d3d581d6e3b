import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Injected time and randomness example", .timeLimit(.minutes(1)), .watchdog)
struct InjectedTimeRandomnessExampleTests {
    @Test("the injected-time-randomness example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: InjectedTimeRandomnessExample(),
            equals: """
                == time: the throttle reads the clock it is given ==
                0 s: anna may comment: yes; again at once: no; bob: yes
                29.999 s, one call later: anna: no
                30 s, one call later: anna: yes
                the test of the rule, run on it: passes
                == time: the same rule, reading Date() itself ==
                the same test, run on it: 2 problems
                  at 30.0 seconds anna was refused, expected allowed
                  at 30.0 seconds bob was refused, expected allowed
                the test moved its clock; Date() did not move, and only 30 real seconds would
                == randomness: the featured post, from the generator it is given ==
                seed 7 picks #2; seed 7 again picks #2
                seeds 0 to 299: #4 ×87, #2 ×99, #1 ×114; #3, which nobody likes, never
                == randomness: the picker that draws its own ==
                50 runs picked more than one post: yes, so no test can say which to expect

                """)
        let events = try await run(InjectedTimeRandomnessExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now",
                "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now",
                "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now",
                "CommentThrottle -> Clock: now", "CommentThrottle -> Clock: now",
                "WallClockCommentThrottle -> Date: Date()", "WallClockCommentThrottle -> Date: Date()",
                "WallClockCommentThrottle -> Date: Date()", "WallClockCommentThrottle -> Date: Date()",
                "WallClockCommentThrottle -> Date: Date()", "WallClockCommentThrottle -> Date: Date()",
                "FeaturedPostPicker -> RandomNumberGenerator: next()",
                "FeaturedPostPicker -> RandomNumberGenerator: next()",
            ])
    }
}
