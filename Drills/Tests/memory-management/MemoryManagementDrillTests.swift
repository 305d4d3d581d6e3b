import PatternContracts
import Testing

@testable import Drill

@Suite("Memory management drill", .timeLimit(.minutes(1)), .watchdog)
struct MemoryManagementDrillTests {
    @Test("cycle 1: a screen that owns its composer and is its delegate goes away, and still hears a reply")
    func delegateCycle() {
        checkNotRetained(
            { ReplyScreen() },
            by: { screen in
                screen.composer.send("Thanks!")
                if screen.sent != ["Thanks!"] {
                    Issue.record(
                        Comment(
                            rawValue:
                                "a composer tells its delegate what was sent, but the screen heard \(screen.sent) "
                                + "instead of [\"Thanks!\"]"))
                }
            })
    }

    @Test("cycle 2: a row whose button calls back into it goes away, and a tap still counts")
    func closureCycle() {
        checkNotRetained(
            { LikeRow() },
            by: { row in
                row.button.tap()
                if row.likes != 1 {
                    Issue.record(
                        "a tap on the like button likes the row, but the row has \(row.likes) likes after one tap")
                }
            })
    }

    @Test("cycle 3: a refresher whose timer calls back into it goes away, reloads until then, and leaves no timer")
    func timerCycle() {
        let loop = TimerLoop()
        let reloads = ReloadCount()
        weak var watched: FeedAutoRefresher?
        checkNotRetained(
            { FeedAutoRefresher(loop: loop, reloads: reloads) },
            by: { refresher in
                watched = refresher
                loop.advance(by: 60)
                if reloads.value != 2 {
                    Issue.record(
                        Comment(
                            rawValue: "a refresher reloads every 30 seconds while it lives, but 60 seconds gave "
                                + "\(reloads.value) reloads instead of 2"))
                }
            })
        // Judged only once the refresher is gone (if it is not, the check above has said so).
        guard watched == nil else { return }
        loop.advance(by: 60)
        if loop.scheduledCount != 0 || reloads.value > 2 {
            Issue.record(
                Comment(
                    rawValue:
                        "a refresher that is gone leaves no timer behind, but \(loop.scheduledCount) timer(s) were still "
                        + "scheduled, and \(reloads.value) reloads were counted after 120 seconds instead of 2"))
        }
    }
}
