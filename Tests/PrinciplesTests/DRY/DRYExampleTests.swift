import ContractSupport
import Testing

@testable import Principles

@Test("the dry example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func dryTranscript() async throws {
    try await checkTranscriptContract(
        of: DRYExample(),
        equals: """
            == WET: each composer has its own copy; the fix went into the post composer's ==
            "welcome @dana!"
              as a post notifies:    dana
              as a comment notifies: nobody
            "thanks @anna, @bob!"
              as a post notifies:    anna, bob
              as a comment notifies: nobody
            == DRY: both composers ask MentionParser ==
            "welcome @dana!"
              as a post notifies:    dana
              as a comment notifies: dana
            "thanks @anna, @bob!"
              as a post notifies:    anna, bob
              as a comment notifies: anna, bob

            """)
}
