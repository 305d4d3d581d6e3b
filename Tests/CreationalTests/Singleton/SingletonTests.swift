import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import Creational

/// How many times ``LaunchProbe``'s initializer has run.
private let launchProbeInitializations = CallCounter()

/// Holds ``LaunchProbe``'s first initialization open until a second task is asking for it.
private let launchProbeRace = FirstUseRace()

/// The same idiom as `FutubraApp` (`static let shared`, `private init`), on a type that only
/// one test touches, so that test really sees the first use, from 500 tasks at once.
private final class LaunchProbe: Sendable {
    static let shared = LaunchProbe()
    let creationNumber: Int

    private init() {
        launchProbeRace.holdFirstCreation()
        creationNumber = launchProbeInitializations.increment()
    }
}

/// How many times ``NaiveLaunchProbe``'s initializer has run.
private let naiveProbeInitializations = CallCounter()

/// Holds ``NaiveLaunchProbe``'s first initialization open the same way.
private let naiveProbeRace = FirstUseRace()

/// The hand-written accessor the entry warns about (`if instance == nil { instance = … }`),
/// as a control: the same race must catch it making a second instance.
private final class NaiveLaunchProbe: Sendable {
    private static let instance = CheckThenCreate { NaiveLaunchProbe() }
    static var shared: NaiveLaunchProbe { instance.value }

    private init() {
        naiveProbeRace.holdFirstCreation()
        naiveProbeInitializations.increment()
    }
}

/// The singleton's contract. Serialized: these tests (and the transcript test) touch the one
/// badge of the one app, which is exactly the testability cost the entry describes.
@Suite("Singleton", .serialized)
struct SingletonTests {
    @Test("the app is created once, even when 500 tasks ask for it at the same moment")
    func createdOnceUnderConcurrentFirstUse() async {
        let seen = await identitiesSeen(fromConcurrentTasks: 500) { FutubraApp.shared }
        #expect(seen == [ObjectIdentifier(FutubraApp.shared)])
        #expect(FutubraApp.shared.creationNumber == 1)
        #expect(FutubraApp.initializationCount() == 1)
    }

    @Test("a static let with a private init runs its initializer once, even when the very first use is concurrent")
    func staticLetIdiomUnderGenuineFirstUse() async throws {
        #expect(launchProbeInitializations.value == 0)
        let seen = try await FirstUseRace.alone {
            await identitiesSeen(fromConcurrentTasks: 500) {
                launchProbeRace.arrive()
                return LaunchProbe.shared
            }
        }
        #expect(seen.count == 1)
        #expect(launchProbeInitializations.value == 1)
        #expect(LaunchProbe.shared.creationNumber == 1)
    }

    @Test(
        "a hand-written check for nil is not a singleton: under the same first-use race it creates a second instance",
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "the race needs two threads"))
    func naiveCheckForNilCreatesTwice() async throws {
        _ = try await FirstUseRace.alone {
            await identitiesSeen(fromConcurrentTasks: 500) {
                naiveProbeRace.arrive()
                return NaiveLaunchProbe.shared
            }
        }
        #expect(naiveProbeInitializations.value > 1)
    }

    @Test("every caller reaches the same object, so a change made through one reference is seen through all")
    func everyCallerSharesOneObject() async throws {
        // Exclusive with every example run: the singleton example reads this same badge.
        try await ExampleRunner.exclusively {
            let fromFeed = FutubraApp.shared
            let fromProfile = FutubraApp.shared
            defer { fromFeed.setBadgeNumber(0) }
            fromFeed.setBadgeNumber(4)
            #expect(fromFeed === fromProfile)
            #expect(fromProfile.badgeNumber == 4)
            #expect(FutubraApp.initializationCount() == 1)
        }
    }

    @Test("a test cannot get a fresh singleton: what an earlier caller left behind is still there")
    func stateOutlivesItsCaller() async throws {
        @Sendable func earlierTest() {
            FutubraApp.shared.setBadgeNumber(9)
        }
        @Sendable func laterTest() -> Int {
            FutubraApp.shared.badgeNumber
        }
        try await ExampleRunner.exclusively {
            defer { FutubraApp.shared.setBadgeNumber(0) }
            earlierTest()
            #expect(laterTest() == 9)
        }
    }
}
