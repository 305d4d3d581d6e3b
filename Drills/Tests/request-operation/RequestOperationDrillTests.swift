import PatternContracts
import Testing

@testable import Drill

@Suite("Request operation drill", .timeLimit(.minutes(1)), .watchdog)
struct RequestOperationDrillTests {
    @Test("every state takes exactly its legal events and refuses the others, staying where it was")
    func legalMovesOnly() {
        checkTransitionContract(
            phases: RequestState.allCases,
            events: RequestEvent.allCases,
            legal: [
                Transition(.ready, on: .start, to: .executing),
                Transition(.ready, on: .cancel, to: .cancelled),
                Transition(.executing, on: .pause, to: .paused),
                Transition(.executing, on: .finish, to: .finished),
                Transition(.executing, on: .fail, to: .failed),
                Transition(.executing, on: .cancel, to: .cancelled),
                Transition(.paused, on: .resume, to: .executing),
                Transition(.paused, on: .cancel, to: .cancelled),
            ],
            send: { state, event in
                var operation = RequestLifecycle(state: state)
                do {
                    try operation.handle(event)
                    return (true, operation.state)
                } catch {
                    return (false, operation.state)
                }
            })
    }
}
