import ContractSupport
import Testing

@testable import Creational

extension SingletonTests {
    @Test("the singleton example prints its whole transcript", .tags(.transcript))
    func singletonTranscript() async throws {
        try await checkTranscriptContract(
            of: SingletonExample(),
            equals: """
                == two screens, one app ==
                the feed screen sets the badge to 3
                the profile screen sees the badge the feed screen set: 3
                both screens hold the same object: yes
                == no second app ==
                `FutubraApp()` does not compile: the initializer is private
                `FutubraApp.shared = ...` does not compile: `shared` is a `static let`
                this object is initialization number 1
                initializations in this process: 1
                == the price ==
                the badge is global state: it is still 3 for whoever comes next
                the feed screen sets the badge to 0
                so whoever changed it must put it back: 0
                and two runs of this example in one process must take turns under a lock

                """)
    }
}
