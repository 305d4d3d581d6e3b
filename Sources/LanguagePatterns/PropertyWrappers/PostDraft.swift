/// The composer's draft: a caption that is always trimmed, and a text cut to 280 characters
/// with a report of what was cut. The rules are in the wrappers; the draft only declares them.
///
/// Its memberwise initializer takes the wrapped values, `PostDraft(caption: "  hi ")`, and
/// passes each through the wrapper's `init(wrappedValue:)`.
struct PostDraft: Equatable, Sendable {
    @Trimmed var caption: String
    @Limited(280) var text: String = ""
}

/// The feed's settings: two stored in a ``SettingsStore``, and a page size kept between 1 and
/// 50 whose every value is remembered (two wrappers composed).
struct FeedSettings: Sendable {
    @Setting var autoplay: Bool
    @Setting var muted: Bool
    @History @Clamped(1...50) var pageSize: Int = 20

    init(store: SettingsStore) {
        _autoplay = Setting("feed.autoplay", default: true, store: store)
        _muted = Setting("feed.muted", default: false, store: store)
    }
}
