import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct ClassClusterExampleTests {
    @Test("the class-cluster example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ClassClusterExample(),
            equals: """
                == the factory picks a representation ==
                'Welcome!': 8 characters, stored as inline ASCII
                'Shipped the new feed screen today!': 34 characters, stored as ASCII bytes
                'Café at 9 ☕️': 11 characters, stored as unicode
                == callers see one type ==
                every value is a StoredText; equal to its text: true
                == a change may move a value to another representation ==
                'Hello': inline ASCII
                + ', Futubra.' -> 15 characters, inline ASCII
                + ' Nice to meet you all' -> 36 characters, ASCII bytes
                + ' ✨' -> 38 characters, unicode
                equal to the same text built directly: true

                """)
    }
}
