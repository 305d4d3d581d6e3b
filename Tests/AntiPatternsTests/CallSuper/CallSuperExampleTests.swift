import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the call-super example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func callSuperTranscript() async throws {
    try await checkTranscriptContract(
        of: CallSuperExample(),
        equals: """
            == call super: each override must call super.viewDidLoad() ==
            screens loaded: 2, listening to likes: 1
            after likes on #4, #1, #4:
              CallSuperFeedScreen: Feed · 3 new likes
              CallSuperProfileScreen: Profile · 0 new likes
            == template method: load() is final, subclasses override didLoad() ==
            screens loaded: 2, listening to likes: 2
            after likes on #4, #1, #4:
              TemplateFeedScreen: Feed · 3 new likes
              TemplateProfileScreen: Profile · 3 new likes

            """)
}
