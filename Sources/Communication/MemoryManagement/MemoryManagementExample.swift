import ExampleKit
import Futubra

/// Plays ARC: three retain cycles leak and their fixes free; one-shot work captures three ways.
public struct MemoryManagementExample: Example {
    public static let id = "memory-management"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        func freed(_ object: AnyObject?) -> String { object == nil ? "freed" : "STILL ALIVE" }

        transcript.section("ARC: an object lives while something holds it strongly")
        var screen: ComposeScreen? = ComposeScreen()
        weak let weakScreen = screen
        screen?.composer.submit("Hello")
        transcript.line("ComposeScreen posted \(weakScreen?.posted ?? [])")
        screen = nil
        transcript.line("last outside reference dropped: ComposeScreen \(freed(weakScreen))")

        transcript.section("cycle 1: a composer that holds its delegate strongly")
        var leakingScreen: LeakingComposeScreen? = LeakingComposeScreen()
        weak let leakedScreen = leakingScreen
        leakingScreen = nil
        transcript.line("screen → composer → screen: LeakingComposeScreen \(freed(leakedScreen))")
        leakedScreen?.composer.delegate = nil
        transcript.line("delegate set to nil by hand: LeakingComposeScreen \(freed(leakedScreen))")
        transcript.line("the fix is `weak var delegate`: ComposeScreen was freed above")

        transcript.section("cycle 2: a closure stored by the object it captures")
        var leakingRow: LeakingPostRow? = LeakingPostRow(post: PostID(3))
        weak let leakedRow = leakingRow
        leakingRow?.button.tap()
        leakingRow = nil
        transcript.line("row → button → { self.likes += 1 } → row: LeakingPostRow \(freed(leakedRow))")
        leakedRow?.button.onTap = nil
        transcript.line("onTap set to nil by hand: LeakingPostRow \(freed(leakedRow))")
        var row: PostRow? = PostRow(post: PostID(3))
        weak let weakRow = row
        row?.button.tap()
        transcript.line("PostRow with { [weak self] in self?.liked() }: \(weakRow?.likes ?? 0) like after a tap")
        row = nil
        transcript.line("last outside reference dropped: PostRow \(freed(weakRow))")

        transcript.section("cycle 3: a repeating timer that keeps its target (clock moved by hand)")
        let loop = ManualRunLoop()
        let leakReloads = FeedReloader()
        var leakingRefresher: LeakingFeedRefresher? = LeakingFeedRefresher(
            loop: loop, reloader: leakReloads, every: .seconds(30))
        weak let leakedRefresher = leakingRefresher
        loop.advance(by: .seconds(30))
        transcript.line("t=30 s: \(leakReloads.reloads) reload")
        leakingRefresher = nil
        transcript.line("the feed screen closes: LeakingFeedRefresher \(freed(leakedRefresher))")
        loop.advance(by: .seconds(60))
        transcript.line("t=90 s: \(leakReloads.reloads) reloads, for a screen nobody sees")
        leakedRefresher?.stop()
        loop.advance(by: .seconds(30))
        transcript.line(
            "invalidated by hand: LeakingFeedRefresher \(freed(leakedRefresher)), reloads stay \(leakReloads.reloads)")
        let reloads = FeedReloader()
        var refresher: FeedRefresher? = FeedRefresher(loop: loop, reloader: reloads, every: .seconds(30))
        weak let weakRefresher = refresher
        loop.advance(by: .seconds(30))
        transcript.line("FeedRefresher ([weak self], invalidate() in deinit): \(reloads.reloads) reload")
        refresher = nil
        loop.advance(by: .seconds(60))
        transcript.line(
            "screen closes: FeedRefresher \(freed(weakRefresher)), reloads stay \(reloads.reloads), "
                + "timers scheduled: \(loop.scheduledTimerCount)")

        transcript.section("one-shot work: strong, weak, unowned")
        let work = PendingWork()
        var strong: PostDetailScreen? = PostDetailScreen(post: PostID(3), work: work)
        weak let weakStrong = strong
        strong?.likeKeepingScreen()
        strong = nil
        transcript.line("strong capture, user left before the answer: screen \(freed(weakStrong))")
        work.runAll()
        transcript.line("answer arrives, the block runs and lets go: screen \(freed(weakStrong))")
        var weakly: PostDetailScreen? = PostDetailScreen(post: PostID(2), work: work)
        weak let weakWeakly = weakly
        weakly?.likeIfStillShown()
        weakly = nil
        transcript.line("[weak self], user left before the answer: screen \(freed(weakWeakly))")
        work.runAll()
        transcript.line("answer arrives: self is nil, nothing to update")
        var closing: PostDetailScreen? = PostDetailScreen(post: PostID(1), work: work)
        weak let weakClosing = closing
        closing?.likeCancellingOnClose()
        closing?.likeCancellingOnClose()
        transcript.line("[unowned self], liked twice before the answer: \(work.pendingCount) answers pending")
        closing = nil
        transcript.line(
            "user left: screen \(freed(weakClosing)), its deinit cancelled every block it queued: "
                + "\(work.pendingCount) pending")
        work.runAll()
        transcript.line("nothing ran, so nothing touched the freed screen")
    }
}
