import ContractSupport
import Testing

@testable import Behavioral

@Test("the target-action example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func targetActionExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: TargetActionExample(),
        equals: """
            == wire the buttons ==
            Like -> FeedViewController.likeTapped, Comment -> FeedViewController.commentTapped
            tap Like: #3 liked by anna = true
            tap Like: #3 liked by anna = false
            tap Comment: opened comments of ["#3"]
            == targets change at run time ==
            tap Like reaches 2 targets
            after removing the controller, tap Like reaches 1
            analytics saw: Like #3, Like #3
            disabled, tap Like reaches 0
            == the screen closes ==
            controller released; tap Comment reaches 0
            Comment now has 0 targets

            """)
}
