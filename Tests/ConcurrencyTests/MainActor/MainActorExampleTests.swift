import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct MainActorExampleTests {
    @Test("the main-actor example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: MainActorExample(),
            equals: """
                == a @MainActor view model ==
                title, read without await from any isolation: Search
                search 'cat': #3 bob: My cat, judging me
                decoded on the main actor: [false]
                rows changed on the main actor: true
                == the newest search wins ==
                'e' and then 'fe' wait at the server; 'fe' answers first
                showing 'fe': #4 anna: Shipped the new feed screen today!
                'e' answers last and is dropped: still showing 'fe', 1 row
                == likes posted on a background queue ==
                3 likes posted off the main queue; the badge, counted on the main actor: 3
                == what runs where ==
                Task { } started on the main actor runs on it: true
                Task.detached runs on the main actor: false
                MainActor.run from a detached task runs on it: true

                """)
    }
}
