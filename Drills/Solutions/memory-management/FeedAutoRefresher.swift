/// Reloads the feed every 30 seconds while its screen is open.
final class FeedAutoRefresher {
    private let reloads: ReloadCount
    private var timer: TimerLoop.Timer?

    init(loop: TimerLoop, reloads: ReloadCount) {
        self.reloads = reloads
        // The loop keeps the timer and its block: the block holds the refresher weakly, and
        // the refresher invalidates the timer when it goes, so the loop keeps nothing of it.
        timer = loop.schedule(every: 30) { [weak self] in
            self?.reload()
        }
    }

    deinit {
        timer?.invalidate()
    }

    private func reload() {
        reloads.record()
    }
}
