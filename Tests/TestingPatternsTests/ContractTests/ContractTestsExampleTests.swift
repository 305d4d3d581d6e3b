import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Contract tests example", .timeLimit(.minutes(1)), .watchdog)
struct ContractTestsExampleTests {
    @Test("the contract-tests example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ContractTestsExample(),
            equals: """
                == the contract: 5 properties of every like backend ==
                - a like is there when the post is read again
                - liking twice counts once
                - liking twice then unliking once leaves the post unliked
                - unliking a post one does not like changes nothing
                - an unknown post is a 404
                == ServerLikeBackend (the API over URLSession) ==
                keeps every property
                == InMemoryLikeBackend (the fake) ==
                keeps every property
                == ListLikeBackend (likes kept in a list) ==
                BROKEN: liking twice then unliking once leaves the post unliked: eve still likes #4
                the fake is trusted in other tests because it keeps the same contract as the server

                """)
        let events = try await run(ContractTestsExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "LikeBackendContract -> LikeBackend: property 1", "LikeBackendContract -> LikeBackend: property 2",
                "LikeBackendContract -> LikeBackend: property 3", "LikeBackendContract -> LikeBackend: property 4",
                "LikeBackendContract -> LikeBackend: property 5", "LikeBackendContract -> LikeBackend: property 1",
                "LikeBackendContract -> LikeBackend: property 2", "LikeBackendContract -> LikeBackend: property 3",
                "LikeBackendContract -> LikeBackend: property 4", "LikeBackendContract -> LikeBackend: property 5",
                "LikeBackendContract -> LikeBackend: property 1", "LikeBackendContract -> LikeBackend: property 2",
                "LikeBackendContract -> LikeBackend: property 3", "LikeBackendContract -> LikeBackend: property 4",
                "LikeBackendContract -> LikeBackend: property 5",
            ])
    }
}
