import ContractSupport
import Testing

@testable import DrillSkeletons

// Correct answers written differently from the catalogue's solutions (RightAnswers.swift),
// each checked exactly as the drill checks a learner's code: each must pass, with no issue.

@Suite("A correct answer written differently passes its drill's checks", .timeLimit(.minutes(1)), .watchdog)
struct RightAnswerTests {
    @Test("observer: tombstoned slots swept after delivery, a delivery walking the slots it began with")
    func tombstones() {
        checkObserverContract { ObserverProofs.harness(TombstonePublisher()) }
    }

    @Test("observer: the token is the record, held weakly by the publisher")
    func weakTokens() {
        checkObserverContract { ObserverProofs.harness(WeakTokenPublisher()) }
    }

    @Test("observer: an order of ids and a dictionary of handlers looked up at each one's turn")
    func orderedHandlers() {
        checkObserverContract { ObserverProofs.harness(OrderedHandlersPublisher()) }
    }

    @Test("command: one history of edit and inverse pairs with a cursor")
    func historyCursor() {
        CommandProofs.check(HistoryCursorEditor.self)
    }

    @Test("command: snapshots of the whole text, the redo stack cleared by a new edit")
    func snapshots() {
        CommandProofs.check(SnapshotEditor.self)
    }

    @Test("command: snapshot commands of the old and new text, as UndoManager.registerUndo records them")
    func snapshotCommands() {
        CommandProofs.check(SnapshotCommandEditor.self)
    }

    @Test("memento: an immutable class as the memento")
    func frozenCheckpoint() {
        MementoProofs.check(FrozenCheckpointComposer.self)
    }

    @Test("memento: the draft encoded as bytes")
    func encodedCheckpoint() {
        MementoProofs.check(EncodedCheckpointComposer.self)
    }

    @Test("proxy: a removal applied to the copy as well as to the subject")
    func copyKeeping() {
        ProxyProofs.check { CopyKeepingProxy(subject: $0) }
    }

    @Test("proxy: the copy read again as soon as a write goes through")
    func eagerRefresh() {
        ProxyProofs.check { EagerRefreshProxy(subject: $0) }
    }

    @Test("decorator: a retry that calls itself with one attempt fewer")
    func recursiveRetry() {
        DecoratorProofs.check { RecursiveRetry(base: $0, attempts: 3) }
    }

    @Test("decorator: a counted loop that throws the last error")
    func countedRetry() {
        DecoratorProofs.check { CountedRetry(base: $0, attempts: 3) }
    }

    @Test("state: one type per phase, each knowing its own events")
    func phaseObjects() {
        StateProofs.check { phase, event in
            var post = PhaseObjectPost(phase: phase)
            return (post.handle(event), post.phase)
        }
    }

    @Test("state: a table of moves, phase by phase")
    func table() {
        StateProofs.check { phase, event in
            var post = TablePost(phase: phase)
            return (post.handle(event), post.phase)
        }
    }

    @Test("builder: rules checked in build(), each with its message")
    func rules() {
        BuilderProofs.check(RulesQueryBuilder.self)
    }

    @Test("builder: steps recorded as changes and applied only when it builds")
    func recordedSteps() {
        BuilderProofs.check(RecordingQueryBuilder.self)
    }

    @Test("iterator: the newest remaining post found at each step, nothing sorted up front")
    func selecting() {
        checkIteratorContract(SelectingArchive(posts: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
    }

    @Test("iterator: the standard library's iterator over the sorted posts")
    func sorted() {
        checkIteratorContract(SortedArchive(posts: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
    }

    @Test("chain of responsibility: a loop up the chain instead of recursion")
    func looping() {
        ChainProofs.check({ LoopingResponder(next: $1, handles: $2) }, handle: { $0.handle($1) })
    }

    @Test("mvvm: the whole feed reloaded after a like")
    func reloading() {
        MVVMProofs.check(ReloadingViewModel.self)
    }

    @Test("singleton: NSLock held across the check and the creation")
    func lockedSlot() async {
        await checkSafeFirstUse { create in
            let slot = LockedSlot(create)
            return { slot.value }
        }
    }

    @Test("singleton: double-checked, with a second look inside the lock")
    func doubleChecked() async {
        await checkSafeFirstUse { create in
            let slot = DoubleCheckedSlot(create)
            return { slot.value }
        }
    }

    @Test("singleton: a serial dispatch queue")
    func queueSlot() async {
        await checkSafeFirstUse { create in
            let slot = QueueSlot(create)
            return { slot.value }
        }
    }

    @Test("flyweight: NSLock around the look-up and the creation")
    func lockedPool() async {
        await FlyweightProofs.check { makeGlyph in
            let pool = LockedAvatarPool(makeGlyph: makeGlyph)
            return { pool.avatar(for: $0) }
        }
    }

    @Test("flyweight: drawn outside the lock, the first glyph stored shared by every caller")
    func firstStoredWins() async {
        await FlyweightProofs.check { makeGlyph in
            let pool = FirstStoredWinsPool(makeGlyph: makeGlyph)
            return { pool.avatar(for: $0) }
        }
    }

    @Test("request operation: a table of moves looked up by state, then by event")
    func requestTable() {
        RequestOperationProofs.check(TableRequestLifecycle.self)
    }

    @Test("delegation: the delegate kept as two closures that each hold it weakly")
    func closureDelegate() {
        DelegationProofs.check { ClosureDelegateList() }
    }

    @Test("memory management: a row whose closure holds it unowned, and a timer that calls a weak proxy")
    func memoryManagement() {
        MemoryManagementProofs.checkRow(UnownedRow.self)
        MemoryManagementProofs.checkRefresher(ProxiedRefresher.self)
    }

    @Test("multiton: clients kept by host, then by port")
    func nestedRegistry() async {
        await MultitonProofs.check { NestedRegistry(makeClient: $0) }
    }

    @Test("multiton: a key with a separator, under NSLock")
    func separatedKey() async {
        await MultitonProofs.check { SeparatedKeyRegistry(makeClient: $0) }
    }

    @Test("notification: weak boxes by identity, in an array of their order")
    func orderedWeakCenter() {
        NotificationProofs.check { OrderedWeakCenter() }
    }

    @Test("network layer: a retry written as recursion, one attempt fewer each time")
    func recursiveBackoff() {
        NetworkLayerProofs.check {
            RecursiveBackoffRetry(base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
        }
    }

    @Test("network layer: each wait computed from the retry's number, capped")
    func computedBackoff() {
        NetworkLayerProofs.check {
            ComputedBackoffRetry(base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
        }
    }

    @Test("key-value observing: an order of ids and a table of handlers looked up at each one's turn")
    func handlerTableLikes() {
        KeyValueObservingProofs.check { HandlerTableLikes() }
    }

    @Test("composite: the thread flattened first by recursion, then walked as an array")
    func flattenedWalk() {
        checkIteratorContract(FlattenedThreadWalk(root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
    }

    @Test("shared instance: one lock held from the look to the store")
    func lockedSharedStore() async {
        await checkSafeFirstUse(
            of: { LockedSharedStore.shared },
            countingCreations: { hook in LockedSharedStore.onCreate.withLock { $0 = hook } })
    }

    @Test("mvp: a presenter that keeps no posts and reloads the feed after a like")
    func reloadingPresenter() {
        MVPProofs.check { ReloadingPresenter(backend: $0) }
    }

    @Test("coordinator: children by identity, each telling its parent through a closure that holds it weakly")
    func closureCoordinator() {
        CoordinatorProofs.check { ClosureAppCoordinator() }
    }
}
