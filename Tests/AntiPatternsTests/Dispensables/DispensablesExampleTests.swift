import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the dispensables example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func dispensablesTranscript() async throws {
    try await checkTranscriptContract(
        of: DispensablesExample(),
        equals: """
            == comments ==
            trending before: #2 #5 #4, after: #2 #5 #4
            comments: 3 before, 0 after; the names say it now
            == duplicate code ==
            "ask @eve! today"
              before, comment copy: ["eve!"]
              after, one copy:      ["eve"]
            "agreed with @anna again"
              before, comment copy: ["anna"]
              after, one copy:      ["anna"]
            "agreed with @eve? for the tip"
              before, comment copy: ["eve?"]
              after, one copy:      ["eve"]
            the copy kept the bug the post copy fixed in 2 of 3 comments
            == lazy class and dead code ==
            badge through LikeBadge: ♥ 2, inline: ♥ 2
            captions with the dead flag and function deleted: all the same
            in the module's code: 1 call of caption, 0 passing compact; 0 uses of legacyCaption
            == data class ==
            taps: chen dana bob dana chen anna anna chen
            from notifications, bare data: 8 likes; the sheet's own rule: 4
            == speculative generality ==
            6 posts saved and loaded: the same through both
            conflict policies used: 1 of 3; code outside the repository that sets willSave: 0 places

            """)
}
