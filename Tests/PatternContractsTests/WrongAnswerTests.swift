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

    // MARK: Network layer

    static func backoff(_ flaw: FlawedBackoffRetry.Flaw) {
        NetworkLayerProofs.check {
            FlawedBackoffRetry(flaw: flaw, base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
        }
    }

    /// The classic wrong answers, one per mistake a drill's task names, each run by
    /// ``wrongAnswer(_:)`` under its drill's checker.
    static let answers: [DrillAnswer] = [
        DrillAnswer("observer: a publisher that captures its subscribers strongly keeps them alive") {
            expectViolation(of: "the subject must not keep a subscriber alive") {
                Self.observer(.strongSubscribers, [.subscribersNotRetained])
            }
        },
        DrillAnswer("observer: delivering to a copy of the list reaches a subscription cancelled mid-delivery") {
            expectViolation(of: "a subscription cancelled by an earlier subscriber while an event is delivered") {
                Self.observer(.deliversToSnapshot, [.cancelledDuringDelivery])
            }
        },
        DrillAnswer("observer: walking the live array by index skips the subscriber after one that cancels itself") {
            expectViolation(of: "does not make a later subscriber miss that event, but 'c' heard") {
                Self.observer(.walksLiveArray, [.cancellingDuringDeliverySkipsNoOne])
            }
        },
        DrillAnswer("observer: walking the live array by index lets a subscriber added during delivery hear that event")
        {
            expectViolation(of: "a subscriber added while an event is delivered hears the next event, not that one") {
                Self.observer(.walksLiveArray, [.subscribedDuringDelivery])
            }
        },
        DrillAnswer(
            "observer: an event published during delivery and delivered at once reaches the later subscribers first"
        ) {
            expectViolation(of: "an event published while another is delivered reaches every subscriber once") {
                Self.observer(.deliversNested, [.publishedDuringDelivery])
            }
        },
        DrillAnswer("observer: a token that removes the index it had at subscription removes someone else") {
            expectViolation(
                of: "a cancelled subscription hears nothing more, and cancelling it twice is harmless, but 'c' heard"
            ) {
                Self.observer(.removesByIndex, [.cancelledHearsNothing])
            }
        },
        DrillAnswer("observer: subscribers kept in a dictionary hear events out of subscription order") {
            expectViolation(of: "every subscriber hears each event once, in the order they subscribed") {
                Self.observer(.dictionary, [.notifiesEachOnceInOrder])
            }
        },
        DrillAnswer("observer: a token without a deinit keeps a released subscription hearing") {
            expectViolation(of: "a subscription whose token is released hears nothing more") {
                Self.observer(.tokenIgnoresRelease, [.releasedHearsNothing])
            }
        },
        DrillAnswer("observer: stopping at the first subscriber that is gone starves the ones after it") {
            expectViolation(of: "a subscriber that is gone does not stop the others hearing") {
                Self.observer(.stopsAtGone, [.subscribersNotRetained])
            }
        },
        // MARK: Command
        DrillAnswer("command: an editor that keeps only the text before the last edit undoes one step") {
            expectViolation(of: "undo steps back one edit at a time, but undo number 2") {
                CommandProofs.check(OneStepEditor.self)
            }
        },
        DrillAnswer("command: a new edit that leaves the redo stack as it was lets redo bring back a lost edit") {
            expectViolation(of: "a new edit clears what could be redone") {
                CommandProofs.check { FlawedEditor(.keepsRedoOnNewEdit) }
            }
        },
        DrillAnswer(
            "command: an undo stack of snapshots that keeps its redo stack is caught by a branch that edits differently"
        ) {
            expectViolation(of: "a new edit clears what could be redone") {
                CommandProofs.check { SnapshotKeepingRedoEditor() }
            }
        },
        DrillAnswer("command: a redo that does not go back on the undo stack cannot be undone") {
            expectViolation(of: "an edit redone can be undone again") {
                CommandProofs.check { FlawedEditor(.redoForgetsUndo) }
            }
        },
        DrillAnswer("command: taking redo from the bottom of its stack re-applies the wrong edit") {
            expectViolation(of: "redo re-applies exactly what undo took back") {
                CommandProofs.check { FlawedEditor(.redoFromTheBottom) }
            }
        },
        DrillAnswer("command: a history that a new edit cuts one entry too early loses the edit before it") {
            expectViolation(of: "after a new edit, undo steps back over it and then over the edits before it") {
                CommandProofs.check { CursorCutsTooMuchEditor() }
            }
        },
        // MARK: Memento
        DrillAnswer("memento: a memento that shares the composer's storage sees later edits") {
            expectViolation(of: "restoring a memento gives back exactly the state it captured") {
                MementoProofs.check(SharingComposer.self)
            }
        },
        DrillAnswer(
            "memento: a memento that is only a number into the composer's own history restores nothing elsewhere"
        ) {
            expectViolation(of: "a memento carries a copy of the state") {
                MementoProofs.check(HistoryIndexComposer.self)
            }
        },
        DrillAnswer("memento: a memento of the text alone leaves the cursor where it was") {
            expectViolation(of: "restoring a memento gives back exactly the state it captured") {
                MementoProofs.check(TextOnlyComposer.self)
            }
        },
        DrillAnswer("memento: a memento that reads the composer when restored gives back the latest state") {
            expectViolation(of: "restoring a memento gives back exactly the state it captured") {
                MementoProofs.check(LazyComposer.self)
            }
        },
        // MARK: Proxy
        DrillAnswer("proxy: a cache that is never refreshed serves a removed post") {
            expectViolation(of: "a write through the proxy refreshes its copy, but after removing #3") {
                ProxyProofs.check { StaleCachingProxy(subject: $0) }
            }
        },
        DrillAnswer("proxy: a removal applied to the copy alone never reaches the subject") {
            expectViolation(of: "a removal through the proxy reaches the subject") {
                ProxyProofs.check { CopyOnlyRemovalProxy(subject: $0) }
            }
        },
        // MARK: Decorator
        DrillAnswer("decorator: a decorator that retries every error retries a refusal") {
            expectViolation(of: "a refusal is not retried") {
                DecoratorProofs.check { RetryEverything(base: $0) }
            }
        },
        DrillAnswer("decorator: counting retries from zero makes one call too many") {
            expectViolation(
                of: "a retry decorator gives up after 3 attempts, but a subject that kept failing was called 4 times"
            ) {
                DecoratorProofs.check { OneRetryTooMany(base: $0, attempts: 3) }
            }
        },
        DrillAnswer("decorator: giving up with an empty feed hides the failure") {
            expectViolation(of: "a retry decorator gives up and reports the subject's error") {
                DecoratorProofs.check { SwallowingRetry(base: $0, attempts: 3) }
            }
        },
        DrillAnswer(
            "decorator: a refusal wrapped in an error of the decorator's own does not reach the caller unchanged"
        ) {
            expectViolation(of: "a refusal reaches the caller unchanged") {
                DecoratorProofs.check { WrappingRetry(base: $0, attempts: 3) }
            }
        },
        DrillAnswer("decorator: retrying for as long as failures come never gives up") {
            expectViolation(of: "a retry decorator gives up after 3 attempts") {
                DecoratorProofs.check { ForeverRetry(base: $0) }
            }
        },
        // MARK: State
        DrillAnswer("state: switching on the event alone accepts moves the phase does not allow") {
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
        },
        DrillAnswer("state: answering 'accepted' for every event, legal or not, hides the refusals") {
            expectViolation(of: "an event that is not a legal move is refused") {
                StateProofs.check { phase, event in (true, legalNext(phase, event) ?? phase) }
            }
        },
        DrillAnswer("state: an illegal event that sends the post back to draft moves it while refusing") {
            expectViolation(of: "a refused event leaves the phase as it was") {
                StateProofs.check { phase, event in legalNext(phase, event).map { (true, $0) } ?? (false, .draft) }
            }
        },
        DrillAnswer("state: a rejected post that is deleted instead of going back to draft leads the wrong way") {
            expectViolation(of: "a legal event is accepted and leads where the table says") {
                StateProofs.check { phase, event in
                    guard let next = legalNext(phase, event) else { return (false, phase) }
                    return (true, phase == .inReview && event == .reject ? .deleted : next)
                }
            }
        },
        // MARK: Builder
        DrillAnswer("builder: a builder that is a class changes the original when a branch is changed") {
            expectViolation(of: "a builder is a value") {
                BuilderProofs.check(SharedQueryBuilder.self)
            }
        },
        DrillAnswer("builder: a limit checked with '<' refuses the largest legal limit") {
            expectViolation(of: "a builder given valid steps builds, but after by(\"anna\").limit(20).limit(100)") {
                BuilderProofs.check { FlawedQueryBuilder(.offByOne) }
            }
        },
        DrillAnswer("builder: an error that does not quote the bad value") {
            expectViolation(of: "the builder's error quotes the bad value") {
                BuilderProofs.check { FlawedQueryBuilder(.unquoted) }
            }
        },
        DrillAnswer("builder: a builder that checks the limit only builds a query with a bad author") {
            expectViolation(of: "an invalid combination is rejected when built, but build() succeeded after") {
                BuilderProofs.check { FlawedQueryBuilder(.limitOnly) }
            }
        },
        DrillAnswer("builder: a bad value noted by its step is refused even once replaced") {
            expectViolation(of: "steps only record: a bad value replaced before build() is never rejected") {
                BuilderProofs.check { FlawedQueryBuilder(.checksInSteps) }
            }
        },
        // MARK: Iterator
        DrillAnswer("iterator: iterators that share one position cannot traverse the archive twice") {
            expectViolation(of: "the collection can be traversed again") {
                checkIteratorContract(
                    SharedCursorArchive(posts: IteratorProofs.newestFirst), yields: IteratorProofs.newestFirst)
            }
        },
        DrillAnswer("iterator: an iterator that yields the posts as stored is not newest first") {
            expectViolation(of: "a traversal yields every element once, in order") {
                checkIteratorContract(
                    FlawedArchive(.storedOrder, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
            }
        },
        DrillAnswer(
            "iterator: an iterator that starts again after the last post never ends, and is reported, not hung on"
        ) {
            expectViolation(
                of:
                    "a traversal yields every element once, in order, but it gave [#4, #2, #1, #3, #4] and did not end there"
            ) {
                checkIteratorContract(
                    FlawedArchive(.cycles, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
            }
        },
        DrillAnswer("iterator: an iterator that starts again when asked after its end is not exhausted") {
            expectViolation(of: "an exhausted iterator stays exhausted") {
                checkIteratorContract(
                    FlawedArchive(.restartsAfterEnd, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
            }
        },
        DrillAnswer(
            "iterator: an iterator that takes the posts out of the archive leaves nothing for the next traversal"
        ) {
            expectViolation(of: "the collection can be traversed again") {
                checkIteratorContract(
                    FlawedArchive(.consumesStorage, stored: IteratorProofs.stored), yields: IteratorProofs.newestFirst)
            }
        },
        // MARK: Chain of responsibility
        DrillAnswer("chain of responsibility: broadcasting to every responder lets a handled action climb on") {
            expectViolation(of: "visited [button, cell, list, screen] instead of") {
                ChainProofs.check(BroadcastResponder.self)
            }
        },
        DrillAnswer("chain of responsibility: asking the responder above first turns the chain upside down") {
            expectViolation(of: "an event is offered to the first link first") {
                ChainProofs.check({ FlawedResponder(.asksNextFirst, next: $1, handles: $2) }, handle: { $0.handle($1) })
            }
        },
        DrillAnswer("chain of responsibility: a responder that never passes an action on handles only its own") {
            expectViolation(of: "an event climbs only as far as the nearest link that handles it") {
                ChainProofs.check({ FlawedResponder(.neverForwards, next: $1, handles: $2) }, handle: { $0.handle($1) })
            }
        },
        DrillAnswer("chain of responsibility: answering 'handled' when nobody handled the action") {
            expectViolation(of: "the chain reports whether anyone handled the event") {
                ChainProofs.check({ FlawedResponder(.alwaysHandled, next: $1, handles: $2) }, handle: { $0.handle($1) })
            }
        },
        // MARK: MVVM
        DrillAnswer("mvvm: a view model that likes only on screen never tells the server") {
            expectViolation(of: "a like is sent to the server") {
                MVVMProofs.check { FlawedViewModel(.likesOnScreenOnly, server: $0) }
            }
        },
        DrillAnswer("mvvm: a view model that swallows the load error offers nothing to retry") {
            expectViolation(of: "when the first load fails, the screen offers [Retry] and shows no posts") {
                MVVMProofs.check { FlawedViewModel(.swallowsTheError, server: $0) }
            }
        },
        DrillAnswer("mvvm: a view model that keeps the error after a successful retry still shows [Retry]") {
            expectViolation(of: "after Retry, the screen shows the four posts and no [Retry]") {
                MVVMProofs.check { FlawedViewModel(.errorStaysAfterRetry, server: $0) }
            }
        },
        DrillAnswer("mvvm: a view model that tells the server but not the row shows no like") {
            expectViolation(of: "liking #3 shows one more like and an [Unlike] button on its row") {
                MVVMProofs.check { FlawedViewModel(.rowNotUpdated, server: $0) }
            }
        },
        // MARK: Singleton
        DrillAnswer(
            "singleton: check, unlock, create, store lets two first callers create",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { create in
                        let naive = CheckThenCreate(create)
                        return { naive.value }
                    }
                }
            }),
        DrillAnswer(
            "singleton: an accessor that creates on every call makes a second object",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { create in create }
                }
            }),
        DrillAnswer(
            "singleton: locking around the creation without looking again inside the lock creates twice",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { create in
                        let slot = LockedCreationWithoutSecondLook(create)
                        return { slot.value }
                    }
                }
            }),
        // MARK: Flyweight
        DrillAnswer(
            "flyweight: a pool keyed on initials gives two users one avatar",
            awaiting: {
                await expectViolation(of: "keys that differ get their own objects") {
                    await FlyweightProofs.check([.distinctKeys]) { makeGlyph in
                        let pool = InitialsPool(makeGlyph: makeGlyph)
                        return { pool.avatar(for: $0) }
                    }
                }
            }),
        DrillAnswer(
            "flyweight: a pool keyed on the lowercased name gives 'anna' and 'Anna' one avatar",
            awaiting: {
                await expectViolation(of: "keys that differ get their own objects, but 'anna' and 'Anna'") {
                    await FlyweightProofs.check([.distinctKeys]) { makeGlyph in
                        let pool = FlawedPool(.caseInsensitive, makeGlyph: makeGlyph)
                        return { pool.avatar(for: $0) }
                    }
                }
            }),
        DrillAnswer(
            "flyweight: looking up and storing under two locks gives two callers two avatars",
            awaiting: {
                await expectViolation(
                    of: "a pool shares one object even when several callers ask for a new key at the same moment"
                ) {
                    await FlyweightProofs.check([.sharedUnderConcurrentFirstUse]) { makeGlyph in
                        let pool = FlawedPool(.twoSteps, makeGlyph: makeGlyph)
                        return { pool.avatar(for: $0) }
                    }
                }
            }),
        DrillAnswer(
            "flyweight: a pool with no lock at all is caught by the race, and the race does not crash it",
            awaiting: {
                await expectViolation(
                    of: "a pool shares one object even when several callers ask for a new key at the same moment"
                ) {
                    await FlyweightProofs.check([.sharedUnderConcurrentFirstUse]) { makeGlyph in
                        let pool = FlawedPool(.unsynchronised, makeGlyph: makeGlyph)
                        return { pool.avatar(for: $0) }
                    }
                }
            }),
        // MARK: Request operation
        DrillAnswer("request operation: a state kept in a plain variable starts a finished operation again") {
            expectViolation(of: "an event that is not a legal move is refused, but 28 moves broke it") {
                RequestOperationProofs.check(AssignedRequestState.self)
            }
        },
        DrillAnswer("request operation: a cancel accepted in every state cancels a finished operation") {
            expectViolation(of: "an event that is not a legal move is refused, but 3 moves broke it: from finished") {
                RequestOperationProofs.check { FlawedRequestLifecycle(.cancelFromAnywhere, state: $0) }
            }
        },
        DrillAnswer("request operation: 'resume' handled like 'start' resumes an operation that never ran") {
            expectViolation(of: "an event that is not a legal move is refused, but from ready, 'resume' was accepted") {
                RequestOperationProofs.check { FlawedRequestLifecycle(.resumeLikeStart, state: $0) }
            }
        },
        DrillAnswer("request operation: moving first and checking afterwards moves on a refused event") {
            expectViolation(of: "a refused event leaves the phase as it was") {
                RequestOperationProofs.check { FlawedRequestLifecycle(.movesBeforeChecking, state: $0) }
            }
        },
        // MARK: Delegation
        DrillAnswer("delegation: a list that holds its delegate strongly keeps the screen that owns it alive") {
            expectViolation(of: "a host must not keep what it was given alive, but the object outlived") {
                DelegationProofs.check { StrongDelegateList() }
            }
        },
        DrillAnswer("delegation: a weak delegate plus a stored method reference of it is a retain cycle again") {
            expectViolation(of: "a host must not keep what it was given alive") {
                DelegationProofs.check { MethodReferenceList() }
            }
        },
        DrillAnswer("delegation: a list that tells of every tap without asking selects a post still uploading") {
            expectViolation(of: "a list asks its delegate whether a row may be selected and tells it what it selected")
            {
                DelegationProofs.check { FlawedList(.tellsWithoutAsking) }
            }
        },
        DrillAnswer("delegation: a list that asks and then ignores the answer selects what was refused") {
            expectViolation(of: "and told of [3, 4, 1] instead of [3, 4, 1] and [3, 1]") {
                DelegationProofs.check { FlawedList(.ignoresTheAnswer) }
            }
        },
        // MARK: Memory management
        DrillAnswer("memory management: a button given a method of its row keeps the row alive") {
            expectViolation(of: "a host must not keep what it was given alive") {
                MemoryManagementProofs.checkRow(MethodReferenceRow.self)
            }
        },
        DrillAnswer(
            "memory management: a weak timer block never invalidated leaves the timer scheduled after its refresher"
        ) {
            expectViolation(of: "a refresher that is gone leaves no timer behind, but 1 timer(s) were still scheduled")
            {
                MemoryManagementProofs.checkRefresher(NeverInvalidatedRefresher.self)
            }
        },
        // MARK: Multiton
        DrillAnswer(
            "multiton: a registry keyed on the host alone gives two ports of one host one client",
            awaiting: {
                await expectViolation(
                    of: "keys that differ get their own objects, but 'cdn port 180' and 'cdn port 8080'"
                ) {
                    await MultitonProofs.check { FlawedRegistry(.hostOnlyKey, makeClient: $0) }
                }
            }),
        DrillAnswer(
            "multiton: the right key, looked up and stored in two steps, gives two first callers two clients",
            awaiting: {
                await expectViolation(
                    of: "a pool shares one object even when several callers ask for a new key at the same moment"
                ) {
                    await MultitonProofs.check { FlawedRegistry(.twoSteps, makeClient: $0) }
                }
            }),
        DrillAnswer(
            "multiton: a registry that makes a client on every call shares nothing",
            awaiting: {
                await expectViolation(of: "a pool gives one shared object per key") {
                    await MultitonProofs.check([.sharesPerKey, .distinctKeys]) {
                        FlawedRegistry(.newEveryCall, makeClient: $0)
                    }
                }
            }),
        // MARK: Notification
        DrillAnswer("notification: a centre that keeps each observer in a closure keeps it alive") {
            expectViolation(of: "the subject must not keep a subscriber alive, but 'leaving' outlived") {
                NotificationProofs.check { ClosureHoldingCenter() }
            }
        },
        DrillAnswer("notification: a delivery that stops at the first observer gone starves the ones after it") {
            expectViolation(of: "a subscriber that is gone does not stop the others hearing, but 'c' heard") {
                NotificationProofs.check([.subscribersNotRetained]) { FlawedCenter(.stopsAtGone) }
            }
        },
        DrillAnswer("notification: walking the live list by index skips the observer after one that removes itself") {
            expectViolation(of: "does not make a later subscriber miss that event") {
                NotificationProofs.check([.cancellingDuringDeliverySkipsNoOne]) { FlawedCenter(.walksLiveList) }
            }
        },
        DrillAnswer("network layer: a retry of every error retries the 404") {
            expectViolation(of: "a refusal is not retried") { Self.backoff(.retriesRefusal) }
        },
        DrillAnswer("network layer: a retry at once, with no wait, is no backoff") {
            expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
                Self.backoff(.noWait)
            }
        },
        DrillAnswer("network layer: the same wait before every retry is no backoff") {
            expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
                Self.backoff(.constantWait)
            }
        },
        DrillAnswer("network layer: waits that double with no cap grow past it") {
            expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
                Self.backoff(.noCap)
            }
        },
        DrillAnswer("network layer: a wait after the last failure is a wait for nothing") {
            expectViolation(of: "a retry waits only between calls, twice as long each time up to the cap, but") {
                Self.backoff(.waitsAfterLast)
            }
        },
        DrillAnswer("network layer: counting retries from zero makes one call too many") {
            expectViolation(
                of: "a retry decorator gives up after 3 attempts, but a subject that kept failing was called 4 times",
                "a retry waits only between calls, twice as long each time up to the cap, but"
            ) {
                Self.backoff(.oneCallTooMany)
            }
        },
        // MARK: Lazy initialization
        DrillAnswer(
            "lazy initialization: a lock around the look and another around the store builds twice",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { build in
                        let naive = CheckThenCreate(build)
                        return { naive.value }
                    }
                }
            }),
        DrillAnswer(
            "lazy initialization: a lock around the build with no second look inside it builds twice",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { build in
                        let index = LockedCreationWithoutSecondLook(build)
                        return { index.value }
                    }
                }
            }),
        // MARK: Key-value observing
        DrillAnswer("key-value observing: an observation with no deinit keeps hearing once released") {
            expectViolation(of: "a subscription whose token is released hears nothing more") {
                KeyValueObservingProofs.check([.releasedHearsNothing]) {
                    FlawedObservedLikes(.observationIgnoresRelease)
                }
            }
        },
        DrillAnswer("key-value observing: delivering to a copy of the list reaches an observation ended mid-delivery") {
            expectViolation(of: "a subscription cancelled by an earlier subscriber while an event is delivered") {
                KeyValueObservingProofs.check([.cancelledDuringDelivery]) { FlawedObservedLikes(.deliversToSnapshot) }
            }
        },
        DrillAnswer(
            "key-value observing: walking the live list by index skips the observation after one that ends itself"
        ) {
            expectViolation(of: "does not make a later subscriber miss that event") {
                KeyValueObservingProofs.check([.cancellingDuringDeliverySkipsNoOne]) {
                    FlawedObservedLikes(.walksLiveList)
                }
            }
        },
        DrillAnswer("key-value observing: a change made during a delivery kept for after it is not nested") {
            expectViolation(of: "an event published while another is delivered reaches every subscriber once") {
                KeyValueObservingProofs.check([.publishedDuringDelivery]) { FlawedObservedLikes(.queuesNestedChanges) }
            }
        },
        // MARK: Composite
        DrillAnswer("composite: a walk of the top level only never visits a group's parts") {
            expectViolation(
                of: "a traversal yields every element once, in order, but it gave [feed, pinned, #3, #4 comments]"
            ) {
                checkIteratorContract(
                    FlawedThreadWalk(flaw: .topLevelOnly, root: CompositeProofs.feed),
                    yields: CompositeProofs.depthFirst)
            }
        },
        DrillAnswer("composite: a queue where a stack belongs walks breadth first") {
            expectViolation(
                of: "a traversal yields every element once, in order, but it gave [feed, pinned, #3, #4 comments, #1"
            ) {
                checkIteratorContract(
                    FlawedThreadWalk(flaw: .breadthFirst, root: CompositeProofs.feed),
                    yields: CompositeProofs.depthFirst)
            }
        },
        DrillAnswer("composite: parts pushed onto the stack in order come out last first") {
            expectViolation(of: "a traversal yields every element once, in order, but it gave [feed, #4 comments, eve")
            {
                checkIteratorContract(
                    FlawedThreadWalk(flaw: .siblingsReversed, root: CompositeProofs.feed),
                    yields: CompositeProofs.depthFirst)
            }
        },
        DrillAnswer("composite: a walk of the messages alone skips the groups' headers") {
            expectViolation(
                of: "a traversal yields every element once, in order, but it gave [#1, #2, #3, anna, bob, eve]"
            ) {
                checkIteratorContract(
                    FlawedThreadWalk(flaw: .messagesOnly, root: CompositeProofs.feed),
                    yields: CompositeProofs.depthFirst)
            }
        },
        DrillAnswer("composite: one iterator handed to every caller cannot walk the thread twice") {
            expectViolation(of: "the collection can be traversed again") {
                checkIteratorContract(SharedWalk(root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
            }
        },
        // MARK: Shared instance (each type's first use happens here, once per process)
        DrillAnswer(
            "shared instance: a lock around the look and another around the store makes two stores",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse(
                        of: { TwoLockStore.shared },
                        countingCreations: { hook in TwoLockStore.onCreate.withLock { $0 = hook } }
                    )
                }
            }),
        DrillAnswer(
            "shared instance: a computed shared that makes a store on every call makes two",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse(
                        of: { ComputedStore.shared },
                        countingCreations: { hook in ComputedStore.onCreate.withLock { $0 = hook } })
                }
            }),
        // MARK: MVP
        DrillAnswer("mvp: a presenter that holds its view strongly keeps the view that owns it alive") {
            expectViolation(of: "a host must not keep what it was given alive") {
                MVPProofs.check { FlawedPresenter(.strongView, backend: $0) }
            }
        },
        DrillAnswer("mvp: a presenter that swallows the load error shows nothing to retry with") {
            expectViolation(of: "when the first load fails, the screen offers [Retry] and shows no posts") {
                MVPProofs.check { FlawedPresenter(.swallowsTheError, backend: $0) }
            }
        },
        DrillAnswer("mvp: a presenter that likes on screen only never tells the server") {
            expectViolation(of: "a like is sent to the server") {
                MVPProofs.check { FlawedPresenter(.likesOnScreenOnly, backend: $0) }
            }
        },
        DrillAnswer("mvp: a presenter that tells the server and not the view leaves the row as it was") {
            expectViolation(of: "liking #3 shows one more like and an [Unlike] button on its row") {
                MVPProofs.check { FlawedPresenter(.viewNotTold, backend: $0) }
            }
        },
        // MARK: Coordinator
        DrillAnswer("coordinator: removing a finished flow with removeLast() removes the other running flow") {
            expectViolation(of: "a parent keeps each running flow alive until that flow finishes, but") {
                CoordinatorProofs.check { FlawedAppCoordinator(.removesLast) }
            }
        },
        DrillAnswer("coordinator: children held weakly are gone before they finish") {
            expectViolation(
                of: "a parent keeps each running flow alive until that flow finishes, but of two flows started, 0 ran"
            ) {
                CoordinatorProofs.check { FlawedAppCoordinator(.weakChildren) }
            }
        },
        DrillAnswer("coordinator: a flow that holds its parent strongly keeps a parent with a running flow alive") {
            expectViolation(of: "a host must not keep what it was given alive") {
                CoordinatorProofs.check { FlawedAppCoordinator(.strongParent) }
            }
        },
    ]

    @Test(
        "a classic wrong answer fails its drill's checks, with one issue naming the property it breaks",
        .tags(.control), arguments: answers)
    func wrongAnswer(_ answer: DrillAnswer) async {
        await answer.run()
    }
}
