import ContractSupport
import Testing

@testable import Communication

@Test("the memory-management example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func memoryManagementTranscript() async throws {
    try await checkTranscriptContract(
        of: MemoryManagementExample(),
        equals: """
            == ARC: an object lives while something holds it strongly ==
            ComposeScreen posted ["Hello"]
            last outside reference dropped: ComposeScreen freed
            == cycle 1: a composer that holds its delegate strongly ==
            screen → composer → screen: LeakingComposeScreen STILL ALIVE
            delegate set to nil by hand: LeakingComposeScreen freed
            the fix is `weak var delegate`: ComposeScreen was freed above
            == cycle 2: a closure stored by the object it captures ==
            row → button → { self.likes += 1 } → row: LeakingPostRow STILL ALIVE
            onTap set to nil by hand: LeakingPostRow freed
            PostRow with { [weak self] in self?.liked() }: 1 like after a tap
            last outside reference dropped: PostRow freed
            == cycle 3: a repeating timer that keeps its target (clock moved by hand) ==
            t=30 s: 1 reload
            the feed screen closes: LeakingFeedRefresher STILL ALIVE
            t=90 s: 3 reloads, for a screen nobody sees
            invalidated by hand: LeakingFeedRefresher freed, reloads stay 3
            FeedRefresher ([weak self], invalidate() in deinit): 1 reload
            screen closes: FeedRefresher freed, reloads stay 1, timers scheduled: 0
            == one-shot work: strong, weak, unowned ==
            strong capture, user left before the answer: screen STILL ALIVE
            answer arrives, the block runs and lets go: screen freed
            [weak self], user left before the answer: screen freed
            answer arrives: self is nil, nothing to update
            [unowned self], liked twice before the answer: 2 answers pending
            user left: screen freed, its deinit cancelled every block it queued: 0 pending
            nothing ran, so nothing touched the freed screen

            """)
}
