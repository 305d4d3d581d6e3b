import Foundation

/// The reader's feed settings, kept in `UserDefaults`: small values the app reads at launch.
///
/// The suite is injected: its own name in tests, an App Group's name to share the settings
/// with an extension. The defaults are registered, not stored: they answer until the
/// reader changes a setting, and a later version of the app can change them. No secret goes
/// here: the suite is a property list file in plain text (the platform test shows it).
///
/// ```swift
/// let settings = try #require(FeedSettings(suiteName: "group.com.futubra.app"))
/// settings.pageSize = 50
/// ```
struct FeedSettings {
    /// Where the settings live.
    let defaults: UserDefaults
    /// The suite's name: the name of its property list file.
    let suiteName: String

    /// The keys, one place for every spelling.
    enum Key: String, CaseIterable {
        case showsImages = "feed.showsImages"
        case pageSize = "feed.pageSize"
    }

    /// Settings in the suite `suiteName`, with the app's defaults registered; nil for a name
    /// `UserDefaults` refuses (the app's own bundle identifier).
    init?(suiteName: String) {
        guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
        self.defaults = defaults
        self.suiteName = suiteName
        defaults.register(defaults: [Key.showsImages.rawValue: true, Key.pageSize.rawValue: 20])
    }

    /// Whether the feed loads images (on by default).
    var showsImages: Bool {
        get { defaults.bool(forKey: Key.showsImages.rawValue) }
        nonmutating set { defaults.set(newValue, forKey: Key.showsImages.rawValue) }
    }

    /// How many posts a page asks for (20 by default, kept within 1...100).
    var pageSize: Int {
        get { defaults.integer(forKey: Key.pageSize.rawValue) }
        nonmutating set { defaults.set(min(max(newValue, 1), 100), forKey: Key.pageSize.rawValue) }
    }

    /// The keys the reader has changed, sorted (a registered default is not stored).
    var storedKeys: [String] {
        (defaults.persistentDomain(forName: suiteName) ?? [:]).keys.filter { $0.hasPrefix("feed.") }.sorted()
    }

    /// Forgets every stored setting of the suite (the defaults answer again).
    func reset() {
        defaults.removePersistentDomain(forName: suiteName)
    }
}
