import ContractSupport
import Testing

@testable import AntiPatterns

@Test(
    "the swift-code-smells example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func swiftCodeSmellsTranscript() async throws {
    try await checkTranscriptContract(
        of: SwiftCodeSmellsExample(),
        equals: """
            == force unwrapping and force casting ==
            #4 with likes 3: forced #4 anna: 3 likes, checked #4 anna: 3 likes
            #4 with likes "3": forced stops the app; checked: error: field 'likes' holds '3', not a number
            #9 with likes 3: forced stops the app; checked: error: 'post #9' does not exist
            == ignoring errors ==
            import: "anna: Great shot", "an na: hi", "bob:   ", "chen: Love it"
            with try?: 2 added, nothing else said
            keeping errors: 2 added, 2 refused:
              line 2: user name 'an na' may hold only letters, digits, '.', '_' and '-'
              line 3: text content needs at least one character that is not white space
            == string literals as identifiers ==
            three likes on #4
            StringKeyedBadge (reads "postID"): 3
            MisspelledBadge (reads "postId"): 0, and it compiled
            LikeEventBadge (reads event.post): 3
            == needless complexity ==
            LikeTextService says "3 likes"; to see how, a reader opens 5 declarations:
              LikeTextStrategy, PluralLikeTextStrategy, LikeTextStrategyFactory, DefaultLikeTextStrategyFactory, LikeTextService
            LikeText says "3 likes"; 1 declaration: LikeText
            == a method named with "And" inside one big catch ==
            eve on #3, "Nice!":
              validateAndPublish: posted
              validate, publish:  posted
            an na on #3, "Nice!":
              validateAndPublish: something went wrong
              validate, publish:  user name 'an na' may hold only letters, digits, '.', '_' and '-'
            eve on #3, "  ":
              validateAndPublish: something went wrong
              validate, publish:  text content needs at least one character that is not white space
            eve on #9, "Nice!":
              validateAndPublish: something went wrong
              validate, publish:  no post with id '9'
            same feed afterwards: true
            == retain cycles ==
            both screens show 4 posts, the same rows
            the app lets both screens go
            loader holds it strongly (closure and delegate): still in memory
            loader holds it weakly ([weak self], weak var): freed
            == implicitly unwrapped optionals ==
            a header with feed: Feed! before configure(with:): reading its title stops the app
            after configure(with:): 4 posts, 6 likes
            FeedHeader(feed:) has its feed from the start: 4 posts, 6 likes
            == @unchecked Sendable and nonisolated(unsafe) ==
            anna likes #4 twice from one task: UncheckedLikeLedger 1, UnsafeLikeLedger 1, LikeLedger 1
            checks switched off: 2 before, 0 after; LikeLedger is Sendable because the compiler proves it
            == DispatchQueue.main.async instead of the main actor ==
            completion handler and a hop to main: 0 rows when refresh() returns, 4 later
            async loader, @MainActor model: 4 rows when await refresh() returns

            """)
}
