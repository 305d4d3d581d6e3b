import Foundation

/// A text field that never keeps leading or trailing spaces and line breaks, whether the text
/// comes from an initial value or from a later assignment.
///
/// Intent: the rule lives in one type, written once, instead of a `didSet` in every model
/// with a caption. Unlike `didSet` (which does not run for the initial value, nor in the
/// type's own initializer), `init(wrappedValue:)` applies the rule to the first value too.
///
/// ```swift
/// struct PostDraft { @Trimmed var caption = "  My cat  " }   // caption == "My cat"
/// ```
@propertyWrapper
struct Trimmed: Equatable, Sendable {
    private var text: String

    /// `@Trimmed var caption = "…"` and `PostDraft(caption: "…")` both come here.
    init(wrappedValue: String) {
        text = wrappedValue.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
