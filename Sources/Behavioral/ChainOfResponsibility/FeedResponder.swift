import MessageTrace

/// A user's gesture or key press on the feed screen, before anyone has decided what it means.
enum FeedEvent: Hashable, Sendable, CustomStringConvertible {
    case tap
    case doubleTap
    case pullToRefresh
    case key(Character)
    case shake

    var description: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "double tap"
        case .pullToRefresh: "pull to refresh"
        case .key(let key): "key '\(key)'"
        case .shake: "shake"
        }
    }
}

/// An object on the feed screen that may handle an event, or pass it to its next responder.
///
/// A link of the chain. Each responder knows only its `nextResponder` (its container, held
/// weakly) and handles the events it understands; ``EventDispatcher`` walks the chain from the
/// first responder until one says it handled the event.
@MainActor
protocol FeedResponder: AnyObject {
    /// The name the trace and reports use.
    var responderName: String { get }
    /// The responder an unhandled event goes to next; `nil` at the end of the chain.
    var nextResponder: (any FeedResponder)? { get }
    /// Handles `event` and returns `true`, or returns `false` to pass it on.
    func handle(_ event: FeedEvent) -> Bool
}

/// Where an event ended up: the responder that handled it, or nobody, with the path it took.
struct EventDelivery: Equatable, Sendable {
    /// The responders the event visited, first responder first.
    let path: [String]
    /// The responder that handled it, or `nil` when it fell off the end of the chain.
    let handledBy: String?
}

/// An event that reached the end of the chain with nobody taking it, and the path it took.
struct UnhandledEvent: Equatable, Sendable {
    let event: FeedEvent
    let path: [String]
}

/// Sends events to the first responder and up the chain; reports events nobody handled.
///
/// The role UIKit's nil-targeted `UIApplication.sendAction(_:to:from:for:)` plays (with each
/// responder's `target(forAction:withSender:)` deciding whether it takes the action or passes
/// it to its `next`): it starts at the first responder, held weakly (the focused view changes
/// and may go away), walks up until one responder takes the event, and keeps a report of the
/// events that reached the end of the chain unhandled, where UIKit only returns `false`.
///
/// ```swift
/// let dispatcher = EventDispatcher()
/// dispatcher.firstResponder = screen.likeButton
/// dispatcher.dispatch(.shake).handledBy   // "FutubraApp", after climbing five responders
/// ```
@MainActor
final class EventDispatcher {
    /// The responder events start at; `nil` when none is focused.
    weak var firstResponder: (any FeedResponder)?
    /// Every event no responder handled, with the path it took, oldest first.
    private(set) var unhandled: [UnhandledEvent] = []

    /// A dispatcher with no first responder.
    init() {}

    /// Offers `event` to the first responder, then to each next responder, until one handles it.
    @discardableResult
    func dispatch(_ event: FeedEvent) -> EventDelivery {
        var path: [String] = []
        var current = firstResponder
        while let responder = current {
            path.append(responder.responderName)
            Trace.call(from: "EventDispatcher", to: responder.responderName, "handle(\(event))")
            if responder.handle(event) {
                Trace.reply(from: responder.responderName, to: "EventDispatcher", "handled")
                return EventDelivery(path: path, handledBy: responder.responderName)
            }
            current = responder.nextResponder
            Trace.reply(
                from: responder.responderName, to: "EventDispatcher",
                "not mine, next: \(current?.responderName ?? "end of chain")")
        }
        Trace.note(over: "EventDispatcher", "unhandled: \(event)")
        unhandled.append(UnhandledEvent(event: event, path: path))
        return EventDelivery(path: path, handledBy: nil)
    }
}
