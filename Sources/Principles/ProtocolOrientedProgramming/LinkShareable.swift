import Futubra

/// Static dispatch of an extension method, the trap: like ``Shareable``, but `shareTitle()`
/// exists only in the extension, not as a requirement.
///
/// A method declared only in a protocol extension is not part of the protocol's witness
/// table, so code that knows the value as `some LinkShareable` or `any LinkShareable`
/// calls the extension's version, chosen at compile time. `Post` declares its own
/// `shareTitle()`, and it is ignored here: that method shadows the extension's, it does
/// not override it. The fix is ``Shareable``: the same method declared as a requirement.
///
/// ```swift
/// ShareSheet.card(forLink: post)   // "Shared from Futubra - …": Post's own title is skipped
/// ```
protocol LinkShareable {
    /// The path of its page, from the site's root.
    var sharePath: String { get }
}

extension LinkShareable {
    /// The title; declared here only, so it is dispatched statically.
    func shareTitle() -> String {
        "Shared from Futubra"
    }

    /// The full link.
    func shareLink() -> String {
        "https://futubra.example\(sharePath)"
    }
}

extension Post: LinkShareable {}

/// The share sheet, written against each protocol.
///
/// ```swift
/// ShareSheet.card(for: post)       // through the requirement: the post's own title
/// ShareSheet.card(forLink: post)   // through the extension: the default title
/// ```
enum ShareSheet {
    /// The card for `item`, known as ``Shareable``.
    static func card(for item: some Shareable) -> String {
        "\(item.shareTitle()) - \(item.shareLink())"
    }

    /// The card for `item`, known as ``LinkShareable``.
    static func card(forLink item: some LinkShareable) -> String {
        "\(item.shareTitle()) - \(item.shareLink())"
    }
}
