import ContractSupport
import Futubra
import Testing

@testable import Communication

@Suite("Memory management: retain cycles", .timeLimit(.minutes(1)), .watchdog)
struct MemoryManagementTests {
    // MARK: cycle 1, a delegate held strongly

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a weak delegate frees the screen that owns the composer, and the delegate still hears") {
            checkNotRetained(
                { ComposeScreen() },
                by: { screen in
                    screen.composer.submit("Hello")
                    expect(screen.posted, equals: ["Hello"])
                })
        },
        Check("a [weak self] closure stored in the row's own button frees the row, and a tap still counts") {
            checkNotRetained(
                { PostRow(post: PostID(3)) },
                by: { row in
                    row.button.tap()
                    expect(row.likes, equals: 1)
                })
        },
        Check("a timer whose block captures its target strongly keeps it alive and firing after its screen closes") {
            let loop = ManualRunLoop()
            let reloader = FeedReloader()
            let leaked = survivor { LeakingFeedRefresher(loop: loop, reloader: reloader, every: .seconds(30)) }
            expect(leaked != nil)
            loop.advance(by: .seconds(90))
            expect(reloader.reloads, equals: 3)
            leaked?.stop()
            expect(loop.scheduledTimerCount, equals: 0)
        },
        Check("a refresher with a [weak self] timer that it invalidates in deinit is freed, and reloading stops") {
            let loop = ManualRunLoop()
            let reloader = FeedReloader()
            checkNotRetained(
                { FeedRefresher(loop: loop, reloader: reloader, every: .seconds(30)) },
                by: { _ in
                    loop.advance(by: .seconds(60))
                    expect(reloader.reloads, equals: 2)
                })
            expect(loop.scheduledTimerCount, equals: 0)
            loop.advance(by: .seconds(90))
            expect(reloader.reloads, equals: 2)
        },
        Check("a composer's strong delegate keeps its screen alive after the last outside reference goes") {
            let leaked = survivor { LeakingComposeScreen() }
            expect(leaked != nil)
            leaked?.composer.delegate = nil  // breaks the cycle so the test itself leaks nothing
        },
        Check("a closure that captures self strongly, stored in a button the row owns, keeps the row alive") {
            let leaked = survivor { LeakingPostRow(post: PostID(3)) }
            expect(leaked != nil)
            leaked?.button.onTap = nil
        },
        Check("the run loop keeps a timer firing at every interval until it is invalidated") {
            let loop = ManualRunLoop()
            var fired: [Duration] = []
            let timer = loop.scheduleTimer(every: .seconds(30)) { _ in fired.append(loop.now) }
            loop.advance(by: .seconds(75))
            timer.invalidate()
            loop.advance(by: .seconds(60))
            expect(fired, equals: [.seconds(30), .seconds(60)])
            expect(loop.scheduledTimerCount, equals: 0)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a composer that holds its delegate strongly fails the weak-reference check", .tags(.control))
    func strongDelegateFailsTheCheck() {
        withKnownIssue("the strong delegate keeps the screen alive") {
            checkNotRetained({ LeakingComposeScreen() }, by: { _ in })
        }
    }

    // MARK: cycle 2, a closure stored by the object it captures

    @Test("a row whose stored closure captures it strongly fails the weak-reference check", .tags(.control))
    func strongClosureFailsTheCheck() {
        withKnownIssue("the stored closure keeps the row alive") {
            checkNotRetained({ LeakingPostRow(post: PostID(3)) }, by: { _ in })
        }
    }

    // MARK: cycle 3, a repeating timer that keeps its target

    @Test("a refresher whose timer block captures it strongly fails the weak-reference check", .tags(.control))
    func strongTimerFailsTheCheck() {
        let loop = ManualRunLoop()
        withKnownIssue("the run loop keeps the timer, the timer keeps the refresher") {
            checkNotRetained(
                { LeakingFeedRefresher(loop: loop, reloader: FeedReloader(), every: .seconds(30)) }, by: { _ in })
        }
    }

}

@Suite("Memory management: capturing self in one-shot work", .timeLimit(.minutes(1)), .watchdog)
struct OneShotCaptureTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a strong capture in one-shot work keeps the screen alive until the work has run, then frees it") {
            let work = PendingWork()
            let kept = survivor {
                PostDetailScreen(post: PostID(3), work: work)
            } use: {
                $0.likeKeepingScreen()
            }
            expect(kept?.status, equals: "sending")
            weak let screen = kept
            _ = consume kept
            expect(screen != nil, "the queued block holds the screen")
            work.runAll()
            expect(
                screen == nil,
                "the cycle lasts only until the work runs: once the block ran and was released, so was the screen")
        },
        Check("a [weak self] capture frees the screen at once, and the late answer updates nothing") {
            let work = PendingWork()
            let shown = PostDetailScreen(post: PostID(2), work: work)
            shown.likeIfStillShown()
            work.runAll()
            expect(shown.status, equals: "liked")

            let gone = survivor {
                PostDetailScreen(post: PostID(2), work: work)
            } use: {
                $0.likeIfStillShown()
            }
            expect(gone == nil)
            expect(work.pendingCount, equals: 1)
            work.runAll()
            expect(work.pendingCount, equals: 0)
        },
        Check("two likes sent before the answer, then the screen closes: the late answers never touch the freed screen")
        {
            await #expect(processExitsWith: .success) {
                let work = PendingWork()
                var screen: PostDetailScreen? = PostDetailScreen(post: PostID(1), work: work)
                screen?.likeCancellingOnClose()
                screen?.likeCancellingOnClose()
                screen = nil
                // Runs what is still queued: a block left uncancelled reads its unowned, freed screen and traps.
                work.runAll()
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a strong capture in a handler kept by a client the screen owns is a cycle until the answer comes; [weak self] frees both"
    )
    func handlerInOwnedClient() {
        let strong = screenOwningItsClient { $0.likeKeepingScreen() }
        expect(strong.screen != nil, "screen → client → handler → screen: nothing outside holds it, yet it lives")
        expect(strong.client?.pendingCount, equals: 1)
        strong.client?.runAll()  // the answer comes: the handler runs and is released, and the cycle with it
        expect(strong.screen == nil && strong.client == nil, "once the handler is gone, screen and client go")

        let weakly = screenOwningItsClient { $0.likeIfStillShown() }
        expect(weakly.screen == nil && weakly.client == nil, "a weak capture makes no cycle: screen and client go")
    }

    @Test(
        "an [unowned self] capture does not keep the screen alive, so the screen cancels every answer still pending as it goes"
    )
    func unownedCaptureNeedsCancel() {
        let work = PendingWork()
        let shown = PostDetailScreen(post: PostID(1), work: work)
        shown.likeCancellingOnClose()
        work.runAll()
        expect(shown.status, equals: "liked")

        let gone = survivor {
            PostDetailScreen(post: PostID(1), work: work)
        } use: { screen in
            screen.likeCancellingOnClose()
            screen.likeCancellingOnClose()  // a second tap before the first answer came
        }
        expect(gone == nil)
        expect(work.pendingCount, equals: 0, "deinit cancelled both blocks; running one would trap on the freed screen")
    }

}

/// Weak references to a detail screen and to the client (the work queue) that only it owns.
private final class ScreenAndClient {
    weak var screen: PostDetailScreen?
    weak var client: PendingWork?
}

/// Makes a screen that is the only owner of its client, lets `like` send a like, drops the
/// last outside reference, and returns what weak references still see.
private func screenOwningItsClient(like: (PostDetailScreen) -> Void) -> ScreenAndClient {
    let seen = ScreenAndClient()
    var screen: PostDetailScreen? = PostDetailScreen(post: PostID(3), work: PendingWork())
    if let screen {
        like(screen)
    }
    seen.screen = screen
    seen.client = screen?.work
    screen = nil
    return seen
}

/// Makes an object, lets `use` work with it, drops the last outside reference and returns
/// what a weak reference still sees: `nil` when ARC freed the object, the object when
/// something else (a cycle) keeps it alive.
private func survivor<Object: AnyObject>(_ make: () -> Object, use: (Object) -> Void = { _ in }) -> Object? {
    var object: Object? = make()
    if let object {
        use(object)
    }
    weak let released = object
    object = nil
    return released
}
