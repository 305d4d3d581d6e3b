import MessageTrace

/// How a `FeedRefresher` is handed to a `CPoller` and taken back: the manual reference
/// counting a C callback boundary needs.
package protocol PollerBridge {
    /// Registers `refresher` as the poller's context.
    static func attach(_ refresher: FeedRefresher, to poller: CPoller)
    /// Unregisters it and settles what the poller owned.
    static func detach(from poller: CPoller)
}

/// The callback every bridge registers: it borrows the refresher the context points to
/// (`takeUnretainedValue()`: +0, the poller's reference stays with the poller).
private let refreshCallback: CPoller.Callback = { context in
    guard let context else { return }
    Trace.call(from: "CPoller", to: "FeedRefresher", "refresh() through takeUnretainedValue()")
    Unmanaged<FeedRefresher>.fromOpaque(context).takeUnretainedValue().refresh()
}

/// The balanced bridge: `passRetained` gives the poller a reference of its own (+1), the
/// callback borrows it, and `detach` gives it back with `release()` (-1).
///
/// The refresher lives as long as the poller holds its pointer, whoever else lets go, and is
/// freed when it is detached and nothing else holds it: retain and release in pairs, as MRC
/// code wrote them.
package enum BalancedBridge: PollerBridge {
    package static func attach(_ refresher: FeedRefresher, to poller: CPoller) {
        let context = Unmanaged.passRetained(refresher).toOpaque()
        Trace.call(from: "BalancedBridge", to: "CPoller", "register(passRetained(refresher))")
        poller.register(context: context, callback: refreshCallback)
    }

    package static func detach(from poller: CPoller) {
        guard let context = poller.unregister() else { return }
        Trace.call(from: "BalancedBridge", to: "FeedRefresher", "release()")
        Unmanaged<FeedRefresher>.fromOpaque(context).release()
    }
}

/// A wrong bridge: it retains on attach and never releases, the leak of a missing `release`.
///
/// Each run of the ownership check on it really leaks one small `FeedRefresher` for the rest
/// of the process: that is what the check shows.
package enum LeakingBridge: PollerBridge {
    package static func attach(_ refresher: FeedRefresher, to poller: CPoller) {
        poller.register(context: Unmanaged.passRetained(refresher).toOpaque(), callback: refreshCallback)
    }

    package static func detach(from poller: CPoller) {
        _ = poller.unregister()
    }
}

/// A wrong bridge: it gives the poller a pointer without a reference (`passUnretained`), so the
/// refresher is freed as soon as Swift lets go, while the poller still holds its pointer: the
/// early release (a dangling pointer) that crashes the next poll.
package enum UnretainedBridge: PollerBridge {
    package static func attach(_ refresher: FeedRefresher, to poller: CPoller) {
        poller.register(context: Unmanaged.passUnretained(refresher).toOpaque(), callback: refreshCallback)
    }

    package static func detach(from poller: CPoller) {
        _ = poller.unregister()
    }
}
