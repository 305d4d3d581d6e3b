import ExampleKit
import Foundation
import Futubra
import FutubraServer

/// Plays the persistence layer: plain values in and out, queries and ordering, a batch saved
/// whole or not at all beside a store that saves one message at a time, then the engine
/// swapped mid-run from memory to a SQLite file, with the callers' code unchanged.
package struct PersistenceLayerExample: Example {
    package static let id = "persistence-layer"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        var store: any MessageStore = InMemoryMessageStore()
        let lunch = Conversation(id: ConversationID(1), participants: [SampleFeed.anna, SampleFeed.bob])
        let films = Conversation(id: ConversationID(2), participants: [SampleFeed.anna, SampleFeed.chen])
        func message(_ id: Int, _ conversation: Conversation, _ author: UserName, _ text: String) -> DirectMessage {
            DirectMessage(id: id, conversation: conversation.id, author: author, text: text)
        }
        func shown(_ messages: [DirectMessage]) -> String {
            messages.map { "#\($0.id) \($0.author): \($0.text)" }.joined(separator: " | ")
        }
        // The callers' code: the same calls whatever engine `store` is.
        func readBack() throws {
            transcript.line("\(type(of: store)):")
            transcript.line(
                "  \(lunch.id): \(shown(try store.messages(matching: MessageQuery(conversation: lunch.id))))")
            transcript.line("  unread: \(shown(try store.messages(matching: MessageQuery(unreadOnly: true))))")
            transcript.line(
                "  text contains 'LUNCH', newest first: "
                    + shown(try store.messages(matching: MessageQuery(textContains: "LUNCH", order: .newestFirst))))
        }
        let batch = [
            message(5, lunch, SampleFeed.anna, "see you"), message(6, lunch, SampleFeed.bob, "   "),
            message(7, lunch, SampleFeed.anna, "bring the menu"),
        ]
        func trySaving(_ engine: any MessageStore) throws {
            do {
                try engine.save(batch)
            } catch {
                let count = try engine.messages(matching: MessageQuery(conversation: lunch.id)).count
                transcript.line("\(type(of: engine)): \(error); \(lunch.id) holds \(count) messages")
            }
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
        try store.markRead(upTo: 2, in: lunch.id)
        try readBack()

        transcript.section("a batch is saved whole or not at all")
        let byOne = MessageSaveByOne()
        try store.copy(into: byOne)
        try trySaving(store)
        try trySaving(byOne)

        transcript.section("the engine swapped mid-run: a SQLite file")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("persistence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("messages.sqlite")
        let memory = store
        store = try SQLiteMessageStore(file: file)
        try memory.copy(into: store)
        try readBack()
        try trySaving(store)

        transcript.section("the file outlives the process's store")
        store = InMemoryMessageStore()  // the SQLite store is released: its file is closed
        let reopened = try SQLiteMessageStore(file: file)
        transcript.line(
            "reopened: schema version \(try reopened.schemaVersion), "
                + "\(try reopened.messages(matching: MessageQuery()).count) messages, "
                + "unread \(try reopened.messages(matching: MessageQuery(unreadOnly: true)).map(\.id))")
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("milk, bread, tea\n".utf8).write(to: notes)
        do {
            _ = try SQLiteMessageStore(file: notes)
        } catch {
            let unchanged = try Data(contentsOf: notes) == Data("milk, bread, tea\n".utf8)
            transcript.line(
                "notes.txt opened as a message file: \(error.kind), \(unchanged ? "left unchanged" : "CHANGED")")
        }
    }
}

extension StoreError {
    /// The kind of refusal, without the file's path (which differs from run to run).
    var kind: String {
        switch self {
        case .unknownConversation: "unknown conversation"
        case .invalidMessage: "invalid message"
        case .unreadableFile: "refused as not a readable message file"
        case .foreignFile: "refused as another program's database"
        case .newerSchema: "refused as written by a newer app"
        case .engineFailed: "the engine failed"
        }
    }
}
