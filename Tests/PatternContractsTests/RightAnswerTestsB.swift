import ContractSupport
import Testing

@testable import DrillSkeletons

// Correct fixes written differently from the catalogue's solutions (RightAnswersB.swift), each
// checked exactly as its drill checks a learner's code: each must pass, with no issue.

@Suite("A correct fix written differently passes its fix drill's checks", .timeLimit(.minutes(1)), .watchdog)
struct RightFixTests {
    @Test(
        "the synchronous fix drills: one Result per reply, a snapshot undo, announcing from defer, precedence climbing")
    func synchronousFixes() {
        CallbacksProofs.check { ResultFirstLoader(transport: $0) }
        PersistenceProofs.check { SnapshotMessageStore(disk: $0) }
        ObservableCollectionProofs.check { DeferAnnouncingList($0) }
        InterpreterProofs.check { ClimbingFilterParser.parse($0) }
    }

    @Test(
        "more synchronous fix drills: demand kept by the publisher, a ranking by buckets, a factory that names the kind"
    )
    func moreSynchronousFixes() {
        ReactiveStreamsProofs.check { CentralDemandPublisher() }
        LiskovProofs.check { BucketRankTimeline() }
        SimpleFactoryProofs.check { KindFirstCellFactory.makeCell(for: $0) }
    }

    @Test("the concurrent fix drills: syncs that take turns, a log with a lock for its writes")
    func concurrentFixes() async {
        await ActorReentrancyProofs.check { TurnTakingOutbox(send: $0) }
        await LogServiceProofs.check { TwoLockLogBuffer(batchSize: $0, write: $1) }
    }
}
