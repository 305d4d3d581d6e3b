/// A tappable title that sends its action to a target, as `UIButton` does.
///
/// Target-action without selectors: the action is an unbound method reference such as
/// `FeedViewController.likeTapped`, the target is held weakly (a released target is simply
/// skipped, as in UIKit), and the button passes itself as the sender. With no target, the
/// action goes up the responder chain to the first responder of the handler's type.
///
/// ```swift
/// button.addTarget(controller, action: FeedViewController.likeTapped)
/// button.tap()   // calls controller.likeTapped(button)
/// ```
@MainActor
package final class Button: View {
    /// The title, drawn as `[title]`.
    package var title: String
    /// A disabled button ignores taps.
    package var isEnabled = true
    private var actions: [(Button) -> Void] = []

    /// A button titled `title`.
    package init(_ title: String) {
        self.title = title
    }

    override package func draw() -> [String] { ["[\(title)]"] }

    /// On tap, calls `action` on `target` (held weakly) with this button as the sender.
    package func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Button) -> Void
    ) {
        actions.append { [weak target] sender in
            guard let target else { return }
            action(target)(sender)
        }
    }

    /// On tap, calls `action` on the first responder up the chain that is a `Handler`.
    package func addTarget<Handler>(
        upTheChainTo handler: Handler.Type, action: @escaping @MainActor (Handler) -> @MainActor (Button) -> Void
    ) {
        actions.append { sender in
            guard let target = sender.target(for: Handler.self) else { return }
            action(target)(sender)
        }
    }

    /// Sends the actions, as a touch-up-inside would; does nothing while disabled or hidden.
    package func tap() {
        guard isEnabled, !isHidden else { return }
        for action in actions {
            action(self)
        }
    }
}
