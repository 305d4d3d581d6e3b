/// Something that can handle events, linked to the next responder up the chain.
///
/// The links are UIKit's: a view's next responder is the view controller whose root view it
/// is, or else its superview; a view controller's next responder is its root view's
/// superview. A controller inside a ``NavigationController`` therefore reaches the
/// navigation controller through the navigation controller's own view, which hosts the
/// screen on top; a controller lower in the stack, whose view is off screen, has no next
/// responder, as in UIKit. (UIKit goes on to the presenting view controller, the window and
/// the application; this kit has no presentation and its ``Window`` ends the chain.)
///
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
