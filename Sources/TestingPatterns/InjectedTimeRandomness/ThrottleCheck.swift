import Futubra

/// The test of the anti-spam rule, written once, run on either design: it returns what it
/// found wrong (nothing, when the throttle passes).
///
/// It gives the design a ``VirtualClock`` and moves it: anna comments, tries again at once,
/// bob comments, anna tries at 29.999 s and at 30 s, bob at 30 s. A throttle that reads the
/// clock it is given sees those instants; one that reads `Date()` sees no time pass at all.
///
/// ```swift
/// ThrottleCheck.problems { CommentThrottle(clock: $0, interval: .seconds(30)) }   // []
/// ```
enum ThrottleCheck {
    /// One step: after moving the clock by `wait`, may `user` comment?
    struct Step: Sendable {
        var wait: Duration
        var user: UserName
        var allowed: Bool
    }

    /// The steps, and what the rule says at each.
    static let steps = [
        Step(wait: .zero, user: SampleFeed.anna, allowed: true),
        Step(wait: .zero, user: SampleFeed.anna, allowed: false),
        Step(wait: .zero, user: SampleFeed.bob, allowed: true),
        Step(wait: .milliseconds(29_999), user: SampleFeed.anna, allowed: false),
        Step(wait: .milliseconds(1), user: SampleFeed.anna, allowed: true),
        Step(wait: .zero, user: SampleFeed.bob, allowed: true),
    ]

    /// Runs the steps on the throttle `make` builds on a fresh virtual clock.
    static func problems(_ make: (VirtualClock) -> any CommentThrottling) -> [String] {
        let clock = VirtualClock()
        var throttle = make(clock)
        var problems = [String]()
        for step in steps {
            clock.advance(by: step.wait)
            let allowed = throttle.allows(step.user)
            if allowed != step.allowed {
                problems.append(
                    "at \(clock.now.offset) \(step.user) was \(allowed ? "allowed" : "refused"), "
                        + "expected \(step.allowed ? "allowed" : "refused")")
            }
        }
        return problems
    }
}
