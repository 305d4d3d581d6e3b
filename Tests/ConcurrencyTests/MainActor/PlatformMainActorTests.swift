import ContractSupport
import Foundation
import Testing

@testable import Concurrency

/// Where each kind of async function runs when the main actor calls it.
private struct Placement: Sendable {
    /// A plain `nonisolated async` function: off the caller's actor (this package keeps Swift 6's default).
    func plain() async -> Bool { MainQueue.isCurrent }
    /// Runs on the caller's actor.
    nonisolated(nonsending) func inherits() async -> Bool { MainQueue.isCurrent }
    /// Always on the global concurrent executor.
    @concurrent func leaves() async -> Bool { MainQueue.isCurrent }
}

/// Synchronous code that assumes it runs on the main actor, as a legacy callback does.
private func assumeOnMainActor() {
    MainActor.assumeIsolated { _ = 0 }
}

/// What Swift does with the main actor, which the entry relies on.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformMainActorTests {
    static let screen = Snippet(
        name: "Screen",
        source: """
            @MainActor
            final class ScreenModel {
                var rows: [String] = []
                nonisolated let title = "Search"
                func show(_ found: [String]) { rows = found }
            }

            protocol Rendering {
                func render() -> [String]
            }

            extension ScreenModel: @MainActor Rendering {
                func render() -> [String] { rows }
            }

            func renderAnywhere(_ screen: some Rendering) -> [String] { screen.render() }
            """)
    static let changeFromOutside = Snippet(
        name: "ChangeFromOutside",
        source: """
            func clear(_ model: ScreenModel) {
                model.rows = []
            }
            """)
    static let changeWithAwait = Snippet(
        name: "ChangeWithAwait",
        source: """
            func refresh(_ model: ScreenModel) async {
                await model.show(["#3 bob: My cat, judging me"])
            }
            """)
    static let nonisolatedReadsState = Snippet(
        name: "NonisolatedReadsState",
        source: """
            extension ScreenModel {
                nonisolated func summary() -> String { "\\(rows.count) rows" }
            }
            """)
    static let titleAnywhere = Snippet(
        name: "TitleAnywhere",
        source: """
            func heading(_ model: ScreenModel) -> String { model.title }
            """)
    static let conformanceOffMain = Snippet(
        name: "ConformanceOffMain",
        source: """
            func renderInBackground(_ model: ScreenModel) -> [String] { renderAnywhere(model) }
            """)
    static let conformanceOnMain = Snippet(
        name: "ConformanceOnMain",
        source: """
            @MainActor func renderOnMain(_ model: ScreenModel) -> [String] { renderAnywhere(model) }
            """)
    static let unannotated = Snippet(
        name: "Unannotated",
        source: """
            final class FeedScreenState {
                var rows: [String] = []
            }

            nonisolated func fromBackground(_ state: FeedScreenState) {
                state.rows.append("#4 anna")
            }
            """)

    /// One compiler run for the isolation snippets, one for the default-isolation setting.
    static let report = Task {
        try await SwiftCompiler.compile(
            [
                screen, changeFromOutside, changeWithAwait, nonisolatedReadsState, titleAnywhere, conformanceOffMain,
                conformanceOnMain, unannotated,
            ], through: .typeCheck)
    }
    static let mainByDefault = Task {
        try await SwiftCompiler.compile([unannotated], through: .typeCheck, flags: ["-default-isolation", "MainActor"])
    }

    @Test("a Task started on the main actor runs on it; a detached task does not, and MainActor.run brings it back")
    @MainActor
    func whereTasksRun() async {
        expect(MainQueue.isCurrent)
        expect(await Task { MainQueue.isCurrent }.value, "Task { } inherits the main actor")
        expect(await !Task.detached { MainQueue.isCurrent }.value, "Task.detached leaves it")
        expect(await Task.detached { await MainActor.run { MainQueue.isCurrent } }.value)
    }

    @Test(
        "called from the main actor, a nonisolated async function runs off it, a nonisolated(nonsending) one on it, a @concurrent one off it"
    )
    @MainActor
    func whereAsyncFunctionsRun() async {
        let placement = Placement()
        expect(await !placement.plain())
        expect(await placement.inherits())
        expect(await !placement.leaves())
    }

    @Test("MainActor.assumeIsolated off the main actor stops the process")
    func assumeIsolatedOffTheMainActorTraps() async {
        await #expect(processExitsWith: .failure) {
            await Task.detached { assumeOnMainActor() }.value
        }
    }

    #if os(Linux)
        @Test(
            "on Linux, main-actor code can run on a thread that is not the main thread: Thread.isMainThread proves nothing"
        )
        func mainActorIsNotTheMainThread() async {
            let (onMainThread, onMainQueue) = await Task.detached {
                await MainActor.run { (Thread.isMainThread, MainQueue.isCurrent) }
            }.value
            expect(onMainQueue)
            expect(!onMainThread)
        }
    #endif

    @Test(
        "the compiler rejects changing a @MainActor model's state from nonisolated code, and accepts the call with await",
        .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
    func stateIsMainActorIsolated() async throws {
        let report = try await Self.report.value
        expectRejected(report, Self.changeFromOutside, saying: "main actor-isolated property 'rows' can not be mutated")
        expectAccepted(report, Self.changeWithAwait)
        expectAccepted(report, Self.screen)
    }

    @Test(
        "a nonisolated member cannot read main-actor state, and a nonisolated let is read anywhere without await",
        .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
    func nonisolatedMembers() async throws {
        let report = try await Self.report.value
        expectRejected(
            report, Self.nonisolatedReadsState, saying: "main actor-isolated property 'rows' can not be referenced")
        expectAccepted(report, Self.titleAnywhere)
    }

    @Test(
        "a conformance isolated to the main actor can be used on the main actor only",
        .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
    func isolatedConformance() async throws {
        let report = try await Self.report.value
        expectRejected(
            report, Self.conformanceOffMain,
            saying:
                "main actor-isolated conformance of 'ScreenModel' to 'Rendering' cannot be used in nonisolated context"
        )
        expectAccepted(report, Self.conformanceOnMain)
    }

    @Test(
        "with the default isolation set to MainActor, an unannotated class is isolated to the main actor",
        .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
    func defaultIsolation() async throws {
        expectAccepted(try await Self.report.value, Self.unannotated)
        expectRejected(
            try await Self.mainByDefault.value, Self.unannotated,
            saying: "main actor-isolated property 'rows' can not be mutated from a nonisolated context")
    }
}
