import ExampleKit
import Futubra
import FutubraServer

/// Plays the persistence layer with its in-memory engine: plain values in and out, queries
/// and ordering, and a batch that is saved whole or not at all, beside a store that saves
/// one message at a time.
public struct PersistenceLayerExample: Example {
    public static let id = "persistence-layer"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        let store: any MessageStore = InMemoryMessageStore()
        let lunch = Conversation(id: ConversationID(1), participants: [SampleFeed.anna, SampleFeed.bob])
        let films = Conversation(id: ConversationID(2), participants: [SampleFeed.anna, SampleFeed.chen])
        func message(_ id: Int, _ conversation: Conversation, _ author: UserName, _ text: String) -> DirectMessage {
            DirectMessage(id: id, conversation: conversation.id, author: author, text: text)
        }
        func shown(_ messages: [DirectMessage]) -> String {
            messages.map { "#\($0.id) \($0.author): \($0.text)" }.joined(separator: " | ")
        }

        transcript.section("plain values in, plain values out")
        try store.save(lunch)
        try store.save(films)
        try store.save([
            message(1, lunch, SampleFeed.bob, "lunch today?"), message(2, lunch, SampleFeed.anna, "yes, 1pm"),
            message(3, films, SampleFeed.chen, "film tonight?"),
            message(4, lunch, SampleFeed.bob, "Lunch at the usual place"),
        ])
        transcript.line("conversations: \(try store.conversations().map { "\($0.id)" })")
        transcript.line(
            "\(lunch.id), oldest first: \(shown(try store.messages(matching: MessageQuery(conversation: lunch.id))))")
        transcript.line(
            "\(lunch.id), newest first: \(shown(try store.messages(matching: MessageQuery(conversation: lunch.id, order: .newestFirst))))"
        )

        transcript.section("queries: unread, text contains")
        try store.markRead(upTo: 2, in: lunch.id)
        transcript.line("unread: \(shown(try store.messages(matching: MessageQuery(unreadOnly: true))))")
        transcript.line(
            "text contains 'LUNCH': \(shown(try store.messages(matching: MessageQuery(textContains: "LUNCH"))))")

        transcript.section("a batch is saved whole or not at all")
        let batch = [
            message(5, lunch, SampleFeed.anna, "see you"), message(6, lunch, SampleFeed.bob, "   "),
            message(7, lunch, SampleFeed.anna, "bring the menu"),
        ]
        for (name, engine) in [("InMemoryMessageStore", store), ("MessageSaveByOne", try copy(of: store))] {
            do {
                try engine.save(batch)
            } catch {
                let count = try engine.messages(matching: MessageQuery(conversation: lunch.id)).count
                transcript.line("\(name): \(error); \(lunch.id) holds \(count) messages")
            }
        }
    }

    /// The one-at-a-time store, filled with what `store` holds.
    private func copy(of store: any MessageStore) throws(StoreError) -> any MessageStore {
        let copy = MessageSaveByOne()
        for conversation in try store.conversations() { try copy.save(conversation) }
        try copy.save(try store.messages(matching: MessageQuery()))
        return copy
    }
}
