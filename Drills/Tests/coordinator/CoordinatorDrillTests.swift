import PatternContracts
import Testing

@testable import Drill

@Suite("Coordinator drill", .timeLimit(.minutes(1)), .watchdog)
struct CoordinatorDrillTests {
    @Test("a finished flow is released by its parent, and what it posted reaches the parent")
    func finishedFlowReleased() {
        let app = AppCoordinator()
        checkNotRetained({ app.startCompose() }, by: { flow in flow.finish(posted: "Hello") })
        if app.posted != ["Hello"] {
            Issue.record(
                Comment(rawValue: "a flow tells its parent what it posted, but the parent noted \(app.posted)"))
        }
    }

    @Test("a parent keeps each running flow alive until that flow finishes, and only that one")
    func runningFlowsKept() {
        let app = AppCoordinator()
        weak var first: ComposeFlow?
        weak var second: ComposeFlow?
        do {
            let started = (app.startCompose(), app.startCompose())
            (first, second) = started
        }
        let runningAtFirst = [first, second].compactMap(\.self).count
        first?.finish(posted: nil)
        if runningAtFirst != 2 || second == nil {
            Issue.record(
                Comment(
                    rawValue: "a parent keeps each running flow alive until that flow finishes, but of two flows "
                        + "started, \(runningAtFirst) ran once nothing else held them, and the second "
                        + (second == nil ? "was gone" : "still ran") + " once the first finished"))
        }
    }

    @Test("an app coordinator that goes away with a flow still running frees both")
    func parentReleased() {
        checkNotRetained({ AppCoordinator() }, by: { app in _ = app.startCompose() })
    }
}
