import ContractSupport
import Testing

@testable import Behavioral

@Test("the chain-of-responsibility example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func chainOfResponsibilityExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: ChainOfResponsibilityExample(),
        equals: """
            == first responder: the like button ==
            tap: LikeButton(#3) => LikeButton(#3)
            double tap: LikeButton(#3) > PostCell(#3) => PostCell(#3)
            pull to refresh: LikeButton(#3) > PostCell(#3) > FeedList => FeedList
            key 'n': LikeButton(#3) > PostCell(#3) > FeedList > FeedScreen => FeedScreen
            shake: LikeButton(#3) > PostCell(#3) > FeedList > FeedScreen > FutubraApp => FutubraApp
            key 'x': LikeButton(#3) > PostCell(#3) > FeedList > FeedScreen > FutubraApp => nobody
            post liked: true, refreshes: 1
            composing: true, undo requests: 1
            == a disabled button passes the tap on ==
            tap: LikeButton(#3) > PostCell(#3) > FeedList > FeedScreen > FutubraApp => nobody
            == first responder: the list ==
            double tap: FeedList > FeedScreen > FutubraApp => nobody
            pull to refresh: FeedList => FeedList
            == report of unhandled events ==
            key 'x' after 5 responders
            tap after 5 responders
            double tap after 3 responders

            """)
}
