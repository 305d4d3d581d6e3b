import ContractSupport
import Foundation
import Futubra
import Synchronization
import Testing

@testable import Creational

/// Lazy initialization's contract: nothing is done before first use, and the work is done
/// exactly once, even when the first use comes from many tasks at once.
@Suite("Lazy initialization", .timeLimit(.minutes(1)), .watchdog)
struct LazyInitializationTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("nothing is computed until the value is first used") {
            let made = CallCounter()
            let lazy = LazyValue { made.increment() }
            expect(made.value, equals: 0)
            expect(!lazy.isInitialized)
            expect(lazy.value, equals: 1)
            expect(lazy.isInitialized)
            expect(made.value, equals: 1)
        },
        Check("the value is computed once, even when 500 tasks use it for the first time at the same moment") {
            let made = CallCounter()
            let race = FirstUseRace()
            let lazy = LazyValue {
                race.holdFirstCreation()
                return made.increment()
            }
            let seen = try await FirstUseRace.alone {
                await withTaskGroup(of: Int.self) { group in
                    for _ in 0..<500 {
                        group.addTask {
                            race.arrive()
                            return lazy.value
                        }
                    }
                    var seen: [Int] = []
                    for await value in group {
                        seen.append(value)
                    }
                    return seen
                }
            }
            expect(seen.count, equals: 500)
            expect(seen.allSatisfy { $0 == 1 })
            expect(made.value, equals: 1)
            expect(lazy.initializationCount, equals: 1)
        },
        Check("a factory that reads the very value it is building stops the process at once instead of hanging it") {
            await #expect(processExitsWith: .failure) {
                // A process still running after 10 seconds is hung: end it with success, which is
                // exactly the outcome this test rejects, rather than leave the test waiting forever.
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 10)
                    exit(EXIT_SUCCESS)
                }
                // The factory reaches back, through the holder, for the value it is building.
                let holder = Mutex<LazyValue<Int>?>(nil)
                let lazy = LazyValue { (holder.withLock { $0 })?.value ?? 0 }
                holder.withLock { $0 = lazy }
                _ = lazy.value
            }
        },
        Check("the search index is built on the first search only, and reused by every later one") {
            let search = FeedSearch(feed: try SampleFeed.feed())
            expect(search.indexBuilds, equals: 0)
            expect(search.posts(matching: "cat"), equals: [PostID(3)])
            expect(search.indexBuilds, equals: 1)
            expect(search.posts(matching: "hello"), equals: [PostID(1)])
            expect(search.posts(matching: "nothing-like-this"), equals: [])
            expect(search.indexBuilds, equals: 1)
        },
        Check("a screen that is never searched never pays for the index") {
            let search = FeedSearch(feed: try SampleFeed.feed())
            expect(!search.isIndexed)
            expect(search.indexBuilds, equals: 0)
        },
        Check("the lazily built index answers exactly like one built eagerly") {
            let feed = try SampleFeed.feed()
            let eager = FeedSearchIndex(feed: feed)
            let search = FeedSearch(feed: feed)
            for word in ["cat", "feed", "FUTUBRA", "today", "my", "absent"] {
                expect(search.posts(matching: word), equals: eager.posts(matching: word))
            }
            expect(eager.wordCount > 0)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "checking, then creating outside the lock is the naive bug: under the same race it builds more than once",
        .tags(.control),
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "the race needs two threads"))
    func naiveLazinessBuildsTwice() async throws {
        let made = CallCounter()
        let race = FirstUseRace()
        let naive = CheckThenCreate {
            race.holdFirstCreation()
            return made.increment()
        }
        try await FirstUseRace.alone {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<500 {
                    group.addTask {
                        race.arrive()
                        _ = naive.value
                    }
                }
            }
        }
        expect(made.value > 1)
    }

}
