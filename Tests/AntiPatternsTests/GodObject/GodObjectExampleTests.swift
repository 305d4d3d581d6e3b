import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the god-object example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func godObjectTranscript() async throws {
    try await checkTranscriptContract(
        of: GodObjectExample(),
        equals: """
            == the same six actions on both screens ==
            anna likes #3, bob comments "  Nice cat!  " on #3, eve comments "   " on #1,
            dana unlikes #4, the user opens #3, then #9
            after eve's comment: banner: a comment needs words (same on both: true)
            MassiveFeedViewController shows:
              #4 anna · Shipped the new feed… · 2 likes · 0 comments
              #3 bob · My cat, judging me · 1 like · 1 comment
              #2 chen · video · 1 like · 0 comments
              #1 dana · Hello, Futubra. · 2 likes · 2 comments
              route: feed > post #3
              banner: no post #9
            FeedScreenController shows the same: true
            == the state each type holds ==
            MassiveFeedViewController: 5 (feed, stack, banner, maximumCommentLength, titleLength)
            FeedScreenController: 3 (store, router, banner)
            FeedStore: 2 (feed, rule)
            CommentRule: 1 (maximumLength)
            FeedRouter: 1 (stack)
            == one rule, checked alone ==
            CommentRule().problem(with: "   ") -> a comment needs words
            CommentRule(maximumLength: 5).problem(with: "Lovely") -> a comment is at most 5 characters

            """)
}
