import ContractSupport
import Testing

@testable import PatternsCLI

/// Every drill offers hints, not only the first ones: a learner who is stuck on any drill can
/// ask for one, and the README the drill writes does not give them away.
@Suite("Every drill has hints", .timeLimit(.minutes(1)), .watchdog)
struct DrillHintCoverageTests {
    @Test("every drill has three hints or more, none empty, and the README a learner gets leaves them out")
    func everyDrillHasHints() {
        expect(Drill.all.count >= 33, "\(Drill.all.count) drills")
        for drill in Drill.all {
            expect(drill.hints.count >= 3, "\(drill.id) has \(drill.hints.count) hints")
            let readme = drill.packageFiles(name: drill.id, solution: false, library: []).first {
                $0.path == "README.md"
            }
            for hint in drill.hints {
                expect(!hint.isEmpty && !(readme?.text.contains(hint) ?? true), "\(drill.id): '\(hint)'")
            }
        }
    }
}
