import Synchronization

/// A spy: it records every call, and the test asks it afterwards what happened.
///
/// A spy sees an output the code under test only sends (an analytics event), which a stub
/// cannot. It judges nothing itself: a test that never reads ``events`` catches nothing.
///
/// ```swift
/// let spy = SpyAnalytics()
/// _ = await button.toggleLike(PostID(4), as: SampleFeed.eve)
/// spy.events   // ["like #4"]
/// ```
final class SpyAnalytics: LikeAnalytics {
    private let recorded = Mutex<[String]>([])

    init() {}

    /// Every event tracked, in order.
    var events: [String] { recorded.withLock { $0 } }

    func track(_ event: String) {
        recorded.withLock { $0.append(event) }
    }
}
