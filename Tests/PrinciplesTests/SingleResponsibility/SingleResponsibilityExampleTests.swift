import ContractSupport
import Testing

@testable import Principles

@Test(
    "the single-responsibility example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func singleResponsibilityTranscript() async throws {
    try await checkTranscriptContract(
        of: SingleResponsibilityExample(),
        equals: """
            == one type, two teams: PostDesk ==
            card before:
              anna: Shipped the new feed screen today!
              3 likes, 0 comments
            report before:
              report on post #4 by anna: spam, reported by eve
              content: Shipped the new feed screen today!
            the designers ask for three words on a card; the change goes into PostDesk
            card after:
              anna: Shipped the new…
              3 likes, 0 comments
            report after:
              report on post #4 by anna: spam, reported by eve
              content: Shipped the new…
            == one type per team: PostTeaser and ModerationReport ==
            card before:
              anna: Shipped the new feed screen today!
              3 likes, 0 comments
            report before:
              report on post #4 by anna: spam, reported by eve
              content: Shipped the new feed screen today!
            the same request changes PostTeaser only
            card after:
              anna: Shipped the new…
              3 likes, 0 comments
            report after:
              report on post #4 by anna: spam, reported by eve
              content: Shipped the new feed screen today!

            """)
}
