import ContractSupport
import Synchronization
import Testing

@testable import DrillSkeletons

// Each drill proved three ways: its solution passes (the drill's own tests, in `Drills/Tests`,
// run on the solutions), its skeleton fails, and a typical wrong answer fails, each with the
// message that names the property it breaks. These are the last two.

@Suite("Every drill's skeleton fails its checks, naming the property", .timeLimit(.minutes(1)), .watchdog)
struct DrillSkeletonTests {
    /// Each drill's skeleton, as `patterns drill` writes it, run under its drill's checker by
    /// ``skeletonFails(_:)``.
    static let skeletons: [DrillAnswer] = [
        DrillAnswer(
            "singleton: the given check-then-create accessor makes a second object under concurrent first use",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { create in
                        let slot = SharedSlot(create)
                        return { slot.value }
                    }
                }
            }),
        DrillAnswer(
            "observer: a publisher that remembers nobody gets one issue, the precondition every other property needs"
        ) {
            expectViolation(
                of: "a subscriber hears the events published while it is subscribed (every other property needs this)"
            ) {
                checkObserverContract(make: ObserverProofs.harness)
            }
        },
        DrillAnswer("command: an editor without a history cannot undo") {
            expectViolation(of: "undo steps back one edit at a time, but undo number 1") {
                CommandProofs.check(PostEditor.self)
            }
        },
        DrillAnswer("memento: an empty memento restores nothing") {
            expectViolation(of: "restoring a memento gives back exactly the state it captured") {
                MementoProofs.check(PostComposer.self)
            }
        },
        DrillAnswer("proxy: a pass-through proxy reaches the subject on every read") {
            expectViolation(of: "a caching proxy answers repeated reads from its copy, but 3 reads") {
                ProxyProofs.check { CachingFeedProxy(subject: $0) }
            }
        },
        DrillAnswer("decorator: a pass-through decorator retries nothing") {
            expectViolation(of: "turns transient failures into a success") {
                DecoratorProofs.check { RetryingFeedLoader(base: $0, attempts: 3) }
            }
        },
        DrillAnswer("state: a post that refuses every event refuses the legal ones too") {
            expectViolation(of: "a legal event is accepted and leads where the table says, but 6 moves broke it") {
                StateProofs.check { phase, event in
                    var post = PostPublication(phase: phase)
                    return (post.handle(event), post.phase)
                }
            }
        },
        DrillAnswer("builder: a builder that never validates builds an invalid query") {
            expectViolation(of: "an invalid combination is rejected when built, but build() succeeded after") {
                BuilderProofs.check(FeedQueryBuilder.self)
            }
        },
        DrillAnswer("iterator: an iterator that yields nothing skips every post") {
            expectViolation(of: "a traversal yields every element once, in order, but it gave nothing") {
                checkIteratorContract(IteratorProofs.archive, yields: IteratorProofs.newestFirst)
            }
        },
        DrillAnswer(
            "flyweight: a pool that makes a glyph per call shares nothing",
            awaiting: {
                await expectViolation(of: "a pool gives one shared object per key") {
                    await FlyweightProofs.check { makeGlyph in
                        let pool = AvatarPool(makeGlyph: makeGlyph)
                        return { pool.avatar(for: $0) }
                    }
                }
            }),
        DrillAnswer("chain of responsibility: a responder that answers no without asking anyone handles nothing") {
            expectViolation(
                of:
                    "an event is offered to the first link first (every other property needs this), but 'scroll' visited nothing"
            ) {
                ChainProofs.check(FeedResponder.self)
            }
        },
        DrillAnswer("mvvm: a view model that never loads shows no Retry") {
            expectViolation(of: "when the first load fails, the screen offers [Retry] and shows no posts") {
                MVVMProofs.check(FeedViewModel.self)
            }
        },
        DrillAnswer("request operation: a lifecycle that refuses every event refuses the legal ones too") {
            expectViolation(of: "a legal event is accepted and leads where the table says, but 8 moves broke it") {
                RequestOperationProofs.check(RequestLifecycle.self)
            }
        },
        DrillAnswer("delegation: a list that holds its delegate strongly and never asks it fails both checks") {
            expectViolation(
                of: "a host must not keep what it was given alive",
                "a list asks its delegate whether a row may be selected and tells it what it selected"
            ) {
                DelegationProofs.check { PostList() }
            }
        },
        DrillAnswer("memory management: each of the three given objects keeps itself alive, one failure each") {
            expectViolation(of: "a host must not keep what it was given alive") {
                MemoryManagementProofs.checkScreen()
            }
            expectViolation(of: "a host must not keep what it was given alive") {
                MemoryManagementProofs.checkRow(LikeRow.self)
            }
            expectViolation(of: "a host must not keep what it was given alive") {
                MemoryManagementProofs.checkRefresher(FeedAutoRefresher.self)
            }
        },
        DrillAnswer(
            "multiton: the given registry glues host and port into one key and looks up and stores in two steps",
            awaiting: {
                await expectViolation(
                    of:
                        "keys that differ get their own objects, but 'cdn1 port 80' and 'cdn port 180' got the same object",
                    "a pool shares one object even when several callers ask for a new key at the same moment"
                ) {
                    await MultitonProofs.check { ClientRegistry(makeClient: $0) }
                }
            }),
        DrillAnswer("notification: a centre that holds its observers strongly keeps them alive") {
            expectViolation(of: "the subject must not keep a subscriber alive, but 'leaving' outlived") {
                NotificationProofs.check { LikeNotificationCenter() }
            }
        },
        DrillAnswer("network layer: a pass-through endpoint retries nothing and never waits") {
            expectViolation(
                of: "turns transient failures into a success",
                "a retry waits only between calls, twice as long each time up to the cap, but"
            ) {
                NetworkLayerProofs.check {
                    BackoffRetry(base: $0, attempts: $1, firstWait: $2, cap: $3, wait: $4)
                }
            }
        },
        DrillAnswer(
            "lazy initialization: a lazy var read by two first callers at once builds twice",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse { build in
                        let index = LazyIndex(build)
                        return { index.value }
                    }
                }
            }),
        DrillAnswer("key-value observing: an observation that never reaches the count hears nothing") {
            expectViolation(
                of: "a subscriber hears the events published while it is subscribed (every other property needs this)"
            ) {
                KeyValueObservingProofs.check { ObservedLikes() }
            }
        },
        DrillAnswer("composite: a walk that yields nothing skips every part") {
            expectViolation(of: "a traversal yields every element once, in order, but it gave nothing") {
                checkIteratorContract(ThreadWalk(root: CompositeProofs.feed), yields: CompositeProofs.depthFirst)
            }
        },
        DrillAnswer(
            "shared instance: the hand-written accessor makes a second store under concurrent first use",
            awaiting: {
                await expectViolation(of: "the shared object is created once") {
                    await checkSafeFirstUse(
                        of: { ThumbnailStore.shared },
                        countingCreations: { hook in ThumbnailStore.onCreate.withLock { $0 = hook } })
                }
            }),
        DrillAnswer("mvp: a presenter that never loads and holds its view strongly fails both checks") {
            expectViolation(
                of: "when the first load fails, the screen offers [Retry] and shows no posts",
                "a host must not keep what it was given alive"
            ) {
                MVPProofs.check { FeedPresenter(backend: $0) }
            }
        },
        DrillAnswer("coordinator: the given app coordinator leaks a finished flow, and a parent with a running flow") {
            let leaks = CallCounter()
            // The two leaks are two failures of the same property, one per check: counted here.
            withKnownIssue {
                CoordinatorProofs.check { AppCoordinator() }
            } matching: { issue in
                let named = issue.comments.contains {
                    $0.rawValue.hasPrefix("a host must not keep what it was given alive")
                }
                if named { leaks.increment() }
                return named
            }
            expect(leaks.value, equals: 2, "one issue per leak")
        },
    ]

    @Test("a drill's skeleton fails its checks, with one issue naming the property it lacks", arguments: skeletons)
    func skeletonFails(_ skeleton: DrillAnswer) async {
        await skeleton.run()
    }
}
