import ContractSupport
import Testing

@testable import Communication

@Test("the delegation example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func delegationTranscript() async throws {
    try await checkTranscriptContract(
        of: DelegationExample(),
        equals: """
            == the screen owns the table and is its data source and delegate ==
            the table holds both weakly: no retain cycle with the screen
            == reloadData: the table asks, the screen answers ==
              [0] anna: text: Shipped the new feed screen today!
              [1] bob: image: https://img.futubra.example/cat.jpg "My cat, judging me"
              [1]   (preview)
              [2] chen: video: https://video.futubra.example/talk.mp4
              [2]   (preview)
              [3] dana: text: Hello, Futubra.
            == taps: the delegate decides, then is told ==
            tap row 2 (a video): selected = false
            tap row 3 (text): selected = true
            screen opened: #1
            == one delegate at a time: CompactLayout replaces the screen ==
            visible lines now: 4
            tap row 2: selected = true (the default answer)
            screen opened: #1
            == the screen closes ==
            screen deallocated: yes
            table.dataSource is nil: true
            after reloadData the table shows 0 lines, and nothing crashed

            """)
}
