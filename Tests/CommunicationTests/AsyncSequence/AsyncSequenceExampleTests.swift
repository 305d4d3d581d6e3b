import ContractSupport
import Testing

@testable import Communication

@Test("the async sequence example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func asyncSequenceTranscript() async throws {
    try await checkTranscriptContract(
        of: AsyncSequenceExample(),
        equals: """
            == push: three readers, three buffering policies ==
            ActivityLog: .unbounded, LikeBadge: .bufferingNewest(2), FirstLikeBanner: .bufferingOldest(1)
            == four likes arrive before anyone reads (AsyncStream never waits) ==
            send liked(#4, by: anna): enqueued 3, dropped 0
            send liked(#4, by: bob): enqueued 2, dropped 1
            send liked(#4, by: chen): enqueued 1, dropped 2
            send liked(#4, by: eve): enqueued 1, dropped 2
            the hub finishes: each loop ends after its buffer
            == each reader drains its stream ==
            ActivityLog read 4: liked(#4, by: anna), liked(#4, by: bob), liked(#4, by: chen), liked(#4, by: eve)
            LikeBadge read 2: liked(#4, by: chen), liked(#4, by: eve)
            FirstLikeBanner read 1: liked(#4, by: anna)
            == cancellation: onTermination removes the reader ==
            LiveReader read commented(#1, by: eve); live readers: 1
            LiveReader cancelled after 1 event(s); live readers: 0
            terminated streams: 1
            a later send reaches 0 reader(s): the producer no longer feeds it
            == pull: PostPages loads a page only when the reader asks ==
            FeedScreen shows post #4 by anna
            FeedScreen shows post #3 by bob
            pages requested: [0, 1] (the feed has 4; the reader stopped at 2)

            """)
}
