import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct FlyweightExampleTests {
    @Test("the flyweight example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: FlyweightExample(),
            equals: """
                == without a pool: one bitmap per row ==
                10000 rows, 10000 avatar instances, 41200000 bytes
                == with a pool: one shared bitmap per user ==
                10000 rows, 5 avatar instances (rendered 5), 260480 bytes
                each avatar: 4096 bytes of pixels; each placement: 24 bytes
                saved: 40939520 bytes (99%)
                == intrinsic state shared, extrinsic state per row ==
                row 0: AN #cce27b at 40pt
                row 1: BO #c6a0d4 at 40pt
                row 5: AN #cce27b at 40pt
                row 6: BO #c6a0d4 at 40pt
                rows 0 and 5 share one instance: true

                """)
    }
}
