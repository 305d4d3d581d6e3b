import MessageTrace

/// Reloads the feed; counts its reloads, so a test or a run can see who still calls it.
final class FeedReloader {
    /// How many times the feed was reloaded.
    private(set) var reloads = 0

    /// A reloader that has reloaded nothing yet.
    init() {}

    /// Reloads the feed.
    func reload(for caller: String) {
        reloads += 1
        Trace.call(from: caller, to: "FeedReloader", "reload()")
    }
}

/// The feed screen's auto-refresh: reloads the feed every interval while the screen is shown.
///
/// A repeating timer's run loop owns the timer and the timer owns its block, so the block
/// must not own the refresher: it captures `self` weakly. And `deinit` invalidates the timer,
/// so that once the screen is gone the timer stops firing and the run loop lets it go.
/// Both halves matter: without `[weak self]` `deinit` never runs; without `invalidate()`
/// a dead timer keeps firing into `nil` for the life of the app.
///
/// ```swift
/// var refresher: FeedRefresher? = FeedRefresher(loop: loop, reloader: reloader, every: .seconds(30))
/// loop.advance(by: .seconds(30))    // one reload
/// refresher = nil                   // deinit invalidates the timer
/// loop.advance(by: .seconds(60))    // no reload; loop.scheduledTimerCount == 0
/// ```
final class FeedRefresher {
    private let reloader: FeedReloader
    private var timer: RepeatingTimer?

    /// Starts refreshing through `reloader` every `interval` on `loop`.
    init(loop: ManualRunLoop, reloader: FeedReloader, every interval: Duration) {
        self.reloader = reloader
        timer = loop.scheduleTimer(every: interval) { [weak self] timer in
            guard let self else {
                timer.invalidate()
                return
            }
            self.refresh()
        }
    }

    private func refresh() {
        reloader.reload(for: "FeedRefresher")
    }

    deinit {
        timer?.invalidate()
    }
}

/// The broken auto-refresh: its timer's block captures it strongly.
///
/// The run loop owns the timer, the timer owns the block, the block owns the refresher (and
/// the refresher the timer): closing the screen frees nothing, `deinit` never runs, so its
/// `invalidate()` never runs either, and the feed keeps reloading for a screen nobody sees.
/// Only an explicit ``stop()`` (`Timer.invalidate()`) breaks the cycle.
final class LeakingFeedRefresher {
    private let reloader: FeedReloader
    private var timer: RepeatingTimer?

    /// Starts refreshing every `interval`, capturing `self` strongly: the cycle forms here.
    init(loop: ManualRunLoop, reloader: FeedReloader, every interval: Duration) {
        self.reloader = reloader
        timer = loop.scheduleTimer(every: interval) { _ in self.refresh() }
    }

    private func refresh() {
        reloader.reload(for: "LeakingFeedRefresher")
    }

    /// Invalidates the timer by hand, which releases its block and breaks the cycle.
    func stop() {
        timer?.invalidate()
    }

    deinit {
        timer?.invalidate()
    }
}
