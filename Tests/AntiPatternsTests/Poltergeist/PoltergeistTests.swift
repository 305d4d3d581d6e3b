import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// Seeded taps on the sample posts (and a missing one), by any user.
private func taps(_ random: inout SeededGenerator) -> [(PostID, UserName)] {
    (0..<25).map { _ in (PostID(random.below(5) + 1), random.pick(SampleFeed.users)) }
}

/// A store double: it records every like it is asked for, and keeps none.
private final class RecordingLikeKeeper: LikeKeeping {
    private(set) var calls: [String] = []

    func like(_ id: PostID, by user: UserName) -> Bool {
        calls.append("\(id) by \(user)")
        return true
    }
}

/// Checks that a tap reaches the store in one message, straight from the button: the store
/// hears each tapped like exactly once, and the route from the button's `tap` to the store,
/// read from the module's code, passes through no other type.
private func checkOneHopPerTap(
    button: String, _ tap: (any LikeKeeping, PostID, UserName) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let store = RecordingLikeKeeper()
    tap(store, PostID(3), SampleFeed.anna)
    tap(store, PostID(2), SampleFeed.eve)
    expect(store.calls, equals: ["#3 by anna", "#2 by eve"], "each tap is one like", at: sourceLocation)
    let route = SourceCode.antiPatterns.route(from: ([button], "tap"), to: ["LikeKeeping"])
    expect(route, equals: [[button], ["LikeKeeping"]], "the button's own code calls the store", at: sourceLocation)
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
    func oneHopPerTap() {
        checkOneHopPerTap(button: "LikeButton") { LikeButton(store: $0).tap($1, by: $2) }
    }

    @Test("a courier made for each tap adds a hop, and the check catches it", .tags(.control))
    func courierAddsAHop() {
        expect(
            SourceCode.antiPatterns.route(from: (["CourierLikeButton"], "tap"), to: ["LikeKeeping"]),
            equals: [["CourierLikeButton"], ["LikeRequestCourier"], ["LikeKeeping"]])
        withKnownIssue {
            checkOneHopPerTap(button: "CourierLikeButton") { CourierLikeButton(store: $0).tap($1, by: $2) }
        }
    }
}
