import ContractSupport
import Dispatch
import Foundation
import Futubra
import Synchronization
import Testing

@testable import AntiPatterns

private typealias Cycles = RetainCycles
private typealias Unwrapped = ImplicitlyUnwrappedOptionals
private typealias Silenced = SilencedConcurrency
private typealias Hops = MainQueueHops

// MARK: Retain cycles

/// What a feed screen shows: its rows and its headline.
private struct ScreenOutput: Equatable {
    var rows: [String]
    var headline: String
}

/// Checks that a screen the app lets go of is freed: nothing but the app held it strongly.
private func checkScreenIsFreed(
    _ make: (Feed) -> AnyObject, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let feed = try SampleFeed.feed()
    weak var screen: AnyObject?
    do {
        let made = make(feed)
        screen = made
    }
    expect(screen == nil, "the screen is still in memory after the app let it go", at: sourceLocation)
}

// MARK: Implicitly unwrapped optionals

/// Checks that nothing a header stores can be missing: no stored property is optional, or
/// wraps one, so there is no state in which reading it stops the app.
private func checkNothingStoredIsMissing(_ header: Any, sourceLocation: SourceLocation = #_sourceLocation) {
    for child in Mirror(reflecting: header).children {
        let type = String(describing: Swift.type(of: child.value))
        let optional = type.hasPrefix("Optional<") || Mirror(reflecting: child.value).displayStyle == .optional
        let wrapsOptional = Mirror(reflecting: child.value).children.contains {
            Mirror(reflecting: $0.value).displayStyle == .optional
        }
        expect(
            !optional && !wrapsOptional, "\(child.label ?? "_") is \(type): it can be missing", at: sourceLocation)
    }
}

// MARK: Silenced concurrency

/// An outbox double that holds the first like it is sent (between the ledger's check and its
/// record) until another caller's like has returned, or a grace period has passed: the two
/// likes that a race would overlap by chance overlap every time. The callers' steps are
/// ordered by atomics, so no two threads ever touch a ledger's storage at the same moment.
/// A ledger that locks keeps the second caller out, so its test waits the whole grace (a
/// second, generous so that a busy machine cannot hide the race from the silenced ledgers).
private final class HoldingOutbox: LikeOutbox {
    private let sent = Mutex<[LikeEvent]>([])
    private let arrivals = Atomic<Int>(0)
    private let returned = Atomic<Int>(0)

    /// Called by each caller just before it likes.
    func arrive() {
        arrivals.add(1, ordering: .sequentiallyConsistent)
    }

    /// Called by each caller when its like has returned.
    func leave() {
        returned.add(1, ordering: .sequentiallyConsistent)
    }

    func send(_ like: LikeEvent) {
        let first = sent.withLock { sent in
            sent.append(like)
            return sent.count == 1
        }
        guard first else { return }
        let clock = ContinuousClock()
        let limit = clock.now.advanced(by: .seconds(30))
        while arrivals.load(ordering: .sequentiallyConsistent) < 2, clock.now < limit {}
        let grace = clock.now.advanced(by: .seconds(1))
        while returned.load(ordering: .sequentiallyConsistent) < 1, clock.now < grace {}
    }

    var events: [LikeEvent] { sent.withLock { $0 } }
}

/// A ledger as the checks see it.
private struct Ledger: Sendable {
    var like: @Sendable (PostID, UserName) -> Bool
    var count: @Sendable () -> Int
}

/// Runs `body` on two threads of their own at once (not the task pool's, which a busy test
/// run may not have free) and returns when both are done.
private func onTwoThreads(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let left = Mutex(2)
        for _ in 0..<2 {
            Thread {
                body()
                if left.withLock({ left in
                    left -= 1
                    return left == 0
                }) {
                    done.resume()
                }
            }.start()
        }
    }
}

/// Checks that two tasks liking #4 as anna at the same moment leave one like: the ledger
/// records her once and sends her like once.
private func checkOneLikeWhenTwoLikeAtOnce(
    _ make: @escaping @Sendable (any LikeOutbox) -> Ledger, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let outbox = HoldingOutbox()
    let ledger = make(outbox)
    await onTwoThreads {
        outbox.arrive()
        _ = ledger.like(PostID(4), SampleFeed.anna)
        outbox.leave()
    }
    expect(ledger.count(), equals: 1, "anna is recorded once", at: sourceLocation)
    expect(outbox.events.count, equals: 1, "her like is sent once", at: sourceLocation)
}

/// Seeded likes on the sample posts, some repeated.
private func likes(_ random: inout SeededGenerator) -> [(PostID, UserName)] {
    (0..<12).map { _ in (PostID(random.below(4) + 1), random.pick(SampleFeed.users)) }
}

/// What a ledger answered to each like, one after another, and how many it recorded.
private func answers(_ ledger: Ledger, _ likes: [(PostID, UserName)]) -> [String] {
    likes.map { "\($0.0) \($0.1) \(ledger.like($0.0, $0.1))" } + ["\(ledger.count())"]
}

// MARK: Main queue hops

/// Lets the main queue run everything already put on it: a block put there now runs after them.
@MainActor
private func mainQueueHasRun() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// Checks that a model has stored the feed's rows by the time its refresh returns.
@MainActor
private func checkRowsStoredWhenRefreshReturns(
    _ refresh: (Feed) async -> [String], sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let feed = try SampleFeed.feed()
    let rows = await refresh(feed)
    expect(rows, equals: Hops.FeedRows.rows(of: feed), "the rows when refresh returns", at: sourceLocation)
}

@Suite("Swift code smells: memory and concurrency", .timeLimit(.minutes(1)), .watchdog)
struct SwiftCodeSmellsConcurrencyTests {
    // MARK: Retain cycles

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a screen its loader holds weakly, by [weak self] and a weak delegate, is freed when the app lets it go")
        {
            try checkScreenIsFreed { feed in
                let screen = Cycles.After.FeedScreen()
                screen.loader.load(feed)
                return screen
            }
        },
        Check("reading an implicitly unwrapped feed before it is set stops the whole process") {
            await #expect(processExitsWith: .failure) {
                _ = Unwrapped.Before.FeedHeader().title
            }
        },
        Check("a header given its feed in its initializer stores nothing that can be missing") {
            checkNothingStoredIsMissing(Unwrapped.After.FeedHeader(feed: try SampleFeed.feed()))
        },
        Check("two tasks liking at the same moment leave one like when the check and the record share one lock") {
            await checkOneLikeWhenTwoLikeAtOnce { outbox in
                let ledger = Silenced.After.LikeLedger(outbox: outbox)
                return Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count })
            }
            let path = "SwiftCodeSmells/SilencedConcurrency.swift"
            for marker in ["@unchecked", "nonisolated(unsafe)"] {
                let places = CodeSmell.places(of: marker, in: path)
                expect(places?.before, equals: 1, "the smell silences the compiler with \(marker)")
                expect(places?.after, equals: 0, "the refactoring does not")
            }
        },
        Check("holding the screen weakly changes nothing it shows while it is alive") {
            try checkSameBehaviour(
                before: { feed in
                    let screen = Cycles.Before.FeedScreen()
                    screen.loader.load(feed)
                    return ScreenOutput(rows: screen.rows, headline: screen.headline)
                },
                after: { feed in
                    let screen = Cycles.After.FeedScreen()
                    screen.loader.load(feed)
                    return ScreenOutput(rows: screen.rows, headline: screen.headline)
                })
        },
        Check("passing the feed to the initializer changes no title of a configured header") {
            try checkSameBehaviour(
                before: { feed in
                    let header = Unwrapped.Before.FeedHeader()
                    header.configure(with: feed)
                    return header.title
                },
                after: { Unwrapped.After.FeedHeader(feed: $0).title })
        },
        Check("a ledger behind a Mutex answers every seeded run of likes as the silenced ones did") {
            try checkCharacterization(
                input: likes,
                before: { likes in
                    let ledger = Silenced.Before.UncheckedLikeLedger(outbox: Silenced.MemoryOutbox())
                    return answers(Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count }), likes)
                },
                after: { likes in
                    let ledger = Silenced.After.LikeLedger(outbox: Silenced.MemoryOutbox())
                    return answers(Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count }), likes)
                })
            try checkCharacterization(
                input: likes,
                before: { likes in
                    let ledger = Silenced.Before.UnsafeLikeLedger(outbox: Silenced.MemoryOutbox())
                    return answers(Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count }), likes)
                },
                after: { likes in
                    let ledger = Silenced.After.LikeLedger(outbox: Silenced.MemoryOutbox())
                    return answers(Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count }), likes)
                })
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a closure that captures self and a strong delegate keep the screen alive forever, and the check catches it",
        .tags(.control))
    func retainCycleLeaksTheScreen() {
        withKnownIssue {
            try checkScreenIsFreed { feed in
                let screen = Cycles.Before.FeedScreen()
                screen.loader.load(feed)
                return screen
            }
        }
    }

    // MARK: Implicitly unwrapped optionals

    @Test(
        "a header whose feed is implicitly unwrapped stores a feed that can be missing, and the check catches it",
        .tags(.control))
    func implicitlyUnwrappedFeedCanBeMissing() {
        withKnownIssue {
            checkNothingStoredIsMissing(Unwrapped.Before.FeedHeader())
        }
    }

    // MARK: @unchecked Sendable and nonisolated(unsafe)

    @Test(
        "a ledger declared @unchecked Sendable counts one user twice when two tasks like at once, and the check catches it",
        .tags(.control))
    func uncheckedLedgerCountsTwice() async {
        await withKnownIssue {
            await checkOneLikeWhenTwoLikeAtOnce { outbox in
                let ledger = Silenced.Before.UncheckedLikeLedger(outbox: outbox)
                return Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count })
            }
        }
    }

    @Test(
        "a ledger whose storage is nonisolated(unsafe) counts one user twice too, and the check catches it",
        .tags(.control))
    func unsafeLedgerCountsTwice() async {
        await withKnownIssue {
            await checkOneLikeWhenTwoLikeAtOnce { outbox in
                let ledger = Silenced.Before.UnsafeLikeLedger(outbox: outbox)
                return Ledger(like: { ledger.like($0, by: $1) }, count: { ledger.count })
            }
        }
    }

    // MARK: DispatchQueue.main.async instead of the main actor

    @Test("awaiting an async loader on the main actor stores the rows the hop to the main queue stored later")
    @MainActor
    func mainQueueHopsCharacterization() async throws {
        for seed in CodeSmell.seeds {
            let feed = try CodeSmell.feed(seed: seed)
            let hopped = Hops.Before.FeedModel(loader: Hops.Before.CallbackLoader { $1(Hops.FeedRows.rows(of: $0)) })
            hopped.refresh(feed)
            await mainQueueHasRun()
            let awaited = Hops.After.FeedModel()
            await awaited.refresh(feed)
            expect(hopped.rows, equals: awaited.rows, "seed \(seed)")
        }
    }

    @Test("with a main-actor model the rows are stored when refresh returns")
    @MainActor
    func mainActorModelIsUpToDate() async throws {
        try await checkRowsStoredWhenRefreshReturns { feed in
            let model = Hops.After.FeedModel()
            await model.refresh(feed)
            return model.rows
        }
    }

    @Test(
        "a hop through DispatchQueue.main.async stores the rows after refresh has returned, and the check catches it",
        .tags(.control))
    @MainActor
    func mainQueueHopLandsLater() async {
        await withKnownIssue {
            try await checkRowsStoredWhenRefreshReturns { feed in
                let model = Hops.Before.FeedModel()
                model.refresh(feed)
                return model.rows
            }
        }
    }
}
