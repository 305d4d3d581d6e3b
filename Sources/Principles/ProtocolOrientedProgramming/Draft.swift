/// Value semantics kept: the text a user is composing, as a struct. Assigning it copies
/// it, so the preview can change its copy and the composer keeps the whole text.
///
/// ```swift
/// var preview = draft
/// preview.text = "short"   // draft.text is unchanged
/// ```
struct Draft: Equatable, Sendable {
    var text: String
}

/// Value semantics broken: the same draft as a class. Assigning it shares it, so a preview
/// that shortens "its" draft shortens the composer's too.
///
/// ```swift
/// let preview = box
/// preview.text = "short"   // box.text is "short" as well
/// ```
final class DraftBox {
    var text: String

    init(text: String) {
        self.text = text
    }
}

/// The composer's preview: the draft shortened to what fits on a card.
///
/// The two functions are written alike, line for line; only the kind of type differs.
///
/// ```swift
/// let preview = DraftPreview.preview(of: draft)
/// ```
enum DraftPreview {
    /// How many characters a preview keeps.
    static let length = 14

    /// A preview of a struct draft.
    static func preview(of draft: Draft) -> Draft {
        var preview = draft
        preview.text = shortened(preview.text)
        return preview
    }

    /// A preview of a class draft.
    static func preview(of draft: DraftBox) -> DraftBox {
        let preview = draft
        preview.text = shortened(preview.text)
        return preview
    }

    private static func shortened(_ text: String) -> String {
        text.count > length ? String(text.prefix(length)) + "..." : text
    }
}
