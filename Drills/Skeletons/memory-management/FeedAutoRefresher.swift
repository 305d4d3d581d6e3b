/// Reloads the feed every 30 seconds while its screen is open.
final class FeedAutoRefresher {
    private let reloads: ReloadCount
    private var timer: TimerLoop.Timer?

    init(loop: TimerLoop, reloads: ReloadCount) {
        self.reloads = reloads
        // BUG: the loop keeps the timer, the timer keeps its block, and the block keeps the
        // refresher: it lives, and reloads, after its screen has closed.
        timer = loop.schedule(every: 30) {
            self.reload()
        }
    }

    private func reload() {
        reloads.record()
    }
}
