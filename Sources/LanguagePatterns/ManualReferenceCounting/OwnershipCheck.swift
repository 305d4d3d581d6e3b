/// The properties of a bridge that hands a `FeedRefresher` to a `CPoller`, each checked by
/// watching the refresher's lifetime (a weak reference and a `LifetimeLog`), never by reading a
/// retain count, and never by using a pointer the check has seen dangle.
///
/// ```swift
/// OwnershipCheck.violations(of: BalancedBridge.self)   // []
/// ```
package enum OwnershipCheck {
    /// The properties, in the order they are checked.
    package enum Property: String, CaseIterable, Sendable {
        case livesWhileHeld = "the refresher lives while the poller holds its pointer, with no Swift reference left"
        case pollsReachIt = "each poll reaches the refresher through the context pointer"
        case freedOnDetach = "detaching gives the poller's reference back: the refresher is freed then, once"
    }

    /// The properties `bridge` breaks, each as "property: what went wrong".
    package static func violations<Bridge: PollerBridge>(of bridge: Bridge.Type) -> [String] {
        var found: [(Property, String)] = []
        let log = LifetimeLog()
        let poller = CPoller()
        let watched = attachFresh(Bridge.self, to: poller, log: log)

        if watched.object == nil {
            found.append((.livesWhileHeld, "it was freed while the poller still held its pointer (a dangling pointer)"))
            // The poller's pointer dangles: polling it would use freed memory. Forget it unused.
            _ = poller.unregister()
            found.append((.freedOnDetach, "it was freed before it was detached"))
        } else {
            poller.poll()
            poller.poll()
            let refreshes = watched.object?.refreshes ?? 0
            if refreshes != 2 { found.append((.pollsReachIt, "2 polls made \(refreshes) refreshes")) }
            Bridge.detach(from: poller)
            if watched.object != nil || log.alive != 0 {
                found.append((.freedOnDetach, "it is still alive after detaching (a leak: nothing released it)"))
            } else if log.freed != 1 {
                found.append((.freedOnDetach, "\(log.freed) refreshers were freed"))
            }
        }
        return found.map { "\($0.0.rawValue): \($0.1)" }
    }

    /// A weak reference the check watches the refresher through.
    private final class Watched {
        weak var object: FeedRefresher?
    }

    /// Makes a refresher, attaches it, and returns with no strong Swift reference to it left.
    private static func attachFresh<Bridge: PollerBridge>(
        _: Bridge.Type, to poller: CPoller, log: LifetimeLog
    ) -> Watched {
        let refresher = FeedRefresher(log: log)
        let watched = Watched()
        watched.object = refresher
        Bridge.attach(refresher, to: poller)
        return watched
    }
}
