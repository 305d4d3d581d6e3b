/// Refreshes the feed when a poller says it is time: the Futubra object a C-style API is given
/// as its opaque context pointer.
package final class FeedRefresher {
    private let log: LifetimeLog
    /// How many times the poller has made it refresh.
    package private(set) var refreshes = 0

    package init(log: LifetimeLog) {
        self.log = log
        log.born()
    }

    deinit { log.died() }

    func refresh() { refreshes += 1 }
}
