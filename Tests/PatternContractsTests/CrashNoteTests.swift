import ContractSupport
import Foundation
import Testing

@testable import DrillSkeletons

// A crash in the code under test stops the whole test process: no issue is recorded, and
// Swift's crash report names a file and a line but no property. These tests run a crashing
// wrong answer in a process of its own (an exit test) and read what it wrote to standard
// error: the crash message, then the property the checker was checking.

@Suite("A crash in the code under test names the property being checked", .timeLimit(.minutes(1)), .watchdog)
struct CrashNoteTests {
    /// The note the checker writes after the crash message, for `property`.
    static func note(_ property: String) -> String {
        "✘ The code under test crashed while PatternContracts was checking this property:\n  \(property)\n"
    }

    @Test(
        "observer: a publisher that walks its array's indices crashes with 'Index out of range', and the property is named",
        .tags(.control))
    func indexOutOfRange() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                checkObserverContract([.cancellingDuringDeliverySkipsNoOne]) {
                    ObserverProofs.harness(FlawedPublisher(.walksIndices))
                }
            })
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        expect(output.contains("Fatal error: Index out of range"), "\(output.prefix(2_000))")
        expect(
            output.contains(
                Self.note(
                    "a subscriber that cancels itself, or an earlier one, while an event is delivered does not make "
                        + "a later subscriber miss that event")),
            "\(output.prefix(2_000))")
    }

    @Test(
        "command: an undo that takes removeLast() of an empty stack crashes, and the property is named", .tags(.control)
    )
    func removeLastOfEmptyStack() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                CommandProofs.check { FlawedEditor(.undoOnEmptyStack) }
            })
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        expect(output.contains("Fatal error"), "\(output.prefix(2_000))")
        expect(
            output.contains(Self.note("undo and redo with nothing to undo or redo change nothing")),
            "\(output.prefix(2_000))")
    }

    @Test(
        "singleton: a crash on a thread the race checker starts names the property too", .tags(.control))
    func crashOnARacingThread() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await checkSafeFirstUse { _ in
                    { [FirstUseProbe]()[0] }
                }
            })
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        expect(output.contains("Fatal error: Index out of range"), "\(output.prefix(2_000))")
        expect(
            output.contains(
                Self.note("the shared object is created once, however many callers ask for it at the same moment")),
            "\(output.prefix(2_000))")
    }

    @Test("a check that does not crash writes nothing to standard error")
    func quietWhenNothingCrashes() async throws {
        let result = try #require(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                withKnownIssue {
                    checkObserverContract([.cancellingDuringDeliverySkipsNoOne]) {
                        ObserverProofs.harness(FlawedPublisher(.walksLiveArray))
                    }
                }
            })
        expect(String(decoding: result.standardErrorContent, as: UTF8.self), equals: "")
    }
}
