import Synchronization

/// Where the screen reports what the viewer did.
///
/// The screen reports every action to the analytics it was given, without asking whether
/// analytics is on: when the user has opted out, it is given ``DisabledAnalytics``.
protocol FeedAnalytics: Sendable {
    func record(_ event: AnalyticsEvent)
}

/// One thing the viewer did, as analytics sees it.
struct AnalyticsEvent: Equatable, Sendable, CustomStringConvertible {
    let name: String
    let post: Int

    var description: String { "\(name)(#\(post))" }
}

/// The real analytics: keeps every event, in order (a stand-in for one that uploads them).
final class RecordingAnalytics: FeedAnalytics {
    private let recorded = Mutex<[AnalyticsEvent]>([])

    /// Every event so far, oldest first.
    var events: [AnalyticsEvent] { recorded.withLock { $0 } }

    func record(_ event: AnalyticsEvent) {
        recorded.withLock { $0.append(event) }
    }
}

/// The null object: analytics that is off. It accepts every event and does nothing with it.
struct DisabledAnalytics: FeedAnalytics {
    func record(_ event: AnalyticsEvent) {}
}
