import Futubra

/// Where settings are saved: text values under text keys, like `UserDefaults`.
final class PreferenceStore {
    private var values: [String: String] = [:]

    init() {}

    subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The keys in use, sorted.
    var keys: [String] { values.keys.sorted() }
}

/// How the feed is ordered.
enum FeedOrder: String, CaseIterable, Sendable {
    case newest, oldest, mostLiked

    /// The ids of `feed`'s posts in this order.
    func arrange(_ feed: Feed) -> [PostID] {
        var sorted = feed
        switch self {
        case .newest: sorted.sort { $0.id > $1.id }
        case .oldest: sorted.sort { $0.id < $1.id }
        case .mostLiked: sorted.sort { $0.likeCount > $1.likeCount }
        }
        return sorted.posts.map(\.id)
    }
}

/// Empty subclass failure: feed preferences that save under a key built from the class's
/// own name.
///
/// `type(of: self)` is `FeedPreferences` here and `TeamFeedPreferences` in a subclass that
/// adds nothing, so the empty subclass reads and writes other keys and does not see the
/// order the user chose: it fails the empty subclass test.
///
/// ```swift
/// FeedPreferences(store: store).order = .oldest
/// TeamFeedPreferences(store: store).order   // .newest: another key
/// ```
class FeedPreferences {
    let store: PreferenceStore

    init(store: PreferenceStore) {
        self.store = store
    }

    /// The order the user chose; `.newest` until one is chosen.
    var order: FeedOrder {
        get { store["\(type(of: self)).order"].flatMap(FeedOrder.init(rawValue:)) ?? .newest }
        set { store["\(type(of: self)).order"] = newValue.rawValue }
    }
}

/// The team screen's preferences: a subclass with nothing in it.
final class TeamFeedPreferences: FeedPreferences {}

/// The fix: the key is the setting's own name, written once, whatever the class.
class FeedSettings {
    /// The key the order is saved under.
    static let orderKey = "feed.order"

    let store: PreferenceStore

    init(store: PreferenceStore) {
        self.store = store
    }

    /// The order the user chose; `.newest` until one is chosen.
    var order: FeedOrder {
        get { store[Self.orderKey].flatMap(FeedOrder.init(rawValue:)) ?? .newest }
        set { store[Self.orderKey] = newValue.rawValue }
    }
}

/// The team screen's settings: a subclass with nothing in it, which now behaves like its base.
final class TeamFeedSettings: FeedSettings {}
