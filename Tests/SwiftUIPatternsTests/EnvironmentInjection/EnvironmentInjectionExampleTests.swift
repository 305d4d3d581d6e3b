import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("Environment injection example", .timeLimit(.minutes(1)), .watchdog)
struct EnvironmentInjectionExampleTests {
    @Test("the environment-injection example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: EnvironmentInjectionExample(),
            equals: """
                == the root sets the client; the list, two views down, reads it ==
                | [Switch client] [Tap] taps 0
                | Feed
                | from live [Load]
                | #4 anna
                | #3 bob
                | #2 chen
                | #1 dana
                bodies evaluated: FeedList
                == the root is evaluated again with the same client: the list is not ==
                | [Switch client] [Tap] taps 1
                | Feed
                | from live [Load]
                | #4 anna
                | #3 bob
                | #2 chen
                | #1 dana
                bodies evaluated: ClientFeedApp
                == another client: only the list, which read it, is evaluated again ==
                | [Switch client] [Tap] taps 1
                | Feed
                | from backup [Load]
                | #9 a post kept offline
                bodies evaluated: ClientFeedApp, FeedList, FeedList
                == no client set: the default fails, naming what is missing ==
                | from unimplemented [Load]
                | unimplemented: 'FeedClient.posts'
                bodies evaluated: FeedList, FeedList

                """)
        let events = try await run(EnvironmentInjectionExample()).events
        expect(events.map { "\($0.from) -> \($0.to): \($0.message)" }, equals: ["FeedClient -> FeedService: posts()"])
    }
}
