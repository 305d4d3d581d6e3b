import ContractSupport
import Testing

@testable import Behavioral

@Test("the state example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func stateExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: StateExample(),
        equals: """
            == a draft ==
              phase draft: bob does not see it, 0 like(s)
            bob's like refused: post '5' accepts no likes while 'draft'
            approve refused: 'approve' is not allowed in state 'draft'
            == review ==
            submit -> inReview
            reject -> draft
            submit -> inReview
            approve -> published
              phase published: bob sees it, 0 like(s)
            bob likes it
              phase published: bob sees it, 1 like(s)
            == moderation ==
            hide -> hidden
              phase hidden: bob does not see it, 1 like(s)
            bob's like refused: post '5' accepts no likes while 'hidden'
            restore -> published
              phase published: bob sees it, 1 like(s)
            == deleted is final ==
            delete -> deleted
              phase deleted: bob does not see it, 1 like(s)
            restore refused: 'restore' is not allowed in state 'deleted'

            """)
}
