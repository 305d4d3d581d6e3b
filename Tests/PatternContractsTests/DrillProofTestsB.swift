import ContractSupport
import Testing

@testable import DrillSkeletons

// The fix drills' skeletons (DrillProofTests.swift proves the first drills'): each given,
// broken implementation fails its drill's checks, naming the property each bug breaks.

@Suite("Every fix drill's given code fails its checks, naming the property", .timeLimit(.minutes(1)), .watchdog)
struct FixDrillSkeletonTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("callbacks: the loader never calls back when offline and calls back twice on a 404") {
            expectViolation(of: "every path calls the completion handler exactly once, but when the network is down it")
            {
                CallbacksProofs.check { PostLoader(transport: $0) }
            }
        },
        Check("persistence layer: a save written one message at a time leaves half a batch on disk") {
            expectViolation(
                of: "a save that fails part-way leaves the store as it was: all or nothing, but when write 2"
            ) {
                PersistenceProofs.check { MessageStore(disk: $0) }
            }
        },
        Check("observable collection: changes announced before they are made, and a move forward one place short") {
            expectViolation(
                of:
                    "each change is announced with indices that, applied to the contents before it, give the contents after",
                "an observer hears of a change once the collection shows it"
            ) {
                ObservableCollectionProofs.check { ObservablePostList($0) }
            }
        },
        Check("interpreter: and read with or's precedence, and not taking the rest of the filter") {
            expectViolation(
                of: "and binds tighter than or, but", "not applies to the one condition, parenthesis or not"
            ) {
                InterpreterProofs.check { try? FeedFilter.parse($0) }
            }
        },
        Check("reactive streams: the demand never counted down, and a cancel that lets later posts through") {
            expectViolation(
                of: "a publisher never sends more values than the subscriber asked for",
                "a cancelled subscription hears nothing more, not even the end"
            ) {
                ReactiveStreamsProofs.check { PostPublisher() }
            }
        },
        Check("liskov substitution: a ranked timeline that sorts itself breaks both of the timeline's promises") {
            expectViolation(
                of: "a post inserted is on top, and the others keep their order, but a RankedTimeline showed",
                "removing a post leaves the others in their order, but a RankedTimeline"
            ) {
                LiskovProofs.check { RankedTimeline() }
            }
        },
        Check("actor reentrancy: two overlapping syncs send each message twice") {
            await expectViolation(
                of: "two overlapping syncs send each message once, oldest first, but with [first, second] queued, "
                    + "the server received [first, first, second, second]"
            ) {
                await ActorReentrancyProofs.check { MessageOutbox(send: $0) }
            }
        },
        Check("log service: a batch written outside the lock and cleared after writes lines twice") {
            await expectViolation(of: "a line logged while a batch is being written is written once, neither lost nor")
            {
                await LogServiceProofs.check { LogBuffer(batchSize: $0, write: $1) }
            }
        },
        Check("simple factory: a captioned video drawn as a photo, and polls sent to a catch-all default") {
            expectViolation(
                of:
                    "each kind gets its own product type, but a poll (with two options) got a TextCell instead of a PollCell",
                "the kind alone decides the product, whatever else the input holds, but a video post (without a caption)"
            ) {
                SimpleFactoryProofs.check { CellFactory.makeCell(for: $0) }
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
