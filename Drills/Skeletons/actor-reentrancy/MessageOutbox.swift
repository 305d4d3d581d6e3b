/// A message the user wrote that the server has not confirmed yet.
struct OutgoingMessage: Sendable {
    let id: Int
    let text: String
}

/// The messenger's outbox: messages wait here until a sync delivers them, oldest first, one at
/// a time. Syncs overlap: the app syncs on launch, on reconnect and after each send, and each
/// may start while another is still waiting for the server.
actor MessageOutbox {
    private let send: @Sendable (String) async -> Void
    private var pending: [OutgoingMessage] = []
    private var nextID = 1
    /// How many syncs are waiting for the delivery under way to end (the tests read it to know
    /// that a second sync has arrived: a sync that waits is otherwise invisible).
    private(set) var waitingSyncs = 0

    /// An outbox that delivers each message with `send`, which returns once the server has it.
    init(send: @escaping @Sendable (String) async -> Void) {
        self.send = send
    }

    /// Queues `text` behind the messages already waiting.
    func enqueue(_ text: String) {
        pending.append(OutgoingMessage(id: nextID, text: text))
        nextID += 1
    }

    /// The texts still waiting for the server.
    var waitingTexts: [String] { pending.map(\.text) }

    /// Delivers every waiting message, oldest first, one at a time, and returns once the
    /// messages queued before it have reached the server.
    func sync() async {
        // BUG: the first message is read before the `await` and removed after it. While this
        // sync waits for the server the actor lets other calls in: a second sync reads the same
        // first message and sends it again, and then each removes a message.
        while let next = pending.first {
            await send(next.text)
            pending.removeAll { $0.id == next.id }
        }
    }
}
