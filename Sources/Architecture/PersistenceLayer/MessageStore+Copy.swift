import FutubraServer

extension MessageStore {
    /// Copies everything this store holds into `other`, through the protocol alone: the
    /// conversations, every message as one batch, and how far each conversation was read.
    ///
    /// Moving to a new engine is itself written against the protocol, so it works between
    /// any two engines, including ones written later.
    func copy(into other: some MessageStore) throws(StoreError) {
        let everything = try messages(matching: MessageQuery())
        let unread = Set(try messages(matching: MessageQuery(unreadOnly: true)).map(\.id))
        for conversation in try conversations() { try other.save(conversation) }
        try other.save(everything)
        let read = Dictionary(grouping: everything.filter { !unread.contains($0.id) }, by: \.conversation)
        for (conversation, messages) in read.sorted(by: { $0.key < $1.key }) {
            try other.markRead(upTo: messages.map(\.id).max() ?? 0, in: conversation)
        }
    }
}
