import Futubra
import MessageTrace

/// What a user did to a control.
enum ControlEvent: Hashable, Sendable {
    case touchUpInside
    case longPress
}

/// A button on the feed screen that sends an action to whatever target it was given.
///
/// The control of the pattern. It knows nothing about likes or comments: for each event it
/// keeps target–action pairs, holds each target weakly, and on the event calls each action
/// on its target with itself as the sender. The action is an unbound method reference such
/// as `FeedViewController.likeTapped`, the Swift stand-in for a selector, so the compiler
/// checks that the target really has that method with that signature.
///
/// ```swift
/// let like = FeedButton(title: "Like", post: PostID(3))
/// like.addTarget(feedController, action: FeedViewController.likeTapped, for: .touchUpInside)
/// like.sendActions(for: .touchUpInside)   // calls feedController.likeTapped(like)
/// ```
@MainActor
final class FeedButton {
    /// The button's label.
    let title: String
    /// The post the button belongs to, so one action method can serve every cell.
    let post: PostID
    /// A disabled button sends nothing.
    var isEnabled = true

    private var pairs: [ControlEvent: [TargetActionPair]] = [:]

    /// A button titled `title` on the cell of `post`.
    init(title: String, post: PostID) {
        self.title = title
        self.post = post
    }

    /// Calls `action` on `target` with this button as the sender whenever `event` happens.
    ///
    /// `target` is held weakly: the button never keeps it alive, and once it is released it
    /// receives nothing.
    func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (FeedButton) -> Void, for event: ControlEvent
    ) {
        let pair = TargetActionPair(
            target: target,
            perform: { [weak target] sender in
                guard let target else { return false }
                action(target)(sender)
                return true
            })
        pairs[event, default: []].append(pair)
    }

    /// Stops sending `event`'s actions to `target`.
    func removeTarget(_ target: AnyObject, for event: ControlEvent) {
        pairs[event]?.removeAll { $0.target === target }
    }

    /// How many live targets `event` would reach.
    func targetCount(for event: ControlEvent) -> Int {
        pruneReleasedTargets(for: event)
        return pairs[event]?.count ?? 0
    }

    /// Sends `event`'s actions to their targets, in the order they were added; returns how many
    /// targets received one. This is what a real tap triggers.
    @discardableResult
    func sendActions(for event: ControlEvent) -> Int {
        guard isEnabled else { return 0 }
        var delivered = 0
        for pair in pairs[event] ?? [] {
            guard pair.isAlive else {
                Trace.note(over: "FeedButton(\(title))", "skips a released target and drops its pair")
                continue
            }
            if pair.perform(self) {
                delivered += 1
            }
        }
        pruneReleasedTargets(for: event)
        return delivered
    }

    private func pruneReleasedTargets(for event: ControlEvent) {
        pairs[event]?.removeAll { !$0.isAlive }
    }
}

/// One target–action pair: the target, held weakly, and how to call the action on it.
@MainActor
private struct TargetActionPair {
    /// The target, for identity and liveness; `nil` once it is released.
    weak var target: AnyObject?
    /// Calls the action on the target (captured weakly too) with `sender`; returns `false`
    /// without calling anything when the target is gone.
    let perform: @MainActor (FeedButton) -> Bool

    var isAlive: Bool { target != nil }
}
