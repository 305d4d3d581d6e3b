import Foundation
import FutubraServer

/// What the persistence layer can be asked: plain values in, plain values out.
///
/// Callers see ``Conversation``, ``DirectMessage`` and ``MessageQuery``, never a row, a
/// managed object or a connection, so the engine behind the protocol can change without
/// them.
///
/// ```swift
/// let store: any MessageStore = InMemoryMessageStore()
/// try store.save(conversation)
/// try store.save([hello, reply])          // both or neither
/// let unread = try store.messages(matching: MessageQuery(conversation: id, unreadOnly: true))
/// ```
protocol MessageStore: Sendable {
    /// Saves or replaces `conversation`.
    func save(_ conversation: Conversation) throws(StoreError)
    /// Saves or replaces every message of `batch`, or none of them if one is refused.
    func save(_ batch: [DirectMessage]) throws(StoreError)
    /// Marks the messages of `conversation` up to `id` as read.
    func markRead(upTo id: Int, in conversation: ConversationID) throws(StoreError)
    /// The conversations, by id.
    func conversations() throws(StoreError) -> [Conversation]
    /// The messages that match `query`, in its order.
    func messages(matching query: MessageQuery) throws(StoreError) -> [DirectMessage]
    /// Everything stored, read as one snapshot: no write lands between its parts.
    func archive() throws(StoreError) -> MessageArchive
    /// Replaces everything stored with `archive`, all of it or, if any of it is refused,
    /// none of it.
    func restore(_ archive: MessageArchive) throws(StoreError)
}

/// Everything a store holds, as plain values: what moving to another engine copies.
struct MessageArchive: Equatable, Sendable {
    /// The conversations, by id.
    var conversations: [Conversation]
    /// The messages, oldest first.
    var messages: [DirectMessage]
    /// How far each conversation was read, as it was marked (it may lie beyond the last
    /// message stored: a mark made from a newer copy of the thread).
    var readMarks: [ConversationID: Int]
}

/// Which messages to read back, and in which order.
struct MessageQuery: Equatable, Sendable {
    /// Oldest first (by id) or newest first.
    enum Order: Sendable {
        case oldestFirst, newestFirst
    }

    /// Only this conversation's messages, or all.
    var conversation: ConversationID?
    /// Only messages not marked read.
    var unreadOnly = false
    /// Only messages whose text contains this, ignoring case.
    var textContains: String?
    var order = Order.oldestFirst

    /// Whether a message's `text` passes ``textContains``: Unicode case folding, the same for
    /// every engine (SQLite's own `LIKE` folds ASCII only).
    func admits(text: String) -> Bool {
        textContains.map { text.range(of: $0, options: .caseInsensitive) != nil } ?? true
    }
}

/// Why the store refused a call.
enum StoreError: Error, Equatable, Sendable {
    /// A message names a conversation the store does not hold.
    case unknownConversation(ConversationID)
    /// A message breaks a rule of the store.
    case invalidMessage(id: Int, reason: String)
    /// The file is not a database, or is damaged; it was left as it was.
    case unreadableFile(path: String, reason: String)
    /// The file is a database of another program; it was left as it was.
    case foreignFile(path: String)
    /// The file was written by a newer version of the app; it was left as it was.
    case newerSchema(path: String, version: Int)
    /// The engine failed on a sound file (a full disk, a lock held elsewhere).
    case engineFailed(path: String, reason: String)
}

extension StoreError: CustomStringConvertible {
    var description: String {
        switch self {
        case .unknownConversation(let id): "no conversation \(id)"
        case .invalidMessage(let id, let reason): "message #\(id) refused: \(reason)"
        case .unreadableFile(let path, let reason): "'\(path)' is not a readable message file: \(reason)"
        case .foreignFile(let path): "'\(path)' is another program's database, not a message file"
        case .newerSchema(let path, let version):
            "'\(path)' has schema version \(version); this app reads up to \(SQLiteSchema.current)"
        case .engineFailed(let path, let reason): "'\(path)': \(reason)"
        }
    }
}

extension MessageStore {
    /// Checks every message of a batch has text, before anything of it is written.
    func validateTexts(_ batch: [DirectMessage]) throws(StoreError) {
        for message in batch where !message.text.contains(where: { !$0.isWhitespace }) {
            throw .invalidMessage(id: message.id, reason: "a message needs text")
        }
    }

    /// Checks a batch against the store's rules (text, a known conversation) before anything
    /// of it is written: for an engine that does not check conversations itself.
    func validate(_ batch: [DirectMessage], known: Set<ConversationID>) throws(StoreError) {
        try validateTexts(batch)
        for message in batch where !known.contains(message.conversation) {
            throw .unknownConversation(message.conversation)
        }
    }
}
