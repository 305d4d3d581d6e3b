/// One link of the feed screen's responder chain: a button, a cell, the list, the screen.
///
/// ```swift
/// let screen = FeedResponder(name: "screen", next: nil) { $0 == "share" }
/// let button = FeedResponder(name: "button", next: screen) { _ in false }
/// button.handle("share")   // true: the screen handled it
/// ```
final class FeedResponder {
    let name: String
    /// The responder above this one, which gets what this one does not handle.
    let next: FeedResponder?
    private let handlesAction: (String) -> Bool

    init(name: String, next: FeedResponder?, handles: @escaping (String) -> Bool) {
        self.name = name
        self.next = next
        handlesAction = handles
    }

    /// Offers `action` to this responder, then up the chain; returns whether one handled it.
    /// The climb stops at the first responder that handles it.
    func handle(_ action: String) -> Bool {
        handlesAction(action) || next?.handle(action) == true
    }
}
