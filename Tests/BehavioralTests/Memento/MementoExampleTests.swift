import ContractSupport
import Testing

@testable import Behavioral

@Test("the memento example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func mementoExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: MementoExample(),
        equals: """
            == write and save ==
            checkpoint 1: "Hello Futubra|" @bob
            checkpoint 2: "Hello,| Futubra" @bob [image https://img.futubra.example/sunset.jpg]
            == an accident, then restore ==
            cleared:      "|"
            restored 2:   "Hello,| Futubra" @bob [image https://img.futubra.example/sunset.jpg]
            restored 1:   "Hello Futubra|" @bob
            == the app relaunches ==
            checkpoints archived to JSON (1 saved)
            new composer: "Hello Futubra|" @bob
            publishes:    #5 text: Hello Futubra

            """)
}
