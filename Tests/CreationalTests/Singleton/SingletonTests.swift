import ExampleKit
import Testing

@testable import Creational

/// The singleton's contract. Serialized: these tests (and the transcript test) touch the one
/// badge of the one app, which is exactly the testability cost the entry describes.
@Suite("Singleton", .serialized)
struct SingletonTests {
    @Test("the app is created once, even when 500 tasks ask for it at the same moment")
    func createdOnceUnderConcurrentFirstUse() async {
        let seen = await withTaskGroup(of: (ObjectIdentifier, Int).self) { group in
            for _ in 0..<500 {
                group.addTask {
                    let app = FutubraApp.shared
                    return (ObjectIdentifier(app), app.creationNumber)
                }
            }
            var all: [(ObjectIdentifier, Int)] = []
            for await pair in group {
                all.append(pair)
            }
            return all
        }
        #expect(seen.count == 500)
        #expect(Set(seen.map(\.0)).count == 1)
        #expect(seen.allSatisfy { $0.1 == 1 })
        #expect(FutubraApp.initializationCount() == 1)
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
