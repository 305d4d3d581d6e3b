import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the couplers example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func couplersTranscript() async throws {
    try await checkTranscriptContract(
        of: CouplersExample(),
        equals: """
            == feature envy ==
            #4 ★ 12 | same after
            #3 ★ 6 | same after
            #2 · 4 | same after
            #1 ★ 12 | same after
            the row reads the post's data in 5 places before, 2 after
            == inappropriate intimacy ==
            first liker of #1 before the badge: eve
            badge: liked by anna, bob, eve | liked by anna, bob, eve
            first liker after the intimate badge: anna
            first liker after the badge that asks: eve
            == message chains ==
            before: newest by bob, 1 mine, 12 likes
            after:  newest by bob, 1 mine, 12 likes
            moving the feed out of the session edits 3 chains before, 1 after
            == incomplete library class ==
            bob: 1 posts, 4 likes | same after
            chen: 2 posts, 6 likes | same after
            eve: 1 posts, 2 likes | same after
            the missing operation is written 3 times before, 1 after
            == middle man ==
            both screens published #4: the same feed
            before: publish(_:) reaches the feed through FeedScreen > FeedManager > Feed; the screen holds it as manager.feed
            after: publish(_:) reaches the feed through FeedScreen > Feed; the screen holds it as feed

            """)
}
