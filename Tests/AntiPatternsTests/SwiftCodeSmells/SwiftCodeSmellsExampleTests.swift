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
            LikeTextService says "3 likes" through LikeTextService > DefaultLikeTextStrategyFactory > PluralLikeTextStrategy
            LikeText says "3 likes" in LikeText
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

            """)
}
