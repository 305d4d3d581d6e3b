/// What the progress file remembers of one drill: every run of its checks
/// (`patterns drill check`), and the days it first and last passed.
package struct DrillRecord: Equatable, Sendable {
    /// Runs of the drill's checks, passed or not, and how many of them passed.
    package var attempts: Int
    package var passes: Int
    /// The first and the last day a run passed; nil until one has.
    package var firstPass: StudyDay?
    package var lastPass: StudyDay?
    /// The day of the last run, and whether it passed.
    package var lastAttempt: StudyDay
    package var lastPassed: Bool

    package init(
        attempts: Int, passes: Int, firstPass: StudyDay?, lastPass: StudyDay?, lastAttempt: StudyDay,
        lastPassed: Bool
    ) {
        self.attempts = attempts
        self.passes = passes
        self.firstPass = firstPass
        self.lastPass = lastPass
        self.lastAttempt = lastAttempt
        self.lastPassed = lastPassed
    }

    /// Whether the drill was ever passed: a later failed run (the learner trying another
    /// design) does not take a pass away.
    package var passed: Bool { passes > 0 }

    /// The record after one more run on `day` that `passed` or not, from the last record (nil
    /// before the first run).
    package static func after(_ record: DrillRecord?, passed: Bool, on day: StudyDay) -> DrillRecord {
        var next =
            record
            ?? DrillRecord(attempts: 0, passes: 0, firstPass: nil, lastPass: nil, lastAttempt: day, lastPassed: false)
        next.attempts += 1
        next.lastAttempt = max(next.lastAttempt, day)
        next.lastPassed = passed
        if passed {
            next.passes += 1
            next.firstPass = min(next.firstPass ?? day, day)
            next.lastPass = max(next.lastPass ?? day, day)
        }
        return next
    }
}
