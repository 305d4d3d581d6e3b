import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

/// Everything a thread screen shows, as one value.
struct ChatState: Equatable, Sendable {
    /// The messages, `bob: lunch?`, then the waiting ones, `(waiting) 1pm?`, then the ones
    /// the server refused, `(not sent: status 400: 'a message needs text') …`.
    var lines: [String] = []
    /// Shown under the thread: why a message waits or was refused.
    var banner = ""
}

/// What a thread screen can be told: its only way to change.
@MainActor
protocol ChatRendering: AnyObject {
    func render(_ state: ChatState)
}

/// A thread's action object: it loads the thread from the ``MessagingService``, sends what
/// the user typed, and renders the result; it knows nothing below the service.
@MainActor
final class ChatAction {
    private(set) var state = ChatState()
    weak var screen: (any ChatRendering)?
    let conversation: ConversationID
    private let service: any MessagingService

    /// The action object of `conversation`'s thread.
    init(conversation: ConversationID, service: any MessagingService) {
        (self.conversation, self.service) = (conversation, service)
    }

    /// The screen appeared, or the user pulled to refresh.
    func refresh(syncing: Bool) async {
        Trace.call(from: "ChatViewController", to: "ChatAction", syncing ? "pull to refresh" : "viewDidAppear")
        if syncing {
            Trace.call(from: "ChatAction", to: "Messenger", "sync()")
            _ = await service.sync()
        }
        await reload(banner: "")
    }

    /// The user tapped send with `draft` typed.
    func send(_ draft: String) async {
        Trace.call(from: "ChatViewController", to: "ChatAction", "send(\"\(draft)\")")
        Trace.call(from: "ChatAction", to: "Messenger", "send(\"\(draft)\")")
        switch await service.send(draft, to: conversation) {
        case .sent: await reload(banner: "")
        case .queued: await reload(banner: "offline: it will be sent when the device is back online")
        case .refused(let reason): await reload(banner: "not sent: \(reason)")
        }
    }

    private func reload(banner: String) async {
        Trace.call(from: "ChatAction", to: "Messenger", "thread(\(conversation))")
        let thread = await service.thread(conversation)
        state.lines =
            thread.messages.map { "\($0.author): \($0.text)" } + thread.waiting.map { "(waiting) \($0)" }
            + thread.refused.map { "(not sent: \($0.reason)) \($0.text)" }
        state.banner = banner
        Trace.call(from: "ChatAction", to: "ChatViewController", "render(\(state.lines.count) lines)")
        screen?.render(state)
    }
}

/// A thread screen: the messages, a field, a send button, a banner.
final class ChatViewController: ViewController, ChatRendering {
    private let action: ChatAction
    private let lines = View()
    private let field = TextField(placeholder: "message")
    private let banner = Label()

    /// A thread screen whose events go to `action`.
    init(action: ChatAction) {
        self.action = action
        super.init(title: "\(action.conversation)")
        action.screen = self
    }

    override func loadView() -> View {
        let root = View()
        for view in [lines, field, banner] { root.addSubview(view) }
        return root
    }

    func render(_ state: ChatState) {
        _ = view
        for line in lines.subviews { line.removeFromSuperview() }
        for line in state.lines { lines.addSubview(Label(line)) }
        field.text = ""
        banner.text = state.banner
    }

    /// The screen comes on top of the navigation stack.
    func appear() async { await action.refresh(syncing: false) }

    /// The user pulls the thread down.
    func pullToRefresh() async { await action.refresh(syncing: true) }

    /// The user types `text` and taps send.
    func send(_ text: String) async {
        _ = view
        field.text = text
        await action.send(field.text)
    }
}

/// The app's router: turns "open this conversation" into a thread screen pushed on the
/// navigation stack. Screens name it only through ``ChatRouting``.
@MainActor
final class AppRouter: ChatRouting {
    let navigation: NavigationController
    private let service: any MessagingService

    /// A router pushing onto `navigation`, building thread screens over `service`.
    init(navigation: NavigationController, service: any MessagingService) {
        (self.navigation, self.service) = (navigation, service)
    }

    /// The thread screen on top, if any.
    var chat: ChatViewController? { navigation.topViewController as? ChatViewController }

    func openChat(_ conversation: ConversationID) {
        navigation.push(ChatViewController(action: ChatAction(conversation: conversation, service: service)))
    }
}
