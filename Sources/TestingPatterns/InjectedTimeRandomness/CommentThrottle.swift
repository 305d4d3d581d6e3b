import Futubra
import MessageTrace

/// Futubra's anti-spam rule, as something a test can drive: a user may comment once every
/// `interval`.
///
/// Both designs conform, so the same test runs on each: ``CommentThrottle`` reads the clock it
/// was given; ``WallClockCommentThrottle`` reads `Date()` itself.
protocol CommentThrottling: Sendable {
    /// Whether `user` may comment now; a yes counts as their comment.
    mutating func allows(_ user: UserName) -> Bool
}

/// One comment per user every `interval`, measured on an injected clock.
///
/// In the app the clock is `ContinuousClock()` (monotonic: it does not jump when the user sets
/// the device's time); in a test it is a ``VirtualClock`` that the test moves, so "after 30
/// seconds" is one call, not a 30-second wait.
///
/// ```swift
/// var throttle = CommentThrottle(clock: clock, interval: .seconds(30))
/// throttle.allows(SampleFeed.anna)   // true
/// clock.advance(by: .seconds(30))
/// throttle.allows(SampleFeed.anna)   // true again
/// ```
struct CommentThrottle<Time: Clock & Sendable>: CommentThrottling where Time.Duration == Duration {
    /// Where "now" comes from.
    let clock: Time
    /// How long a user waits between two comments.
    let interval: Duration
    /// When each user last commented.
    private var lastComment: [UserName: Time.Instant] = [:]

    init(clock: Time, interval: Duration) {
        self.clock = clock
        self.interval = interval
    }

    mutating func allows(_ user: UserName) -> Bool {
        Trace.call(from: "CommentThrottle", to: "Clock", "now")
        let now = clock.now
        if let last = lastComment[user], last.duration(to: now) < interval { return false }
        lastComment[user] = now
        return true
    }
}
