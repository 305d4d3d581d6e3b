import FutubraServer

/// A store that writes a batch one message at a time and stops at the first it refuses:
/// the messages before it stay written, and a process killed in the middle of a batch leaves
/// part of it. Kept to be run beside the real engines and caught by the all-or-nothing check
/// and by the crash test.
final class MessageSaveByOne: MessageStore {
    private let base: any MessageStore

    /// A store that saves into `base` one message at a time.
    init(base: any MessageStore = InMemoryMessageStore()) {
        self.base = base
    }

    func save(_ conversation: Conversation) throws(StoreError) { try base.save(conversation) }

    func save(_ batch: [DirectMessage]) throws(StoreError) {
        for message in batch { try base.save([message]) }
    }

    func markRead(upTo id: Int, in conversation: ConversationID) throws(StoreError) {
        try base.markRead(upTo: id, in: conversation)
    }

    func conversations() throws(StoreError) -> [Conversation] { try base.conversations() }

    func messages(matching query: MessageQuery) throws(StoreError) -> [DirectMessage] {
        try base.messages(matching: query)
    }

    func archive() throws(StoreError) -> MessageArchive { try base.archive() }

    func restore(_ archive: MessageArchive) throws(StoreError) { try base.restore(archive) }
}
