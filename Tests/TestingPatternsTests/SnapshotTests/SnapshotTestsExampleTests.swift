import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Snapshot tests example", .timeLimit(.minutes(1)), .watchdog)
struct SnapshotTestsExampleTests {
    @Test("the snapshot-tests example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: SnapshotTestsExample(),
            equals: """
                == text: the first run records the reference ==
                post-4: recorded, and failed: no reference was found, so this one was written
                  | #4 anna
                  | Shipped the new feed screen today!
                  | ♥ 3 · 0 comments
                the next run: matched
                == text: eve likes the post ==
                post-4: failed
                   #4 anna
                   Shipped the new feed screen today!
                  -♥ 3 · 0 comments
                  +♥ 4 · 0 comments
                == text: the change is wanted, so record mode writes the new reference ==
                post-4: recorded, and failed: record mode is on; turn it off and run again
                record mode off, the next run: matched
                == pixels: the same card, then a new text renderer ==
                same post, smoother renderer, exact pixels: failed, 89 of 200 pixels differ
                the like, same renderer: 6 pixels changed
                at 50% precision: the new renderer matched, and the like matched too
                the text reference does not depend on the renderer: the like was caught above, line by line

                """)
        let events = try await run(SnapshotTestsExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "SnapshotTester -> SnapshotTester: wrote 'post-4' (no reference)",
                "SnapshotTester -> Snapshotting: diff('post-4', actual)",
                "SnapshotTester -> Snapshotting: diff('post-4', actual)",
                "SnapshotTester -> SnapshotTester: wrote 'post-4' (record mode)",
                "SnapshotTester -> Snapshotting: diff('post-4', actual)",
                "SnapshotTester -> SnapshotTester: wrote 'post-4.png' (no reference)",
                "SnapshotTester -> Snapshotting: diff('post-4.png', actual)",
                "SnapshotTester -> Snapshotting: diff('post-4.png', actual)",
                "SnapshotTester -> Snapshotting: diff('post-4.png', actual)",
            ])
    }
}
