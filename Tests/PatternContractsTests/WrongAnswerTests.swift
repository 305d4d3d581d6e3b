import ContractSupport
import Testing

@testable import DrillSkeletons

// The classic wrong answers to each drill (WrongAnswers.swift), checked as the drill checks a
// learner's code: each must fail with one issue that names the property it breaks. Each
// drill's task lists these answers.

@Suite("A classic wrong answer to each drill fails, naming the property it breaks", .timeLimit(.minutes(1)), .watchdog)
struct WrongAnswerTests {
    // MARK: Observer

    static func observer(_ flaw: FlawedPublisher.Flaw, _ clauses: [ObserverClause]) {
        checkObserverContract(clauses) { ObserverProofs.harness(FlawedPublisher(flaw)) }
    }

    @Test("observer: a publisher that captures its subscribers strongly keeps them alive", .tags(.control))
    func strongPublisher() {
        expectViolation(of: "the subject must not keep a subscriber alive") {
            Self.observer(.strongSubscribers, [.subscribersNotRetained])
        }
    }

    @Test("observer: delivering to a copy of the list reaches a subscription cancelled mid-delivery", .tags(.control))
    func snapshotPublisher() {
        expectViolation(of: "a subscription cancelled by an earlier subscriber while an event is delivered") {
            Self.observer(.deliversToSnapshot, [.cancelledDuringDelivery])
        }
    }

    @Test(
        "observer: walking the live array by index skips the subscriber after one that cancels itself",
        .tags(.control))
    func liveArrayWalkSkips() {
        expectViolation(of: "does not make a later subscriber miss that event, but 'c' heard") {
            Self.observer(.walksLiveArray, [.cancellingDuringDeliverySkipsNoOne])
        }
    }

    @Test(
        "observer: walking the live array by index lets a subscriber added during delivery hear that event",
        .tags(.control))
    func liveArrayWalkReachesNewcomer() {
        expectViolation(of: "a subscriber added while an event is delivered hears the next event, not that one") {
            Self.observer(.walksLiveArray, [.subscribedDuringDelivery])
        }
    }

    @Test(
        "observer: an event published during delivery and delivered at once reaches the later subscribers first",
        .tags(.control))
    func nestedPublish() {
        expectViolation(of: "an event published while another is delivered reaches every subscriber once") {
            Self.observer(.deliversNested, [.publishedDuringDelivery])
        }
    }

    @Test("observer: a token that removes the index it had at subscription removes someone else", .tags(.control))
    func tokenRemovesByIndex() {
        expectViolation(
            of: "a cancelled subscription hears nothing more, and cancelling it twice is harmless, but 'c' heard"
        ) {
            Self.observer(.removesByIndex, [.cancelledHearsNothing])
        }
    }

    @Test("observer: subscribers kept in a dictionary hear events out of subscription order", .tags(.control))
    func dictionaryOrder() {
        expectViolation(of: "every subscriber hears each event once, in the order they subscribed") {
            Self.observer(.dictionary, [.notifiesEachOnceInOrder])
        }
    }

    @Test("observer: a token without a deinit keeps a released subscription hearing", .tags(.control))
    func tokenIgnoresRelease() {
        expectViolation(of: "a subscription whose token is released hears nothing more") {
            Self.observer(.tokenIgnoresRelease, [.releasedHearsNothing])
        }
    }

    @Test("observer: stopping at the first subscriber that is gone starves the ones after it", .tags(.control))
    func stopsAtGone() {
        expectViolation(of: "a subscriber that is gone does not stop the others hearing") {
            Self.observer(.stopsAtGone, [.subscribersNotRetained])
        }
    }

    // MARK: Command

    @Test("command: an editor that keeps only the text before the last edit undoes one step", .tags(.control))
    func oneStepUndo() {
        expectViolation(of: "undo steps back one edit at a time, but undo number 2") {
            CommandProofs.check(OneStepEditor.self)
        }
    }

    @Test("command: a new edit that leaves the redo stack as it was lets redo bring back a lost edit", .tags(.control))
    func keepsRedo() {
        expectViolation(of: "a new edit clears what could be redone") {
            CommandProofs.check { FlawedEditor(.keepsRedoOnNewEdit) }
        }
    }

    @Test(
        "command: an undo stack of snapshots that keeps its redo stack is caught by a branch that edits differently",
        .tags(.control))
    func snapshotsKeepRedo() {
        expectViolation(of: "a new edit clears what could be redone") {
            CommandProofs.check { SnapshotKeepingRedoEditor() }
        }
    }

    @Test("command: a redo that does not go back on the undo stack cannot be undone", .tags(.control))
    func redoForgetsUndo() {
        expectViolation(of: "an edit redone can be undone again") {
            CommandProofs.check { FlawedEditor(.redoForgetsUndo) }
        }
    }

    @Test("command: taking redo from the bottom of its stack re-applies the wrong edit", .tags(.control))
    func redoFromTheBottom() {
        expectViolation(of: "redo re-applies exactly what undo took back") {
            CommandProofs.check { FlawedEditor(.redoFromTheBottom) }
        }
    }

    @Test("command: a history that a new edit cuts one entry too early loses the edit before it", .tags(.control))
    func cursorCutsTooMuch() {
        expectViolation(of: "after a new edit, undo steps back over it and then over the edits before it") {
            CommandProofs.check { CursorCutsTooMuchEditor() }
        }
    }

    // MARK: Memento

    @Test("memento: a memento that shares the composer's storage sees later edits", .tags(.control))
    func sharedMemento() {
        expectViolation(of: "restoring a memento gives back exactly the state it captured") {
            MementoProofs.check(SharingComposer.self)
        }
    }

    @Test(
        "memento: a memento that is only a number into the composer's own history restores nothing elsewhere",
        .tags(.control))
    func handleMemento() {
        expectViolation(of: "a memento carries a copy of the state") {
            MementoProofs.check(HistoryIndexComposer.self)
        }
    }

    @Test("memento: a memento of the text alone leaves the cursor where it was", .tags(.control))
    func textOnlyMemento() {
        expectViolation(of: "restoring a memento gives back exactly the state it captured") {
            MementoProofs.check(TextOnlyComposer.self)
        }
    }

    @Test("memento: a memento that reads the composer when restored gives back the latest state", .tags(.control))
    func lazyMemento() {
        expectViolation(of: "restoring a memento gives back exactly the state it captured") {
            MementoProofs.check(LazyComposer.self)
        }
    }

    // MARK: Proxy

    @Test("proxy: a cache that is never refreshed serves a removed post", .tags(.control))
    func staleCache() {
        expectViolation(of: "a write through the proxy refreshes its copy, but after removing #3") {
            ProxyProofs.check { StaleCachingProxy(subject: $0) }
        }
    }

    @Test("proxy: a removal applied to the copy alone never reaches the subject", .tags(.control))
    func copyOnlyRemoval() {
        expectViolation(of: "a removal through the proxy reaches the subject") {
            ProxyProofs.check { CopyOnlyRemovalProxy(subject: $0) }
        }
    }

    // MARK: Decorator

    @Test("decorator: a decorator that retries every error retries a refusal", .tags(.control))
    func retriesEverything() {
        expectViolation(of: "a refusal is not retried") {
            DecoratorProofs.check { RetryEverything(base: $0) }
        }
    }

    @Test("decorator: counting retries from zero makes one call too many", .tags(.control))
    func oneRetryTooMany() {
        expectViolation(
            of: "a retry decorator gives up after 3 attempts, but a subject that kept failing was called 4 times"
        ) {
            DecoratorProofs.check { OneRetryTooMany(base: $0, attempts: 3) }
        }
    }

    @Test("decorator: giving up with an empty feed hides the failure", .tags(.control))
    func swallowsTheError() {
        expectViolation(of: "a retry decorator gives up and reports the subject's error") {
            DecoratorProofs.check { SwallowingRetry(base: $0, attempts: 3) }
        }
    }

    @Test(
        "decorator: a refusal wrapped in an error of the decorator's own does not reach the caller unchanged",
        .tags(.control))
    func wrapsTheRefusal() {
        expectViolation(of: "a refusal reaches the caller unchanged") {
            DecoratorProofs.check { WrappingRetry(base: $0, attempts: 3) }
        }
    }

    @Test("decorator: retrying for as long as failures come never gives up", .tags(.control))
    func retriesForever() {
        expectViolation(of: "a retry decorator gives up after 3 attempts") {
            DecoratorProofs.check { ForeverRetry(base: $0) }
        }
    }

    // MARK: State

    @Test("state: switching on the event alone accepts moves the phase does not allow", .tags(.control))
    func eventOnlySwitch() {
        expectViolation(of: "an event that is not a legal move is refused") {
            StateProofs.check { phase, event in
                let next: PublicationPhase =
                    switch event {
                    case .submit: .inReview
                    case .approve: .published
                    case .reject: .draft
                    case .delete: .deleted
                    }
                return (true, phase == next ? phase : next)
            }
        }
    }

    @Test("state: answering 'accepted' for every event, legal or not, hides the refusals", .tags(.control))
    func alwaysAccepted() {
        expectViolation(of: "an event that is not a legal move is refused") {
            StateProofs.check { phase, event in (true, legalNext(phase, event) ?? phase) }
        }
    }

    @Test("state: an illegal event that sends the post back to draft moves it while refusing", .tags(.control))
    func illegalResets() {
        expectViolation(of: "a refused event leaves the phase as it was") {
            StateProofs.check { phase, event in legalNext(phase, event).map { (true, $0) } ?? (false, .draft) }
        }
    }

    @Test("state: a rejected post that is deleted instead of going back to draft leads the wrong way", .tags(.control))
    func rejectDeletes() {
        expectViolation(of: "a legal event is accepted and leads where the table says") {
            StateProofs.check { phase, event in
                guard let next = legalNext(phase, event) else { return (false, phase) }
                return (true, phase == .inReview && event == .reject ? .deleted : next)
            }
        }
    }

    // MARK: Builder

    @Test("builder: a builder that is a class changes the original when a branch is changed", .tags(.control))
    func classBuilder() {
        expectViolation(of: "a builder is a value") {
            BuilderProofs.check(SharedQueryBuilder.self)
        }
    }

    @Test("builder: a limit checked with '<' refuses the largest legal limit", .tags(.control))
    func offByOneLimit() {
        expectViolation(of: "a builder given valid steps builds, but after by(\"anna\").limit(20).limit(100)") {
            BuilderProofs.check { FlawedQueryBuilder(.offByOne) }
        }
    }

    @Test("builder: an error that does not quote the bad value", .tags(.control))
    func unquotedError() {
        expectViolation(of: "the builder's error quotes the bad value") {
            BuilderProofs.check { FlawedQueryBuilder(.unquoted) }
        }
    }

    @Test("builder: a builder that checks the limit only builds a query with a bad author", .tags(.control))
    func limitOnly() {
        expectViolation(of: "an invalid combination is rejected when built, but build() succeeded after") {
            BuilderProofs.check { FlawedQueryBuilder(.limitOnly) }
        }
    }

    @Test("builder: a bad value noted by its step is refused even once replaced", .tags(.control))
    func checksInSteps() {
        expectViolation(of: "steps only record: a bad value replaced before build() is never rejected") {
            BuilderProofs.check { FlawedQueryBuilder(.checksInSteps) }
        }
    }

    // MARK: Iterator

    @Test("iterator: iterators that share one position cannot traverse the archive twice", .tags(.control))
    func sharedCursor() {
        expectViolation(of: "the collection can be traversed again") {
            checkIteratorContract(
                SharedCursorArchive(posts: IteratorProofs.newestFirst), yields: IteratorProofs.newestFirst)
        }
    }

    @Test("iterator: an iterator that yields the posts as stored is not newest first", .tags(.control))
    func storedOrder() {
        expectViolation(of: "a traversal yields every element once, in order") {
            checkIteratorContract(
                FlawedArchive(.storedOrder, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
        }
    }

    @Test(
        "iterator: an iterator that starts again after the last post never ends, and is reported, not hung on",
        .tags(.control))
    func cycles() {
        expectViolation(
            of:
                "a traversal yields every element once, in order, but it gave [#4, #2, #1, #3, #4] and did not end there"
        ) {
            checkIteratorContract(
                FlawedArchive(.cycles, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
        }
    }

    @Test("iterator: an iterator that starts again when asked after its end is not exhausted", .tags(.control))
    func restartsAfterEnd() {
        expectViolation(of: "an exhausted iterator stays exhausted") {
            checkIteratorContract(
                FlawedArchive(.restartsAfterEnd, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
        }
    }

    @Test(
        "iterator: an iterator that takes the posts out of the archive leaves nothing for the next traversal",
        .tags(.control))
    func consumesStorage() {
        expectViolation(of: "the collection can be traversed again") {
            checkIteratorContract(
                FlawedArchive(.consumesStorage, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
        }
    }

    // MARK: Chain of responsibility

    @Test("chain of responsibility: broadcasting to every responder lets a handled action climb on", .tags(.control))
    func broadcast() {
        expectViolation(of: "visited [button, cell, list, screen] instead of") {
            ChainProofs.check(BroadcastResponder.self)
        }
    }

    @Test("chain of responsibility: asking the responder above first turns the chain upside down", .tags(.control))
    func asksNextFirst() {
        expectViolation(of: "an event is offered to the first link first") {
            ChainProofs.check({ FlawedResponder(.asksNextFirst, next: $1, handles: $2) }, handle: { $0.handle($1) })
        }
    }

    @Test("chain of responsibility: a responder that never passes an action on handles only its own", .tags(.control))
    func neverForwards() {
        expectViolation(of: "an event climbs only as far as the nearest link that handles it") {
            ChainProofs.check({ FlawedResponder(.neverForwards, next: $1, handles: $2) }, handle: { $0.handle($1) })
        }
    }

    @Test("chain of responsibility: answering 'handled' when nobody handled the action", .tags(.control))
    func alwaysHandled() {
        expectViolation(of: "the chain reports whether anyone handled the event") {
            ChainProofs.check({ FlawedResponder(.alwaysHandled, next: $1, handles: $2) }, handle: { $0.handle($1) })
        }
    }

    // MARK: MVVM

    @Test("mvvm: a view model that likes only on screen never tells the server", .tags(.control))
    func optimisticLike() {
        expectViolation(of: "a like is sent to the server") {
            MVVMProofs.check { FlawedViewModel(.likesOnScreenOnly, server: $0) }
        }
    }

    @Test("mvvm: a view model that swallows the load error offers nothing to retry", .tags(.control))
    func swallowsTheLoadError() {
        expectViolation(of: "when the first load fails, the screen offers [Retry] and shows no posts") {
            MVVMProofs.check { FlawedViewModel(.swallowsTheError, server: $0) }
        }
    }

    @Test("mvvm: a view model that keeps the error after a successful retry still shows [Retry]", .tags(.control))
    func errorStays() {
        expectViolation(of: "after Retry, the screen shows the four posts and no [Retry]") {
            MVVMProofs.check { FlawedViewModel(.errorStaysAfterRetry, server: $0) }
        }
    }

    @Test("mvvm: a view model that tells the server but not the row shows no like", .tags(.control))
    func rowNotUpdated() {
        expectViolation(of: "liking #3 shows one more like and an [Unlike] button on its row") {
            MVVMProofs.check { FlawedViewModel(.rowNotUpdated, server: $0) }
        }
    }

    // MARK: Singleton

    @Test("singleton: check, unlock, create, store lets two first callers create", .tags(.control))
    func checkThenCreate() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse { create in
                let naive = CheckThenCreate(create)
                return { naive.value }
            }
        }
    }

    @Test("singleton: an accessor that creates on every call makes a second object", .tags(.control))
    func createsEveryCall() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse { create in create }
        }
    }

    @Test("singleton: locking around the creation without looking again inside the lock creates twice", .tags(.control))
    func noSecondLook() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse { create in
                let slot = LockedCreationWithoutSecondLook(create)
                return { slot.value }
            }
        }
    }

    // MARK: Flyweight

    @Test("flyweight: a pool keyed on initials gives two users one avatar", .tags(.control))
    func initialsPool() async {
        await expectViolation(of: "keys that differ get their own objects") {
            await FlyweightProofs.check([.distinctKeys]) { makeGlyph in
                let pool = InitialsPool(makeGlyph: makeGlyph)
                return { pool.avatar(for: $0) }
            }
        }
    }

    @Test("flyweight: a pool keyed on the lowercased name gives 'anna' and 'Anna' one avatar", .tags(.control))
    func caseInsensitivePool() async {
        await expectViolation(of: "keys that differ get their own objects, but 'anna' and 'Anna'") {
            await FlyweightProofs.check([.distinctKeys]) { makeGlyph in
                let pool = FlawedPool(.caseInsensitive, makeGlyph: makeGlyph)
                return { pool.avatar(for: $0) }
            }
        }
    }

    @Test("flyweight: looking up and storing under two locks gives two callers two avatars", .tags(.control))
    func twoStepPool() async {
        await expectViolation(
            of: "a pool shares one object even when several callers ask for a new key at the same moment"
        ) {
            await FlyweightProofs.check([.sharedUnderConcurrentFirstUse]) { makeGlyph in
                let pool = FlawedPool(.twoSteps, makeGlyph: makeGlyph)
                return { pool.avatar(for: $0) }
            }
        }
    }

    @Test(
        "flyweight: a pool with no lock at all is caught by the race, and the race does not crash it", .tags(.control))
    func unsynchronisedPool() async {
        await expectViolation(
            of: "a pool shares one object even when several callers ask for a new key at the same moment"
        ) {
            await FlyweightProofs.check([.sharedUnderConcurrentFirstUse]) { makeGlyph in
                let pool = FlawedPool(.unsynchronised, makeGlyph: makeGlyph)
                return { pool.avatar(for: $0) }
            }
        }
    }

    // MARK: Request operation

    @Test(
        "request operation: a state kept in a plain variable starts a finished operation again", .tags(.control))
    func assignedState() {
        expectViolation(of: "an event that is not a legal move is refused, but 28 moves broke it") {
            RequestOperationProofs.check(AssignedRequestState.self)
        }
    }

    @Test("request operation: a cancel accepted in every state cancels a finished operation", .tags(.control))
    func cancelFromAnywhere() {
        expectViolation(of: "an event that is not a legal move is refused, but 3 moves broke it: from finished") {
            RequestOperationProofs.check { FlawedRequestLifecycle(.cancelFromAnywhere, state: $0) }
        }
    }

    @Test("request operation: 'resume' handled like 'start' resumes an operation that never ran", .tags(.control))
    func resumeLikeStart() {
        expectViolation(of: "an event that is not a legal move is refused, but from ready, 'resume' was accepted") {
            RequestOperationProofs.check { FlawedRequestLifecycle(.resumeLikeStart, state: $0) }
        }
    }

    @Test("request operation: moving first and checking afterwards moves on a refused event", .tags(.control))
    func movesBeforeChecking() {
        expectViolation(of: "a refused event leaves the phase as it was") {
            RequestOperationProofs.check { FlawedRequestLifecycle(.movesBeforeChecking, state: $0) }
        }
    }

    // MARK: Delegation

    @Test("delegation: a list that holds its delegate strongly keeps the screen that owns it alive", .tags(.control))
    func strongDelegate() {
        expectViolation(of: "a host must not keep what it was given alive, but the object outlived") {
            DelegationProofs.check { StrongDelegateList() }
        }
    }

    @Test(
        "delegation: a weak delegate plus a stored method reference of it is a retain cycle again", .tags(.control))
    func delegateMethodReference() {
        expectViolation(of: "a host must not keep what it was given alive") {
            DelegationProofs.check { MethodReferenceList() }
        }
    }

    @Test("delegation: a list that tells of every tap without asking selects a post still uploading", .tags(.control))
    func tellsWithoutAsking() {
        expectViolation(of: "a list asks its delegate whether a row may be selected and tells it what it selected") {
            DelegationProofs.check { FlawedList(.tellsWithoutAsking) }
        }
    }

    @Test("delegation: a list that asks and then ignores the answer selects what was refused", .tags(.control))
    func ignoresTheAnswer() {
        expectViolation(of: "and told of [3, 4, 1] instead of [3, 4, 1] and [3, 1]") {
            DelegationProofs.check { FlawedList(.ignoresTheAnswer) }
        }
    }

    // MARK: Memory management

    @Test("memory management: a button given a method of its row keeps the row alive", .tags(.control))
    func methodReferenceRow() {
        expectViolation(of: "a host must not keep what it was given alive") {
            MemoryManagementProofs.checkRow(MethodReferenceRow.self)
        }
    }

    @Test(
        "memory management: a weak timer block never invalidated leaves the timer scheduled after its refresher",
        .tags(.control))
    func timerNeverInvalidated() {
        expectViolation(of: "a refresher that is gone leaves no timer behind, but 1 timer(s) were still scheduled") {
            MemoryManagementProofs.checkRefresher(NeverInvalidatedRefresher.self)
        }
    }

    // MARK: Multiton

    @Test("multiton: a registry keyed on the host alone gives two ports of one host one client", .tags(.control))
    func hostOnlyKey() async {
        await expectViolation(of: "keys that differ get their own objects, but 'cdn port 180' and 'cdn port 8080'") {
            await MultitonProofs.check { FlawedRegistry(.hostOnlyKey, makeClient: $0) }
        }
    }

    @Test(
        "multiton: the right key, looked up and stored in two steps, gives two first callers two clients",
        .tags(.control))
    func twoStepRegistry() async {
        await expectViolation(
            of: "a pool shares one object even when several callers ask for a new key at the same moment"
        ) {
            await MultitonProofs.check { FlawedRegistry(.twoSteps, makeClient: $0) }
        }
    }

    @Test("multiton: a registry that makes a client on every call shares nothing", .tags(.control))
    func newClientEveryCall() async {
        await expectViolation(of: "a pool gives one shared object per key") {
            await MultitonProofs.check([.sharesPerKey, .distinctKeys]) { FlawedRegistry(.newEveryCall, makeClient: $0) }
        }
    }

    // MARK: Notification

    @Test("notification: a centre that keeps each observer in a closure keeps it alive", .tags(.control))
    func closureHoldingCenter() {
        expectViolation(of: "the subject must not keep a subscriber alive, but 'leaving' outlived") {
            NotificationProofs.check { ClosureHoldingCenter() }
        }
    }

    @Test("notification: a delivery that stops at the first observer gone starves the ones after it", .tags(.control))
    func centerStopsAtGone() {
        expectViolation(of: "a subscriber that is gone does not stop the others hearing, but 'c' heard") {
            NotificationProofs.check([.subscribersNotRetained]) { FlawedCenter(.stopsAtGone) }
        }
    }

    @Test(
        "notification: walking the live list by index skips the observer after one that removes itself",
        .tags(.control))
    func centerWalksLiveList() {
        expectViolation(of: "does not make a later subscriber miss that event") {
            NotificationProofs.check([.cancellingDuringDeliverySkipsNoOne]) { FlawedCenter(.walksLiveList) }
        }
    }

    // MARK: Network layer

    static func backoff(_ flaw: FlawedBackoffRetry.Flaw) {
        NetworkLayerProofs.check {
            FlawedBackoffRetry(flaw: flaw, base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
        }
    }

    @Test("network layer: a retry of every error retries the 404", .tags(.control))
    func backoffRetriesRefusal() {
        expectViolation(of: "a refusal is not retried") { Self.backoff(.retriesRefusal) }
    }

    @Test("network layer: a retry at once, with no wait, is no backoff", .tags(.control))
    func noWait() {
        expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
            Self.backoff(.noWait)
        }
    }

    @Test("network layer: the same wait before every retry is no backoff", .tags(.control))
    func constantWait() {
        expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
            Self.backoff(.constantWait)
        }
    }

    @Test("network layer: waits that double with no cap grow past it", .tags(.control))
    func uncappedWait() {
        expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
            Self.backoff(.noCap)
        }
    }

    @Test("network layer: a wait after the last failure is a wait for nothing", .tags(.control))
    func waitsAfterLast() {
        expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
            Self.backoff(.waitsAfterLast)
        }
    }

    @Test("network layer: counting retries from zero makes one call too many", .tags(.control))
    func backoffOneCallTooMany() {
        expectViolation(
            of: "a retry decorator gives up after 3 attempts, but a subject that kept failing was called 4 times",
            "a retry waits only between calls, twice as long each time up to the cap, but"
        ) {
            Self.backoff(.oneCallTooMany)
        }
    }

    // MARK: Lazy initialization

    @Test("lazy initialization: a lock around the look and another around the store builds twice", .tags(.control))
    func lazyTwoLocks() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse { build in
                let naive = CheckThenCreate(build)
                return { naive.value }
            }
        }
    }

    @Test(
        "lazy initialization: a lock around the build with no second look inside it builds twice", .tags(.control))
    func lazyNoSecondLook() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse { build in
                let index = LockedCreationWithoutSecondLook(build)
                return { index.value }
            }
        }
    }

    // MARK: Key-value observing

    @Test("key-value observing: an observation with no deinit keeps hearing once released", .tags(.control))
    func observationIgnoresRelease() {
        expectViolation(of: "a subscription whose token is released hears nothing more") {
            KeyValueObservingProofs.check([.releasedHearsNothing]) { FlawedObservedLikes(.observationIgnoresRelease) }
        }
    }

    @Test(
        "key-value observing: delivering to a copy of the list reaches an observation ended mid-delivery",
        .tags(.control))
    func observationSnapshot() {
        expectViolation(of: "a subscription cancelled by an earlier subscriber while an event is delivered") {
            KeyValueObservingProofs.check([.cancelledDuringDelivery]) { FlawedObservedLikes(.deliversToSnapshot) }
        }
    }

    @Test(
        "key-value observing: walking the live list by index skips the observation after one that ends itself",
        .tags(.control))
    func observationLiveWalk() {
        expectViolation(of: "does not make a later subscriber miss that event") {
            KeyValueObservingProofs.check([.cancellingDuringDeliverySkipsNoOne]) {
                FlawedObservedLikes(.walksLiveList)
            }
        }
    }

    @Test("key-value observing: a change made during a delivery kept for after it is not nested", .tags(.control))
    func observationQueues() {
        expectViolation(of: "an event published while another is delivered reaches every subscriber once") {
            KeyValueObservingProofs.check([.publishedDuringDelivery]) { FlawedObservedLikes(.queuesNestedChanges) }
        }
    }

    // MARK: Composite

    @Test("composite: a walk of the top level only never visits a group's parts", .tags(.control))
    func topLevelOnly() {
        expectViolation(
            of: "a traversal yields every element once, in order, but it gave [feed, pinned, #3, #4 comments]"
        ) {
            checkIteratorContract(
                FlawedThreadWalk(flaw: .topLevelOnly, root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
        }
    }

    @Test("composite: a queue where a stack belongs walks breadth first", .tags(.control))
    func breadthFirst() {
        expectViolation(
            of: "a traversal yields every element once, in order, but it gave [feed, pinned, #3, #4 comments, #1"
        ) {
            checkIteratorContract(
                FlawedThreadWalk(flaw: .breadthFirst, root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
        }
    }

    @Test("composite: parts pushed onto the stack in order come out last first", .tags(.control))
    func siblingsReversed() {
        expectViolation(of: "a traversal yields every element once, in order, but it gave [feed, #4 comments, eve") {
            checkIteratorContract(
                FlawedThreadWalk(flaw: .siblingsReversed, root: CompositeProofs.feed),
                yields: CompositeProofs.depthFirst)
        }
    }

    @Test("composite: a walk of the messages alone skips the groups' headers", .tags(.control))
    func messagesOnly() {
        expectViolation(of: "a traversal yields every element once, in order, but it gave [#1, #2, #3, anna, bob, eve]")
        {
            checkIteratorContract(
                FlawedThreadWalk(flaw: .messagesOnly, root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
        }
    }

    @Test("composite: one iterator handed to every caller cannot walk the thread twice", .tags(.control))
    func sharedWalk() {
        expectViolation(of: "the collection can be traversed again") {
            checkIteratorContract(SharedWalk(root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
        }
    }

    // MARK: Shared instance (each type's first use happens here, once per process)

    @Test("shared instance: a lock around the look and another around the store makes two stores", .tags(.control))
    func twoLockStore() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse(
                of: { TwoLockStore.shared }, countingCreations: { hook in TwoLockStore.onCreate.withLock { $0 = hook } }
            )
        }
    }

    @Test("shared instance: a computed shared that makes a store on every call makes two", .tags(.control))
    func computedStore() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse(
                of: { ComputedStore.shared },
                countingCreations: { hook in ComputedStore.onCreate.withLock { $0 = hook } })
        }
    }

    // MARK: MVP

    @Test("mvp: a presenter that holds its view strongly keeps the view that owns it alive", .tags(.control))
    func strongView() {
        expectViolation(of: "a host must not keep what it was given alive") {
            MVPProofs.check { FlawedPresenter(.strongView, backend: $0) }
        }
    }

    @Test("mvp: a presenter that swallows the load error shows nothing to retry with", .tags(.control))
    func presenterSwallowsError() {
        expectViolation(of: "when the first load fails, the screen offers [Retry] and shows no posts") {
            MVPProofs.check { FlawedPresenter(.swallowsTheError, backend: $0) }
        }
    }

    @Test("mvp: a presenter that likes on screen only never tells the server", .tags(.control))
    func presenterLikesOnScreen() {
        expectViolation(of: "a like is sent to the server") {
            MVPProofs.check { FlawedPresenter(.likesOnScreenOnly, backend: $0) }
        }
    }

    @Test("mvp: a presenter that tells the server and not the view leaves the row as it was", .tags(.control))
    func viewNotTold() {
        expectViolation(of: "liking #3 shows one more like and an [Unlike] button on its row") {
            MVPProofs.check { FlawedPresenter(.viewNotTold, backend: $0) }
        }
    }

    // MARK: Coordinator

    @Test("coordinator: removing a finished flow with removeLast() removes the other running flow", .tags(.control))
    func removesLastFlow() {
        expectViolation(of: "a parent keeps each running flow alive until that flow finishes, but") {
            CoordinatorProofs.check { FlawedAppCoordinator(.removesLast) }
        }
    }

    @Test("coordinator: children held weakly are gone before they finish", .tags(.control))
    func weakChildren() {
        expectViolation(
            of: "a parent keeps each running flow alive until that flow finishes, but of two flows started, 0 ran"
        ) {
            CoordinatorProofs.check { FlawedAppCoordinator(.weakChildren) }
        }
    }

    @Test(
        "coordinator: a flow that holds its parent strongly keeps a parent with a running flow alive", .tags(.control))
    func strongParentFlow() {
        expectViolation(of: "a host must not keep what it was given alive") {
            CoordinatorProofs.check { FlawedAppCoordinator(.strongParent) }
        }
    }
}
