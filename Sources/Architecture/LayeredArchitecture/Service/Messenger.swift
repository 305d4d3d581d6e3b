import Foundation
import Futubra
import FutubraServer
import MessageTrace

/// The service layer: the one place that knows both the network layer (``MessagingAPI``)
/// and the persistence layer (``MessageStore``), and decides between them.
///
/// Screens read only what is stored, so they show the same thing online and offline. A
/// sync fetches the conversations and their new messages and stores them, then delivers the
/// outbox. Every layer's trouble ends here as a log entry and a plain value, never as a
/// network or storage error in the UI.
///
/// Every message the user sends joins the outbox first, in order, before anything is
/// awaited, and gets a key (the client's id for it) that goes with every attempt, so the
/// server stores it once even when an answer was lost. One delivery task at a time sends
/// the outbox oldest first: a send or a sync that finds one running waits for it instead
/// of starting a second. An actor alone does not give that: across an `await` other calls
/// run on the actor, and what was read before the `await` may be stale after it.
///
/// What stops a delivery decides what becomes of the message: a failure that may pass (no
/// answer, 408, 429, a 5xx, an expired session) leaves it at the head of the outbox for the
/// next sync; a refusal that will not pass (another 4xx, an answer that cannot be read)
/// takes it out and shows it as not sent, and the messages behind it go on.
///
/// ```swift
/// let messenger = Messenger(api: api, store: store, me: anna, log: LogService())
/// await messenger.sync()
/// let rows = await messenger.inbox()
/// ```
actor Messenger: MessagingService {
    /// A message the server has not confirmed yet, under the key that identifies it.
    private struct Outgoing: Sendable {
        let key: String
        let conversation: ConversationID
        let text: String
    }

    private let api: MessagingAPI
    private let store: any MessageStore
    private let me: UserName
    private let log: LogService
    private let makeKey: @Sendable () -> String
    /// The messages waiting for the server, in the order the user sent them.
    private var outbox: [Outgoing] = []
    /// The messages the server refused, shown in their threads and never sent again.
    private var refusals: [(conversation: ConversationID, message: RefusedMessage)] = []
    /// The task delivering the outbox, while one runs.
    private var delivery: Task<Void, Never>?
    /// What became of each message whose `send` is still waiting for the answer.
    private var outcomes: [String: Delivery] = [:]
    /// How many outbox messages were delivered so far.
    private var delivered = 0
    private(set) var isOnline = true

    /// A service for `me` over `api` and `store`, logging to `log`; `makeKey` makes each
    /// message's key (a UUID by default: unique across launches and devices).
    init(
        api: MessagingAPI, store: any MessageStore, me: UserName, log: LogService,
        makeKey: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        (self.api, self.store, self.me, self.log, self.makeKey) = (api, store, me, log, makeKey)
    }

    func inbox() async -> [InboxRow] {
        Trace.call(from: "Messenger", to: "MessageStore", "conversations, unread")
        do {
            let unread = try store.messages(matching: MessageQuery(unreadOnly: true))
            var rows: [InboxRow] = []
            for conversation in try store.conversations() {
                let latest = try store.messages(
                    matching: MessageQuery(conversation: conversation.id, order: .newestFirst))
                rows.append(
                    InboxRow(
                        conversation: conversation.id, with: conversation.participants.filter { $0 != me },
                        unread: unread.filter { $0.conversation == conversation.id }.count,
                        latest: latest.first.map { "\($0.author): \($0.text)" } ?? ""))
            }
            return rows
        } catch {
            await log.log(.error, "the store failed: \(error)", from: "Messenger")
            return []
        }
    }

    func thread(_ conversation: ConversationID) async -> ThreadContents {
        Trace.call(from: "Messenger", to: "MessageStore", "messages(\(conversation)), markRead")
        let waiting = outbox.filter { $0.conversation == conversation }.map(\.text)
        let refused = refusals.filter { $0.conversation == conversation }.map(\.message)
        do {
            let messages = try store.messages(matching: MessageQuery(conversation: conversation))
            if let last = messages.last { try store.markRead(upTo: last.id, in: conversation) }
            return ThreadContents(messages: messages, waiting: waiting, refused: refused)
        } catch {
            await log.log(.error, "the store failed: \(error)", from: "Messenger")
            return ThreadContents(messages: [], waiting: waiting, refused: refused)
        }
    }

    func send(_ text: String, to conversation: ConversationID) async -> Delivery {
        let message = Outgoing(key: makeKey(), conversation: conversation, text: text)
        // Its place is taken before anything is awaited: nothing sent later overtakes it.
        outbox.append(message)
        outcomes[message.key] = .queued
        await deliverOutbox()
        let outcome = outcomes.removeValue(forKey: message.key) ?? .queued
        if outcome == .queued {
            let waiting = "'\(text)' waits in the outbox (\(outbox.count) waiting)"
            await log.log(.warning, isOnline ? waiting : "offline: \(waiting)", from: "Messenger")
        }
        return outcome
    }

    func sync() async -> SyncReport {
        Trace.call(from: "Messenger", to: "MessagingAPI", "conversations, messages")
        var report = SyncReport(online: false, received: 0, delivered: 0)
        do {
            for conversation in try await api.conversations() {
                try store.save(conversation)
                let known = Set(try store.messages(matching: MessageQuery(conversation: conversation.id)).map(\.id))
                let fresh = try await api.messages(in: conversation.id).filter { !known.contains($0.id) }
                if !fresh.isEmpty { try store.save(fresh) }
                report.received += fresh.count
            }
        } catch {
            await failed(error)
            return report
        }
        if !isOnline { await log.log(.info, "back online", from: "Messenger") }
        isOnline = true
        let before = delivered
        await deliverOutbox()
        report.delivered = delivered - before
        report.online = isOnline
        return report
    }

    /// Delivers the outbox on one task at a time: a caller that finds a delivery running
    /// waits for it instead of starting a second one beside it.
    private func deliverOutbox() async {
        if let delivery { return await delivery.value }
        let task = Task { await drainOutbox() }
        delivery = task
        await task.value
    }

    /// Sends the outbox oldest first, until it is empty or a message must wait.
    private func drainOutbox() async {
        // Cleared in the same turn on the actor as the last look at the outbox: a message
        // added after it finds no delivery running and starts the next one.
        defer { delivery = nil }
        while let next = outbox.first {
            guard await deliver(next) else { return }
        }
    }

    /// Sends `message` under its key and settles it; returns whether the next may follow.
    private func deliver(_ message: Outgoing) async -> Bool {
        Trace.call(from: "Messenger", to: "MessagingAPI", "send")
        let sent: DirectMessage
        do throws(NetworkError) {
            sent = try await api.send(message.text, to: message.conversation, as: me, key: message.key)
        } catch {
            if case .transport = error {
                isOnline = false
                return false
            }
            guard let reason = error.refusal else {
                await log.log(.warning, "'\(message.text)' waits: \(error)", from: "Messenger")
                return false
            }
            settle(message, as: .refused(reason))
            refusals.append((message.conversation, RefusedMessage(text: message.text, reason: reason)))
            await log.log(.warning, "'\(message.text)' refused: \(error)", from: "Messenger")
            return true
        }
        isOnline = true
        settle(message, as: .sent(id: sent.id))
        delivered += 1
        do {
            try store.save([sent])
            try store.markRead(upTo: sent.id, in: message.conversation)
        } catch {
            // The server has it: the next sync stores it.
            await log.log(.error, "the store failed: \(error)", from: "Messenger")
        }
        return true
    }

    /// Takes `message` out of the outbox, and tells its `send` if one is waiting.
    private func settle(_ message: Outgoing, as outcome: Delivery) {
        outbox.removeAll { $0.key == message.key }
        if outcomes[message.key] != nil { outcomes[message.key] = outcome }
    }

    private func failed(_ error: any Error) async {
        if let error = error as? NetworkError, case .transport = error {
            if isOnline { await log.log(.warning, "offline: showing stored messages", from: "Messenger") }
            isOnline = false
        } else {
            await log.log(.error, "sync failed: \(error)", from: "Messenger")
        }
    }
}

extension NetworkError {
    /// What to show when a message will fail the same way every time (a 4xx but 408 and 429,
    /// an answer that cannot be read, a body that cannot be encoded), or nil when a later
    /// attempt may succeed: no answer, 408, 429, a 5xx, a cancelled request, an expired session.
    fileprivate var refusal: String? {
        switch self {
        case .status(let status, _) where (400..<500).contains(status) && ![408, 429].contains(status): "\(self)"
        case .decoding, .encoding: "\(self)"
        default: nil
        }
    }
}
