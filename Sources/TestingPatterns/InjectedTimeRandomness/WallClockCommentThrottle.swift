import Foundation
import Futubra
import MessageTrace

/// The design that reads the time itself: the same rule, with `Date()` inside.
///
/// It works in the app. What it costs is in its tests: no test can move its time, so "the
/// user may comment again after 30 seconds" can only be checked by waiting 30 real seconds;
/// and the wall clock jumps when the device's time is changed, where a monotonic clock does not.
///
/// ```swift
/// var throttle = WallClockCommentThrottle(interval: 30)
/// throttle.allows(SampleFeed.anna)   // true, and false again for 30 real seconds
/// ```
struct WallClockCommentThrottle: CommentThrottling {
    /// Seconds a user waits between two comments.
    let interval: TimeInterval
    private var lastComment: [UserName: Date] = [:]

    init(interval: TimeInterval) {
        self.interval = interval
    }

    mutating func allows(_ user: UserName) -> Bool {
        Trace.call(from: "WallClockCommentThrottle", to: "Date", "Date()")
        let now = Date()
        if let last = lastComment[user], now.timeIntervalSince(last) < interval { return false }
        lastComment[user] = now
        return true
    }
}
