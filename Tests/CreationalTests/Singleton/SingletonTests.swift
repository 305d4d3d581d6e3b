import ContractSupport
import ExampleKit
import Foundation
import MessageTrace
import Testing

@testable import Creational

/// `FutubraApp` with its accessor written as the hand-made check for `nil` the entry warns
/// about: deliberately wrong, kept as a control. Its initializer leaves the same trace note as
/// `FutubraApp`'s, so the same fresh-process race can hold it open.
private final class CheckForNilApp: Sendable {
    private static let instance = CheckThenCreate { CheckForNilApp() }
    static var shared: CheckForNilApp { instance.value }

    private init() {
        Trace.note(over: "CheckForNilApp", "init()")
    }
}

/// The singleton's contract. Serialized: these tests (and the transcript test) touch the one
/// badge of the one app, which is exactly the testability cost the entry describes.
@Suite("Singleton", .serialized, .timeLimit(.minutes(1)), .watchdog)
struct SingletonTests {
    @Test(
        "the app is made once, even when its very first use comes from 500 tasks at the same moment (raced in a fresh process)",
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "the race needs two threads"))
    func createdOnceUnderConcurrentFirstUse() async throws {
        _ = try await FirstUseRace.alone {
            await #expect(processExitsWith: .success) {
                await FirstUseOutcome.race(over: "FutubraApp") { FutubraApp.shared }.end()
            }
        }
    }

    @Test(
        "a hand-written check for nil is not a singleton: under the same fresh-process first-use race it makes a second instance",
        .tags(.control),
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "the race needs two threads"))
    func naiveCheckForNilCreatesTwice() async throws {
        _ = try await FirstUseRace.alone {
            await #expect(processExitsWith: .exitCode(FirstUseOutcome.severalInstances.rawValue)) {
                await FirstUseOutcome.race(over: "CheckForNilApp") { CheckForNilApp.shared }.end()
            }
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("500 tasks asking at once all get the one app, and its initializer has run once in this process") {
            let seen = await identitiesSeen(fromConcurrentTasks: 500) { FutubraApp.shared }
            expect(seen, equals: [ObjectIdentifier(FutubraApp.shared)])
            expect(FutubraApp.shared.creationNumber, equals: 1)
            expect(FutubraApp.initializationCount(), equals: 1)
        },
        Check("every caller reaches the same object, so a change made through one reference is seen through all") {
            // Exclusive with every example run: the singleton example reads this same badge.
            try await ExampleRunner.exclusively {
                let fromFeed = FutubraApp.shared
                let fromProfile = FutubraApp.shared
                defer { fromFeed.setBadgeNumber(0) }
                fromFeed.setBadgeNumber(4)
                expect(fromFeed === fromProfile)
                expect(fromProfile.badgeNumber, equals: 4)
                expect(FutubraApp.initializationCount(), equals: 1)
            }
        },
        Check("a test cannot get a fresh singleton: what an earlier caller left behind is still there") {
            @Sendable func earlierTest() {
                FutubraApp.shared.setBadgeNumber(9)
            }
            @Sendable func laterTest() -> Int {
                FutubraApp.shared.badgeNumber
            }
            try await ExampleRunner.exclusively {
                defer { FutubraApp.shared.setBadgeNumber(0) }
                earlierTest()
                expect(laterTest(), equals: 9)
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
