import ContractSupport
import Testing

@testable import DrillSkeletons

// The classic wrong fixes to each fix drill (WrongAnswersB.swift), checked as the drill checks a
// learner's code: each must fail with one issue that names the property it breaks. Each
// drill's task lists them.

@Suite("A classic wrong fix to each fix drill fails, naming the property it breaks", .timeLimit(.minutes(1)), .watchdog)
struct WrongFixTests {
    @Test("callbacks: a deferred error call, a wrong error, and a 404 still without its return", .tags(.control))
    func callbacks() {
        expectViolation(of: "every path calls the completion handler exactly once, but when the post arrives") {
            CallbacksProofs.check { FlawedPostLoader(.deferredError, transport: $0) }
        }
        expectViolation(of: "the completion handler hears the outcome of its own path, but when the network is down") {
            CallbacksProofs.check { FlawedPostLoader(.wrongErrorOnFailure, transport: $0) }
        }
        expectViolation(of: "exactly once, but when the server answers 404 it was called 2 times") {
            CallbacksProofs.check { FlawedPostLoader(.missingReturn, transport: $0) }
        }
    }

    @Test(
        "persistence layer: deleting the batch's ids, swallowing the error, noting the old version too late",
        .tags(.control))
    func persistenceLayer() {
        expectViolation(
            of: "leaves the store as it was: all or nothing, but when write 1 of 3 failed, the store held #1 'hello'"
        ) {
            PersistenceProofs.check { FlawedMessageStore(.deletesBatchIDs, disk: $0) }
        }
        expectViolation(of: "a save that fails tells its caller (it throws), but when write 1, 2, 3 of 3 failed") {
            PersistenceProofs.check { FlawedMessageStore(.swallowsError, disk: $0) }
        }
        expectViolation(of: "a save that fails part-way leaves the store as it was: all or nothing") {
            PersistenceProofs.check { FlawedMessageStore(.notesAfterWrite, disk: $0) }
        }
    }

    @Test("observable collection: announcing first, a move one place short, a swap for a move", .tags(.control))
    func observableCollection() {
        expectViolation(of: "an observer hears of a change once the collection shows it, but during 'insert #5 first'")
        {
            ObservableCollectionProofs.check { FlawedPostList(.announcesFirst, $0) }
        }
        expectViolation(of: "give the contents after it, but 'move the first post to the end' changed") {
            ObservableCollectionProofs.check { FlawedPostList(.moveOneShort, $0) }
        }
        expectViolation(of: "each change is announced with indices that, applied to the contents before it") {
            ObservableCollectionProofs.check { FlawedPostList(.swapsForMove, $0) }
        }
    }

    @Test("interpreter: precedence reversed, right recursion, not with a condition only", .tags(.control))
    func interpreter() {
        expectViolation(of: "and binds tighter than or, but 'author:anna or likes>3 and likes<9' was read as") {
            InterpreterProofs.check { FlawedFilterParser.parse($0, .orInsideAnd) }
        }
        expectViolation(of: "a run of one operator groups from the left, but") {
            InterpreterProofs.check { FlawedFilterParser.parse($0, .rightRecursion) }
        }
        expectViolation(of: "not applies to the one condition, parenthesis or not after it, but 'not (author:anna") {
            InterpreterProofs.check { FlawedFilterParser.parse($0, .notTakesConditionOnly) }
        }
    }

    @Test("reactive streams: dropping, one too many, the end too soon, a cancel that only empties", .tags(.control))
    func reactiveStreams() {
        expectViolation(of: "values sent before they were asked for are kept, and delivered in order") {
            ReactiveStreamsProofs.check { FlawedPostPublisher(.dropsUnrequested) }
        }
        expectViolation(of: "never sends more values than the subscriber asked for, but after asking for 2 values") {
            ReactiveStreamsProofs.check { FlawedPostPublisher(.offByOne) }
        }
        expectViolation(of: "the end of the stream comes once, after every value sent before it, but") {
            ReactiveStreamsProofs.check { FlawedPostPublisher(.endsAtOnce) }
        }
        expectViolation(of: "a cancelled subscription hears nothing more, not even the end, but after hearing a") {
            ReactiveStreamsProofs.check { FlawedPostPublisher(.cancelOnlyEmpties) }
        }
    }

    @Test("liskov substitution: posts overridden, a ranking that sorts in place, ties oldest first", .tags(.control))
    func liskovSubstitution() {
        expectViolation(
            of: "a post inserted is on top, and the others keep their order, but a RankedTimeline",
            "removing a post leaves the others in their order, but a RankedTimeline"
        ) {
            LiskovProofs.check { PostsOverridingTimeline() }
        }
        expectViolation(of: "reading the ranking leaves the timeline as it was, but a RankedTimeline showed") {
            LiskovProofs.check { SortingRankTimeline() }
        }
        expectViolation(of: "ties newest first, but a RankedTimeline ranked [#1, #3, #4, #2]") {
            LiskovProofs.check { OldestFirstTiesTimeline() }
        }
    }

    @Test("actor reentrancy: removing before the await, returning while a sync is under way", .tags(.control))
    func actorReentrancy() async {
        await expectViolation(of: "one message at a time: the next is sent once the one before was answered, but 2") {
            await ActorReentrancyProofs.check { FlawedOutbox(.removesBeforeAwait, send: $0) }
        }
        await expectViolation(of: "a sync returns only once the messages queued before it are delivered, but") {
            await ActorReentrancyProofs.check { FlawedOutbox(.returnsIfBusy, send: $0) }
        }
    }

    @Test("log service: writing outside the lock, writing each line on its own", .tags(.control))
    func logService() async {
        await expectViolation(of: "lines reach the file in the order they were logged, whichever thread") {
            await LogServiceProofs.check { FlawedLogBuffer(.writesOutsideLock, batchSize: $0, write: $1) }
        }
        await expectViolation(of: "lines are written in batches as they fill, in the order logged, and a flush") {
            await LogServiceProofs.check { FlawedLogBuffer(.writesEachLine, batchSize: $0, write: $1) }
        }
    }

    @Test("simple factory: a poll case added, the default kept for polls", .tags(.control))
    func simpleFactory() {
        expectViolation(of: "the kind alone decides the product, whatever else the input holds, but a video post") {
            SimpleFactoryProofs.check(FlawedCellFactories.pollCaseAdded)
        }
        expectViolation(of: "each kind gets its own product type, but a poll (with two options) got a TextCell") {
            SimpleFactoryProofs.check(FlawedCellFactories.defaultKept)
        }
    }
}
