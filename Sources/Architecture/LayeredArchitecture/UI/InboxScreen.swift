import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

/// Everything the conversation list shows, as one value.
struct InboxState: Equatable, Sendable {
    /// One line per conversation: `#1 bob (2 unread): bob: lunch?`.
    var rows: [String] = []
    /// Shown above the list while offline.
    var banner = ""
}

/// What the conversation list screen can be told: its only way to change.
@MainActor
protocol InboxRendering: AnyObject {
    func render(_ state: InboxState)
}

/// Opens a conversation's thread: the router the list hands a selection to.
@MainActor
protocol ChatRouting: AnyObject {
    func openChat(_ conversation: ConversationID)
}

/// The conversation list's action object: the screen's events come here, the state goes back
/// through `render(_:)`. It knows the ``MessagingService`` and nothing below it.
@MainActor
final class InboxAction {
    private(set) var state = InboxState()
    weak var screen: (any InboxRendering)?
    private let service: any MessagingService
    private let router: any ChatRouting
    private var shown: [ConversationID] = []

    /// The list's action object over `service`, opening threads through `router`.
    init(service: any MessagingService, router: any ChatRouting) {
        (self.service, self.router) = (service, router)
    }

    /// The screen appeared, or the user pulled to refresh: sync, then show what is stored.
    func refresh() async {
        Trace.call(from: "InboxViewController", to: "InboxAction", "refresh")
        Trace.call(from: "InboxAction", to: "Messenger", "sync(), inbox()")
        _ = await service.sync()
        let rows = await service.inbox()
        let online = await service.isOnline
        shown = rows.map(\.conversation)
        change { state in
            state.rows = rows.map { row in
                "\(row.conversation) \(row.with.map(\.rawValue).joined(separator: ", ")) (\(row.unread) unread): \(row.latest)"
            }
            state.banner = online ? "" : "offline: showing saved messages"
        }
    }

    /// The user tapped the row at `index`.
    func select(_ index: Int) {
        guard shown.indices.contains(index) else { return }
        Trace.call(from: "InboxAction", to: "AppRouter", "openChat(\(shown[index]))")
        router.openChat(shown[index])
    }

    private func change(_ body: (inout InboxState) -> Void) {
        body(&state)
        Trace.call(from: "InboxAction", to: "InboxViewController", "render(\(state.rows.count) rows)")
        screen?.render(state)
    }
}

/// The conversation list: a banner and one label per conversation. It draws what it is
/// given and passes the user's gestures to its action object.
final class InboxViewController: ViewController, InboxRendering {
    private let action: InboxAction
    private let banner = Label()
    private let list = View()

    /// A list screen whose events go to `action`.
    init(action: InboxAction) {
        self.action = action
        super.init(title: "Messages")
        action.screen = self
    }

    override func loadView() -> View {
        let root = View()
        root.addSubview(banner)
        root.addSubview(list)
        return root
    }

    func render(_ state: InboxState) {
        _ = view
        banner.text = state.banner
        banner.isHidden = state.banner.isEmpty
        for row in list.subviews { row.removeFromSuperview() }
        for row in state.rows { list.addSubview(Label(row)) }
    }

    /// The user pulls the list down.
    func pullToRefresh() async { await action.refresh() }

    /// The user taps the row at `index`.
    func tapRow(_ index: Int) { action.select(index) }
}
