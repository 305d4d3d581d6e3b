import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the bloaters example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func bloatersTranscript() async throws {
    try await checkTranscriptContract(
        of: BloatersExample(),
        equals: """
            == long method ==
              4 posts, 6 likes
              top: #4 by anna: Shipped the new feed screen today!
              4 posts eve has not liked
              commenters: anna, eve
            FeedDigest says the same: true
            lines of code: LongDigest.digest 35; FeedDigest's 5 functions at most 2 each
            == large class ==
              anna: iOS at Futubra
              notify on likes, comments; digest at 20:00
              120 followers, 0 following, 0 posts
              public, 0 blocked
            Account, four small values, says the same: true
            fields: LargeAccount 12; Account 4, its largest part 4
            == primitive obsession ==
            strings and Int: anna shares https://img.futubra.example/9.jpg with followers
            Futubra types:   anna shares https://img.futubra.example/9.jpg with followers
            strings and Int: an na shares ftp://cat with only me
            Futubra types:   refused: user name 'an na' may hold only letters, digits, '.', '_' and '-'
            == long parameter list ==
            profile card, six loose values: (D) dana: Hello, Futubra. · 2♥ 2✎
            profile card, post and style:   dana: Hello, Futub… · 2♥ 2✎
            == data clumps ==
            offset 2, limit 2: loose page 2 of 2 shows [#2, #1]; PageRequest page 2 of 2 shows [#2, #1]
            offset -4, limit 2: loose page -1 of 2 shows [#4, #3]; PageRequest page 1 of 2 shows [#4, #3]

            """)
}
