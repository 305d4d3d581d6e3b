/// Something that can handle events, linked to the next responder up the chain.
///
/// As in UIKit, a view's next responder is its view controller (if it is the controller's
/// root view) or else its superview; a view controller's is its navigation controller.
/// Without Objective-C selectors, a "nil-targeted action" asks the chain for the first
/// responder that conforms to a protocol: ``target(for:)``.
///
/// ```swift
/// if let refresher = button.target(for: (any FeedRefreshing).self) { refresher.refresh() }
/// ```
@MainActor
open class Responder {
    /// Makes a responder.
    public init() {}

    /// The next object up the chain, or `nil` at the top.
    open var next: Responder? { nil }

    /// The first responder, starting with this one, that is a `Handler`.
    ///
    /// - Complexity: O(depth of the chain).
    public func target<Handler>(for handler: Handler.Type) -> Handler? {
        var current: Responder? = self
        while let responder = current {
            if let found = responder as? Handler { return found }
            current = responder.next
        }
        return nil
    }
}
