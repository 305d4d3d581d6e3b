import ExampleKit
import Futubra

/// Plays Chain of Responsibility: events climb from the focused like button up to the app
/// until a responder handles them; the rest are reported.
package struct ChainOfResponsibilityExample: Example {
    package static let id = "chain-of-responsibility"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        await play(in: transcript)
    }

    @MainActor
    private func play(in transcript: Transcript) {
        let screen = FeedScreenHierarchy(post: PostID(3))
        let dispatcher = EventDispatcher()

        func send(_ event: FeedEvent) {
            let delivery = dispatcher.dispatch(event)
            let path = delivery.path.joined(separator: " > ")
            transcript.line("\(event): \(path) => \(delivery.handledBy ?? "nobody")")
        }

        transcript.section("first responder: the like button")
        dispatcher.firstResponder = screen.likeButton
        for event: FeedEvent in [.tap, .doubleTap, .pullToRefresh, .key("n"), .shake, .key("x")] {
            send(event)
        }
        transcript.line("post liked: \(screen.cell.isLiked), refreshes: \(screen.list.refreshCount)")
        transcript.line("composing: \(screen.screen.isComposing), undo requests: \(screen.app.undoRequests)")

        transcript.section("a disabled button passes the tap on")
        screen.likeButton.isEnabled = false
        send(.tap)

        transcript.section("first responder: the list")
        dispatcher.firstResponder = screen.list
        send(.doubleTap)
        send(.pullToRefresh)

        transcript.section("report of unhandled events")
        for report in dispatcher.unhandled {
            transcript.line("\(report.event) after \(report.path.count) responders")
        }
    }
}
