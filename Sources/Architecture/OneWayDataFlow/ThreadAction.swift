import Foundation
import Futubra
import FutubraServer
import MessageTrace

/// What the thread screen can be told to show: its only way to change is this call.
@MainActor
protocol ThreadRendering: AnyObject {
    /// Draws `state`, all of it.
    func render(_ state: ThreadState)
}

/// The thread screen's action object: every event of the screen comes here, and every change
/// of the screen's state leaves here, through the screen's `render(_:)`.
///
/// It owns the ``ThreadState`` (`private(set)`: no one else can write it), talks to the
/// ``MessagingAPI``, and after each change hands a copy of the whole state to the screen.
/// The screen keeps nothing of its own; the flow is one way: event → action → state →
/// render.
///
/// ```swift
/// let action = ThreadAction(conversation: id, me: anna, api: api)
/// let screen = ThreadViewController(action: action)
/// action.viewDidAppear()       // loading…, then the messages
/// action.send(draft: "lunch?") // sending, then the new message
/// ```
@MainActor
final class ThreadAction {
    private(set) var state: ThreadState
    /// Every state handed to the screen, in order.
    private(set) var rendered: [ThreadState] = []
    /// The screen it renders to.
    weak var screen: (any ThreadRendering)?
    private let api: MessagingAPI
    private var work: [Task<Void, Never>] = []

    /// The action object of `conversation`'s thread, for `me`.
    init(conversation: ConversationID, me: UserName, api: MessagingAPI) {
        self.state = ThreadState(conversation: conversation, me: me)
        self.api = api
    }

    /// The screen appeared: load the thread.
    func viewDidAppear() {
        Trace.call(from: "ThreadViewController", to: "ThreadAction", "viewDidAppear")
        update { $0.loading = .loading }
        let api = api
        let conversation = state.conversation
        start {
            let result = await api.start(MessagesRequest(conversation: conversation)).result
            self.update { state in
                switch result {
                case .success(let messages): (state.messages, state.loading, state.error) = (messages, .loaded, "")
                case .failure(let error): (state.loading, state.error) = (.idle, "\(error)")
                }
            }
        }
    }

    /// The user tapped send with `draft` in the field.
    func send(draft: String) {
        Trace.call(from: "ThreadViewController", to: "ThreadAction", "send(\"\(draft)\")")
        let text = draft.trimmingCharacters(in: .whitespaces)
        guard state.canSend else { return }
        guard !text.isEmpty else {
            update { $0.error = "a message needs text" }
            return
        }
        update { state in (state.draft, state.isSending, state.error) = (text, true, "") }
        let request = SendMessageRequest(conversation: state.conversation, author: state.me, text: text)
        let api = api
        start {
            let result = await api.start(request).result
            self.update { state in
                state.isSending = false
                switch result {
                case .success(let message): (state.messages, state.draft) = (state.messages + [message], "")
                case .failure(let error): state.error = "not sent: \(error)"
                }
            }
        }
    }

    /// Waits until every request the action started has been answered and rendered.
    ///
    /// Each wait is an `await` on the main actor, so another `settle` (or a new event) can run
    /// meanwhile: the list of work is read again after each wait, and a task is removed by
    /// identity, never by position, so two overlapping waits cannot remove each other's task.
    func settle() async {
        while !work.isEmpty {
            let started = work
            for task in started { await task.value }
            work.removeAll { started.contains($0) }
        }
    }

    private func start(_ body: @escaping @MainActor () async -> Void) {
        work.append(Task { await body() })
    }

    /// The one place the state changes, and the one place the screen hears of it.
    private func update(_ change: (inout ThreadState) -> Void) {
        change(&state)
        rendered.append(state)
        Trace.call(from: "ThreadAction", to: "ThreadViewController", "render(\(state.summary))")
        screen?.render(state)
    }
}

extension ThreadState {
    /// `loaded, 2 messages, sending`.
    var summary: String {
        var parts = ["\(loading)", "\(messages.count) messages"]
        if isSending { parts.append("sending") }
        if !error.isEmpty { parts.append("error") }
        return parts.joined(separator: ", ")
    }
}
