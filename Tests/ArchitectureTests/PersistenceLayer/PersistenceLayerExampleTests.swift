import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct PersistenceLayerExampleTests {
    @Test("the persistence-layer example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: PersistenceLayerExample(),
            equals: """
                == plain values in, plain values out ==
                conversations: ["#1", "#2"]
                InMemoryMessageStore:
                  #1: #1 bob: lunch today? | #2 anna: yes, 1pm | #4 bob: Lunch at the usual place
                  unread: #3 chen: film tonight? | #4 bob: Lunch at the usual place
                  text contains 'LUNCH', newest first: #4 bob: Lunch at the usual place | #1 bob: lunch today?
                == a batch is saved whole or not at all ==
                InMemoryMessageStore: message #6 refused: a message needs text; #1 holds 3 messages
                MessageSaveByOne: message #6 refused: a message needs text; #1 holds 4 messages
                == the engine swapped mid-run: a SQLite file ==
                SQLiteMessageStore:
                  #1: #1 bob: lunch today? | #2 anna: yes, 1pm | #4 bob: Lunch at the usual place
                  unread: #3 chen: film tonight? | #4 bob: Lunch at the usual place
                  text contains 'LUNCH', newest first: #4 bob: Lunch at the usual place | #1 bob: lunch today?
                SQLiteMessageStore: message #6 refused: a message needs text; #1 holds 3 messages
                == the file outlives the process's store ==
                reopened: schema version 3, 4 messages, unread [3, 4]
                notes.txt opened as a message file: refused as not a readable message file, left unchanged

                """)
    }
}
