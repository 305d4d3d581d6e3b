import ContractSupport
import Testing

@testable import Architecture

@Suite struct PersistenceLayerExampleTests {
    @Test("the persistence-layer example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: PersistenceLayerExample(),
            equals: """
                == plain values in, plain values out ==
                conversations: ["#1", "#2"]
                #1, oldest first: #1 bob: lunch today? | #2 anna: yes, 1pm | #4 bob: Lunch at the usual place
                #1, newest first: #4 bob: Lunch at the usual place | #2 anna: yes, 1pm | #1 bob: lunch today?
                == queries: unread, text contains ==
                unread: #3 chen: film tonight? | #4 bob: Lunch at the usual place
                text contains 'LUNCH': #1 bob: lunch today? | #4 bob: Lunch at the usual place
                == a batch is saved whole or not at all ==
                InMemoryMessageStore: message #6 refused: a message needs text; #1 holds 3 messages
                MessageSaveByOne: message #6 refused: a message needs text; #1 holds 4 messages

                """)
    }
}
