/// A text that keeps at most `limit` characters (what a reader sees as characters, so an emoji
/// counts once), and says through its projected value how many it cut last time.
///
/// Intent: the composer's length rule in one place, with the information the screen needs to
/// warn the user (`$text.cut`) beside the value, not in a second property kept in step by hand.
///
/// ```swift
/// @Limited(5) var text = "Hello, world"   // text == "Hello", $text.cut == 7
/// ```
@propertyWrapper
struct Limited: Equatable, Sendable {
    /// What `$text` gives: how the last assignment fared.
    struct Report: Equatable, Sendable {
        /// The most characters the text keeps.
        let limit: Int
        /// How many characters the last assignment lost; 0 when it fit.
        var cut: Int
    }

    private var text = ""
    private(set) var projectedValue: Report

    /// `@Limited(280) var text = "…"`: the argument after the initial value.
    init(wrappedValue: String, _ limit: Int) {
        projectedValue = Report(limit: limit, cut: 0)
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: String {
        get { text }
        set {
            text = String(newValue.prefix(projectedValue.limit))
            projectedValue.cut = newValue.count - text.count
        }
    }
}
