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
    /// The delivery under way, while there is one: claimed before any `await`.
    private var delivery: Task<Void, Never>?

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
    ///
    /// A sync that finds a delivery under way waits for it instead of starting a second one:
    /// the delivery is recorded in the same actor turn as the look, before anything is awaited.
    func sync() async {
        if let delivery {
            waitingSyncs += 1
            await delivery.value
            waitingSyncs -= 1
            return
        }
        let started = Task { await deliver() }
        delivery = started
        await started.value
    }

    /// Sends the waiting messages one at a time until none is left; only one runs at a time.
    private func deliver() async {
        // Cleared in the same turn as the last look at `pending`: a message queued after it
        // finds no delivery under way, and its sync starts the next one.
        defer { delivery = nil }
        while let next = pending.first {
            await send(next.text)
            pending.removeFirst()
        }
    }
}
