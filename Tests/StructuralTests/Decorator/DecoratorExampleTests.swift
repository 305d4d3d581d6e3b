import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct DecoratorExampleTests {
    @Test("the decorator example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: DecoratorExample(),
            equals: """
                == retrying outside logging: every attempt is logged ==
                stack: RetryingFeedService<LoggingFeedService<FeedBackend>>
                feed(): 4 posts
                  log: feed() failed: the feed service is unavailable (attempt '1')
                  log: feed() failed: the feed service is unavailable (attempt '2')
                  log: feed() -> 4 posts
                == logging outside retrying: one line per call ==
                stack: LoggingFeedService<RetryingFeedService<FeedBackend>>
                feed(): 4 posts
                  log: feed() -> 4 posts
                == muting and logging: which feed gets logged ==
                logging outside muting shows #4 #2 #1; log: feed() -> 3 posts
                muting outside logging shows #4 #2 #1; log: feed() -> 4 posts
                == an extension adds a method without wrapping ==
                posts(by: dana) on the backend: ["#1"], on the decorated stack: ["#1"]

                """)
    }
}
