import ContractSupport
import Testing

@testable import Communication

@Test("the key-value observing example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func keyValueObservingTranscript() async throws {
    try await checkTranscriptContract(
        of: KeyValueObservingExample(),
        equals: """
            == LikeLabel observes likeCount with [.initial, .new] ==
              LikeLabel shows likes: 0
            (.initial ran the handler at once, with the current value)
            == HeartAnimation observes likeCount with [.old, .new, .prior] ==
            CaptionView observes caption with [.old, .new]
            live observations: 3
            == anna likes post #3 ==
              HeartAnimation: about to change from 0
              LikeLabel shows likes: 1
              HeartAnimation: 0 -> 1, fill the heart
            == the caption changes: only its observer hears ==
              CaptionView: My cat, judging me -> My cat, still judging me
            == HeartAnimation's token is released ==
            HeartAnimation's token valid: true
            live observations: 2
              LikeLabel shows likes: 2
            == LikeLabel is removed twice: harmless ==
            live observations: 1
            == the card goes away before the caption's token ==
            PostCardModel deallocated: yes
            invalidating the caption's token afterwards: no crash, no leak

            """)
}
