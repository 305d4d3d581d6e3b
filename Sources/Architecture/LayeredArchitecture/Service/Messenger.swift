import Futubra
import FutubraServer
import MessageTrace

/// The service layer: the one place that knows both the network layer (``MessagingAPI``)
/// and the persistence layer (``MessageStore``), and decides between them.
///
/// Screens read only what is stored, so they show the same thing online and offline. A
/// sync fetches the conversations and their new messages and stores them, then delivers the
/// outbox in order. A send that finds the device offline is kept in the outbox (in order:
/// nothing overtakes a waiting message) and goes with the next sync that reaches the
/// server. Every layer's trouble ends here as a log entry and a plain value, never as a
/// network or storage error in the UI.
///
/// ```swift
/// let messenger = Messenger(api: api, store: store, me: anna, log: LogService())
/// await messenger.sync()
/// let rows = await messenger.inbox()
/// ```
actor Messenger: MessagingService {
    private let api: MessagingAPI
    private let store: any MessageStore
    private let me: UserName
    private let log: LogService
    private var outbox: [(conversation: ConversationID, text: String)] = []
    private(set) var isOnline = true

    /// A service for `me` over `api` and `store`, logging to `log`.
    init(api: MessagingAPI, store: any MessageStore, me: UserName, log: LogService) {
        (self.api, self.store, self.me, self.log) = (api, store, me, log)
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
        do {
            let messages = try store.messages(matching: MessageQuery(conversation: conversation))
            if let last = messages.last { try store.markRead(upTo: last.id, in: conversation) }
            return ThreadContents(messages: messages, waiting: waiting)
        } catch {
            await log.log(.error, "the store failed: \(error)", from: "Messenger")
            return ThreadContents(messages: [], waiting: waiting)
        }
    }

    func send(_ text: String, to conversation: ConversationID) async -> Delivery {
        guard outbox.isEmpty else { return await queue(text, to: conversation) }
        Trace.call(from: "Messenger", to: "MessagingAPI", "send")
        do {
            return .sent(id: try await deliver(text, to: conversation).id)
        } catch let error as NetworkError {
            if case .transport = error { return await queue(text, to: conversation) }
            await log.log(.warning, "'\(text)' refused: \(error)", from: "Messenger")
            return .refused("\(error)")
        } catch {
            await log.log(.error, "the store failed: \(error)", from: "Messenger")
            return .refused("\(error)")
        }
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
            if !isOnline { await log.log(.info, "back online", from: "Messenger") }
            isOnline = true
            while let next = outbox.first {
                try await deliver(next.text, to: next.conversation)
                outbox.removeFirst()
                report.delivered += 1
            }
            report.online = true
        } catch {
            await failed(error)
        }
        return report
    }

    /// Sends one message and stores the server's copy, read.
    @discardableResult
    private func deliver(_ text: String, to conversation: ConversationID) async throws -> DirectMessage {
        let sent = try await api.send(text, to: conversation, as: me)
        try store.save([sent])
        try store.markRead(upTo: sent.id, in: conversation)
        return sent
    }

    private func queue(_ text: String, to conversation: ConversationID) async -> Delivery {
        outbox.append((conversation, text))
        isOnline = false
        await log.log(.warning, "offline: '\(text)' waits in the outbox (\(outbox.count) waiting)", from: "Messenger")
        return .queued
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
