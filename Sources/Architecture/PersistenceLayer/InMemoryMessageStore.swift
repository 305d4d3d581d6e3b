import Foundation
import FutubraServer
import MessageTrace
import Synchronization

/// The message store in memory: dictionaries behind one lock.
///
/// A batch is checked whole before any of it is written, and written inside the same lock,
/// so a reader sees all of a batch or none of it.
final class InMemoryMessageStore: MessageStore {
    /// Everything stored, guarded by one lock.
    private struct Tables {
        var conversations: [ConversationID: Conversation] = [:]
        var messages: [Int: DirectMessage] = [:]
        var readUpTo: [ConversationID: Int] = [:]
    }

    private let tables = Mutex(Tables())

    /// An empty store.
    init() {}

    func save(_ conversation: Conversation) throws(StoreError) {
        Trace.call(from: "caller", to: "InMemoryMessageStore", "save(conversation \(conversation.id))")
        tables.withLock { $0.conversations[conversation.id] = conversation }
    }

    func save(_ batch: [DirectMessage]) throws(StoreError) {
        Trace.call(from: "caller", to: "InMemoryMessageStore", "save(\(batch.count) messages)")
        try tables.withLock { (tables) throws(StoreError) in
            try validate(batch, known: Set(tables.conversations.keys))
            for message in batch { tables.messages[message.id] = message }
        }
    }

    func markRead(upTo id: Int, in conversation: ConversationID) throws(StoreError) {
        try tables.withLock { (tables) throws(StoreError) in
            guard tables.conversations[conversation] != nil else { throw .unknownConversation(conversation) }
            tables.readUpTo[conversation] = max(tables.readUpTo[conversation] ?? 0, id)
        }
    }

    func conversations() throws(StoreError) -> [Conversation] {
        tables.withLock { $0.conversations.values.sorted { $0.id < $1.id } }
    }

    func messages(matching query: MessageQuery) throws(StoreError) -> [DirectMessage] {
        tables.withLock { tables in
            let found = tables.messages.values.filter { message in
                (query.conversation.map { message.conversation == $0 } ?? true)
                    && (!query.unreadOnly || message.id > tables.readUpTo[message.conversation, default: 0])
                    && query.admits(text: message.text)
            }
            let oldestFirst = found.sorted { $0.id < $1.id }
            return query.order == .oldestFirst ? oldestFirst : oldestFirst.reversed()
        }
    }

    func archive() throws(StoreError) -> MessageArchive {
        tables.withLock { tables in
            MessageArchive(
                conversations: tables.conversations.values.sorted { $0.id < $1.id },
                messages: tables.messages.values.sorted { $0.id < $1.id }, readMarks: tables.readUpTo)
        }
    }

    func restore(_ archive: MessageArchive) throws(StoreError) {
        try validate(archive.messages, known: Set(archive.conversations.map(\.id)))
        let known = Set(archive.conversations.map(\.id))
        if let stray = archive.readMarks.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownConversation(stray)
        }
        tables.withLock { tables in
            tables = Tables(
                conversations: Dictionary(archive.conversations.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
                messages: Dictionary(archive.messages.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
                readUpTo: archive.readMarks)
        }
    }
}
