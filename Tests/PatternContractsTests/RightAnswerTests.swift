import ContractSupport
import Testing

@testable import DrillSkeletons

// Correct answers written differently from the catalogue's solutions (RightAnswers.swift),
// each checked exactly as the drill checks a learner's code: each must pass, with no issue.

@Suite("A correct answer written differently passes its drill's checks", .timeLimit(.minutes(1)), .watchdog)
struct RightAnswerTests {
    /// Correct answers written differently, each run by ``rightAnswer(_:)`` under its
    /// drill's checks.
    static let answers: [DrillAnswer] = [
        DrillAnswer("observer: tombstoned slots swept after delivery, a delivery walking the slots it began with") {
            checkObserverContract { ObserverProofs.harness(TombstonePublisher()) }
        },
        DrillAnswer("observer: the token is the record, held weakly by the publisher") {
            checkObserverContract { ObserverProofs.harness(WeakTokenPublisher()) }
        },
        DrillAnswer("observer: an order of ids and a dictionary of handlers looked up at each one's turn") {
            checkObserverContract { ObserverProofs.harness(OrderedHandlersPublisher()) }
        },
        DrillAnswer("command: one history of edit and inverse pairs with a cursor") {
            CommandProofs.check(HistoryCursorEditor.self)
        },
        DrillAnswer("command: snapshots of the whole text, the redo stack cleared by a new edit") {
            CommandProofs.check(SnapshotEditor.self)
        },
        DrillAnswer("command: snapshot commands of the old and new text, as UndoManager.registerUndo records them") {
            CommandProofs.check(SnapshotCommandEditor.self)
        },
        DrillAnswer("memento: an immutable class as the memento") {
            MementoProofs.check(FrozenCheckpointComposer.self)
        },
        DrillAnswer("memento: the draft encoded as bytes") {
            MementoProofs.check(EncodedCheckpointComposer.self)
        },
        DrillAnswer("proxy: a removal applied to the copy as well as to the subject") {
            ProxyProofs.check { CopyKeepingProxy(subject: $0) }
        },
        DrillAnswer("proxy: the copy read again as soon as a write goes through") {
            ProxyProofs.check { EagerRefreshProxy(subject: $0) }
        },
        DrillAnswer("decorator: a retry that calls itself with one attempt fewer") {
            DecoratorProofs.check { RecursiveRetry(base: $0, attempts: 3) }
        },
        DrillAnswer("decorator: a counted loop that throws the last error") {
            DecoratorProofs.check { CountedRetry(base: $0, attempts: 3) }
        },
        DrillAnswer("state: one type per phase, each knowing its own events") {
            StateProofs.check { phase, event in
                var post = PhaseObjectPost(phase: phase)
                return (post.handle(event), post.phase)
            }
        },
        DrillAnswer("state: a table of moves, phase by phase") {
            StateProofs.check { phase, event in
                var post = TablePost(phase: phase)
                return (post.handle(event), post.phase)
            }
        },
        DrillAnswer("builder: rules checked in build(), each with its message") {
            BuilderProofs.check(RulesQueryBuilder.self)
        },
        DrillAnswer("builder: steps recorded as changes and applied only when it builds") {
            BuilderProofs.check(RecordingQueryBuilder.self)
        },
        DrillAnswer("iterator: the newest remaining post found at each step, nothing sorted up front") {
            checkIteratorContract(SelectingArchive(posts: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
        },
        DrillAnswer("iterator: the standard library's iterator over the sorted posts") {
            checkIteratorContract(SortedArchive(posts: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
        },
        DrillAnswer("chain of responsibility: a loop up the chain instead of recursion") {
            ChainProofs.check({ LoopingResponder(next: $1, handles: $2) }, handle: { $0.handle($1) })
        },
        DrillAnswer("mvvm: the whole feed reloaded after a like") {
            MVVMProofs.check(ReloadingViewModel.self)
        },
        DrillAnswer(
            "singleton: NSLock held across the check and the creation",
            awaiting: {
                await checkSafeFirstUse { create in
                    let slot = LockedSlot(create)
                    return { slot.value }
                }
            }),
        DrillAnswer(
            "singleton: double-checked, with a second look inside the lock",
            awaiting: {
                await checkSafeFirstUse { create in
                    let slot = DoubleCheckedSlot(create)
                    return { slot.value }
                }
            }),
        DrillAnswer(
            "singleton: a serial dispatch queue",
            awaiting: {
                await checkSafeFirstUse { create in
                    let slot = QueueSlot(create)
                    return { slot.value }
                }
            }),
        DrillAnswer(
            "flyweight: NSLock around the look-up and the creation",
            awaiting: {
                await FlyweightProofs.check { makeGlyph in
                    let pool = LockedAvatarPool(makeGlyph: makeGlyph)
                    return { pool.avatar(for: $0) }
                }
            }),
        DrillAnswer(
            "flyweight: drawn outside the lock, the first glyph stored shared by every caller",
            awaiting: {
                await FlyweightProofs.check { makeGlyph in
                    let pool = FirstStoredWinsPool(makeGlyph: makeGlyph)
                    return { pool.avatar(for: $0) }
                }
            }),
        DrillAnswer("request operation: a table of moves looked up by state, then by event") {
            RequestOperationProofs.check(TableRequestLifecycle.self)
        },
        DrillAnswer("delegation: the delegate kept as two closures that each hold it weakly") {
            DelegationProofs.check { ClosureDelegateList() }
        },
        DrillAnswer("memory management: a row whose closure holds it unowned, and a timer that calls a weak proxy") {
            MemoryManagementProofs.checkRow(UnownedRow.self)
            MemoryManagementProofs.checkRefresher(ProxiedRefresher.self)
        },
        DrillAnswer(
            "multiton: clients kept by host, then by port",
            awaiting: {
                await MultitonProofs.check { NestedRegistry(makeClient: $0) }
            }),
        DrillAnswer(
            "multiton: a key with a separator, under NSLock",
            awaiting: {
                await MultitonProofs.check { SeparatedKeyRegistry(makeClient: $0) }
            }),
        DrillAnswer("notification: weak boxes by identity, in an array of their order") {
            NotificationProofs.check { OrderedWeakCenter() }
        },
        DrillAnswer("network layer: a retry written as recursion, one attempt fewer each time") {
            NetworkLayerProofs.check {
                RecursiveBackoffRetry(base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
            }
        },
        DrillAnswer("network layer: each wait computed from the retry's number, capped") {
            NetworkLayerProofs.check {
                ComputedBackoffRetry(base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
            }
        },
        DrillAnswer("key-value observing: an order of ids and a table of handlers looked up at each one's turn") {
            KeyValueObservingProofs.check { HandlerTableLikes() }
        },
        DrillAnswer("composite: the thread flattened first by recursion, then walked as an array") {
            checkIteratorContract(FlattenedThreadWalk(root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
        },
        DrillAnswer(
            "shared instance: one lock held from the look to the store",
            awaiting: {
                await checkSafeFirstUse(
                    of: { LockedSharedStore.shared },
                    countingCreations: { hook in LockedSharedStore.onCreate.withLock { $0 = hook } })
            }),
        DrillAnswer("mvp: a presenter that keeps no posts and reloads the feed after a like") {
            MVPProofs.check { ReloadingPresenter(backend: $0) }
        },
        DrillAnswer("coordinator: children by identity, each telling its parent through a closure that holds it weakly")
        {
            CoordinatorProofs.check { ClosureAppCoordinator() }
        },
    ]

    @Test("a correct answer written differently passes its drill's checks, with no issue", arguments: answers)
    func rightAnswer(_ answer: DrillAnswer) async {
        await answer.run()
    }
}
