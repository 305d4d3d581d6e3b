import PatternContracts
import Testing

@testable import Drill

@Suite("State drill", .timeLimit(.minutes(1)), .watchdog)
struct StateDrillTests {
    @Test("every phase accepts exactly its legal events and refuses the others, staying put")
    func legalTransitionsOnly() {
        checkTransitionContract(
            phases: PublicationPhase.allCases,
            events: PublicationEvent.allCases,
            legal: [
                Transition(.draft, on: .submit, to: .inReview),
                Transition(.inReview, on: .approve, to: .published),
                Transition(.inReview, on: .reject, to: .draft),
                Transition(.draft, on: .delete, to: .deleted),
                Transition(.inReview, on: .delete, to: .deleted),
                Transition(.published, on: .delete, to: .deleted),
            ],
            send: { phase, event in
                var post = PostPublication(phase: phase)
                let accepted = post.handle(event)
                return (accepted, post.phase)
            })
    }
}
