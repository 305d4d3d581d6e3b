import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import AntiPatterns

/// Seeded taps on the sample posts (and a missing one), by any user.
private func taps(_ random: inout SeededGenerator) -> [(PostID, UserName)] {
    (0..<25).map { _ in (PostID(random.below(5) + 1), random.pick(SampleFeed.users)) }
}

/// Checks that a tap reaches the store in one message, straight from the button.
private func checkOneHopPerTap(
    _ tap: @escaping (LikeStore, PostID, UserName) -> Void, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let store = LikeStore(feed: try SampleFeed.feed())
    let transcript = Transcript()
    transcript.tracing { tap(store, PostID(3), SampleFeed.anna) }
    #expect(transcript.events.count == 1, "a tap took \(transcript.events.map(\.to))", sourceLocation: sourceLocation)
    #expect(transcript.events.last?.to == "LikeStore", sourceLocation: sourceLocation)
    #expect(store.feed.post(id: PostID(3))?.isLiked(by: SampleFeed.anna) == true, sourceLocation: sourceLocation)
}

@Suite("Poltergeist", .timeLimit(.minutes(1)), .watchdog)
struct PoltergeistTests {
    @Test("removing the courier changes no like: the same taps leave the same feed")
    func characterization() throws {
        let feed = try SampleFeed.feed()
        try checkCharacterization(
            input: taps,
            before: { taps in
                let store = LikeStore(feed: feed)
                for (id, user) in taps { CourierLikeButton(store: store).tap(id, by: user) }
                return store.feed
            },
            after: { taps in
                let store = LikeStore(feed: feed)
                for (id, user) in taps { LikeButton(store: store).tap(id, by: user) }
                return store.feed
            })
    }

    @Test("without the poltergeist a like takes one message from the button to the store, not two")
    func oneHopPerTap() throws {
        try checkOneHopPerTap { store, id, user in LikeButton(store: store).tap(id, by: user) }
    }

    @Test("a courier made for each tap adds a hop, and the check catches it", .tags(.control))
    func courierAddsAHop() throws {
        withKnownIssue {
            try checkOneHopPerTap { store, id, user in CourierLikeButton(store: store).tap(id, by: user) }
        }
    }
}
