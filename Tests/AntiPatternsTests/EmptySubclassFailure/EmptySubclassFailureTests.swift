import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// The order setting of one object: read it, or change it.
private struct OrderSetting {
    var read: () -> FeedOrder
    var write: (FeedOrder) -> Void
}

/// The empty subclass test: whatever one object writes, an object of the base class and one
/// of a subclass that adds nothing read back the same, both ways round.
private func checkEmptySubclassBehavesLikeBase(
    base: (PreferenceStore) -> OrderSetting, emptySubclass: (PreferenceStore) -> OrderSetting,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for order in FeedOrder.allCases {
        let store = PreferenceStore()
        let (parent, child) = (base(store), emptySubclass(store))
        parent.write(order)
        expect(child.read(), equals: order, "the subclass reads what the base wrote", at: sourceLocation)
        child.write(.oldest)
        expect(parent.read(), equals: .oldest, "the base reads what the subclass wrote", at: sourceLocation)
    }
}

@Suite("Empty subclass failure", .timeLimit(.minutes(1)), .watchdog)
struct EmptySubclassFailureTests {
    @Test("a fixed key changes nothing for the base class: the same choices give the same feeds")
    func characterization() throws {
        let feed = try SampleFeed.feed()
        try checkCharacterization(
            input: { random in (0..<6).map { _ in random.pick(FeedOrder.allCases) } },
            before: { orders in
                let preferences = FeedPreferences(store: PreferenceStore())
                return orders.map {
                    preferences.order = $0
                    return preferences.order.arrange(feed)
                }
            },
            after: { orders in
                let settings = FeedSettings(store: PreferenceStore())
                return orders.map {
                    settings.order = $0
                    return settings.order.arrange(feed)
                }
            })
    }

    @Test("an empty subclass of settings with a fixed key reads and writes what its base does")
    func fixedKeyPassesTheEmptySubclassTest() {
        checkEmptySubclassBehavesLikeBase(
            base: { store in
                let settings = FeedSettings(store: store)
                return OrderSetting(read: { settings.order }, write: { settings.order = $0 })
            },
            emptySubclass: { store in
                let settings = TeamFeedSettings(store: store)
                return OrderSetting(read: { settings.order }, write: { settings.order = $0 })
            })
    }

    @Test("preferences keyed by type(of: self) fail the empty subclass test, and the check catches it", .tags(.control))
    func classNameKeysFailTheEmptySubclassTest() {
        withKnownIssue {
            checkEmptySubclassBehavesLikeBase(
                base: { store in
                    let preferences = FeedPreferences(store: store)
                    return OrderSetting(read: { preferences.order }, write: { preferences.order = $0 })
                },
                emptySubclass: { store in
                    let preferences = TeamFeedPreferences(store: store)
                    return OrderSetting(read: { preferences.order }, write: { preferences.order = $0 })
                })
        }
    }
}
