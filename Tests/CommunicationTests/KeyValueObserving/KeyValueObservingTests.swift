import ContractSupport
import Futubra
import Testing

@testable import Communication

@Suite("Key-value observing", .timeLimit(.minutes(1)), .watchdog)
struct KeyValueObservingTests {
    private static func card() throws -> PostCardModel {
        PostCardModel(post: try SampleFeed.post(3))
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("several observers of one property each hear every change with old and new values") {
            let card = try Self.card()
            var heard: [String] = []
            let first = card.observe(\.likeCount, options: [.old, .new]) { _, change in
                heard.append("first \(change.oldValue ?? -1)->\(change.newValue ?? -1)")
            }
            let second = card.observe(\.likeCount, options: [.old, .new]) { _, change in
                heard.append("second \(change.oldValue ?? -1)->\(change.newValue ?? -1)")
            }
            card.likeCount = 1
            card.likeCount = 2
            expect(heard, equals: ["first 0->1", "second 0->1", "first 1->2", "second 1->2"])
            expect(first.isValid && second.isValid)
        },
        Check("observers hear after the fact: the new value is already stored, so they cannot prevent the store") {
            let card = try Self.card()
            var storedWhenHeard: [Int] = []
            let token = card.observe(\.likeCount) { card, _ in storedWhenHeard.append(card.likeCount) }
            card.likeCount = 7
            expect(storedWhenHeard, equals: [7])
            expect(card.likeCount, equals: 7)
            token.invalidate()
        },
        Check("observing one property ignores changes to another") {
            let card = try Self.card()
            var likes: [Int] = []
            let token = card.observe(\.likeCount) { _, change in likes.append(change.newValue ?? -1) }
            card.caption = "new words"
            card.likeCount = 1
            expect(likes, equals: [1])
            token.invalidate()
        },
        Check("a key path observation delivers typed old and new values") {
            let card = try Self.card()
            var changes: [KeyValueChange<String?>] = []
            let token = card.observe(\.caption, options: [.old, .new]) { _, change in changes.append(change) }
            card.caption = nil
            expect(
                changes, equals: [KeyValueChange(oldValue: "My cat, judging me", newValue: .some(nil), isPrior: false)])
            token.invalidate()
        },
        Check("the prior option announces a change before it happens, with the old value") {
            let card = try Self.card()
            var changes: [KeyValueChange<Int>] = []
            var storedAtPrior: [Int] = []
            let token = card.observe(\.likeCount, options: [.old, .new, .prior]) { card, change in
                if change.isPrior { storedAtPrior.append(card.likeCount) }
                changes.append(change)
            }
            card.likeCount = 4
            expect(
                changes,
                equals: [
                    KeyValueChange(oldValue: 0, newValue: nil, isPrior: true),
                    KeyValueChange(oldValue: 0, newValue: 4, isPrior: false),
                ])
            expect(storedAtPrior, equals: [0])
            token.invalidate()
        },
        Check("without the old option a change carries no old value") {
            let card = try Self.card()
            var changes: [KeyValueChange<Int>] = []
            let token = card.observe(\.likeCount, options: [.new]) { _, change in changes.append(change) }
            card.likeCount = 2
            expect(changes, equals: [KeyValueChange(oldValue: nil, newValue: 2, isPrior: false)])
            token.invalidate()
        },
        Check("the observation ends when its token is released") {
            let card = try Self.card()
            var heard: [Int] = []
            var token: KeyValueObservation? = card.observe(\.likeCount) { _, change in
                heard.append(change.newValue ?? -1)
            }
            card.likeCount = 1
            expect(token?.isValid, equals: true)
            token = nil
            card.likeCount = 2
            expect(heard, equals: [1])
            expect(card.observers.count, equals: 0)
        },
        Check("a key-value observation keeps the observer contract: order, cancel, release, no retain cycle") {
            // Tokens that end when released, cancellation seen at once. A change made during
            // delivery is delivered at once, inside the current one, and each handler reads the
            // property when it runs, so later observers see the newer value twice: not checked.
            let semantics = ObserverSemantics(
                subscription: .token(endsOnRelease: true), delivery: .live, publishDuringDelivery: .unchecked)
            try checkObserverContract(semantics) {
                let card = try Self.card()
                return ObserverHarness(
                    subscribe: { subscriber in
                        card.observe(\.likeCount) { [weak subscriber] _, change in
                            if let value = change.newValue { subscriber?.hear(value) }
                        }
                    },
                    cancel: { token in (token as? KeyValueObservation)?.invalidate() },
                    publish: { value in card.likeCount = value },
                    events: [5, 6])
            }
        },
        Check("an observer that changes the property in its handler: each observer still gets the right old value") {
            let card = try Self.card()
            var heard: [String] = []
            let clamp = card.observe(\.likeCount, options: [.old, .new]) { card, change in
                heard.append("clamp \(change.oldValue ?? -1)->\(change.newValue ?? -1)")
                if card.likeCount > 3 { card.likeCount = 3 }
            }
            let label = card.observe(\.likeCount, options: [.old, .new]) { _, change in
                heard.append("label \(change.oldValue ?? -1)->\(change.newValue ?? -1)")
            }
            card.likeCount = 5
            expect(
                heard,
                equals: [
                    "clamp 0->5", "clamp 5->3", "label 5->3", "label 0->3",
                ])
            expect(card.likeCount, equals: 3)
            withExtendedLifetime((clamp, label)) {}
        },
        Check("the initial option calls the handler at once with the current value") {
            let card = try Self.card()
            card.likeCount = 3
            var changes: [KeyValueChange<Int>] = []
            let token = card.observe(\.likeCount, options: [.initial, .new]) { _, change in changes.append(change) }
            expect(changes, equals: [KeyValueChange(oldValue: nil, newValue: 3, isPrior: false)])
            token.invalidate()
        },
        Check("invalidating twice is harmless, where removing an unregistered KVO observer raised an exception") {
            let card = try Self.card()
            let token = card.observe(\.likeCount) { _, _ in }
            token.invalidate()
            token.invalidate()
            expect(token.isValid, equals: false)
            expect(card.observers.count, equals: 0)
        },
        Check("the observed object can be released before its observer's token, without a crash") {
            var card: PostCardModel? = try Self.card()
            let token = card?.observe(\.likeCount) { _, _ in }
            weak let released = card
            card = nil
            expect(released == nil)
            expect(token?.isValid, equals: true)
            token?.invalidate()
            expect(token?.isValid, equals: false)
        },
        Check("an observation token does not keep the observed object alive") {
            var tokens: [KeyValueObservation] = []
            try checkNotRetained(
                { try Self.card() }, by: { card in tokens.append(card.observe(\.likeCount) { _, _ in }) })
            expect(tokens.count, equals: 1)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
