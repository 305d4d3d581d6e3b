import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct OneWayDataFlowExampleTests {
    @Test("the one-way-data-flow example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: OneWayDataFlowExample(),
            equals: """
                == the screen appears: its action object loads, the screen renders ==
                at once: ["loading…"] field '' error '' send off
                answered: ["bob: are you in today?"] field '' error '' send on
                == a send: the tap goes to the action, the state comes back by render ==
                tapped: ["bob: are you in today?"] field 'lunch?' error '' send off
                answered: ["bob: are you in today?", "anna: lunch?"] field '' error '' send on
                empty draft: ["bob: are you in today?", "anna: lunch?"] field '' error 'a message needs text' send on
                server down: ["bob: are you in today?", "anna: lunch?"] field '1pm?' error 'not sent: status 503: 'the service is unavailable, try again'' send on
                renders: 7, each a whole state made by the action
                == a screen that updates itself ==
                tapped: ["bob: are you in today?", "anna: lunch?", "anna: see you"] field '' error '' send off  <- not the state
                answered: ["bob: are you in today?", "anna: lunch?"] field 'see you' error 'not sent: status 503: 'the service is unavailable, try again'' send on

                """)
    }
}
