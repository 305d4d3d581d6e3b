import Foundation
import Futubra

/// One log entry as the server keeps it: the id it deduplicates on, its level and message.
public struct ReportedLog: Codable, Hashable, Sendable, Identifiable {
    /// The id the client gave the entry; the server keeps one entry per id.
    public var id: String
    /// The entry's level, as the client named it (`error`, `fatal`…).
    public var level: String
    /// What the entry says.
    public var message: String

    /// An entry `id` at `level` saying `message`.
    public init(id: String, level: String, message: String) {
        self.id = id
        self.level = level
        self.message = message
    }
}

/// The answer to `POST /logs`: how many entries were new, and how many the server already had.
public struct LogReceipt: Codable, Equatable, Sendable {
    /// Entries stored by this request.
    public var accepted: Int
    /// Entries whose id the server already held: a batch sent again after a lost answer.
    public var duplicates: Int

    /// A receipt for `accepted` new and `duplicates` repeated entries.
    public init(accepted: Int, duplicates: Int) {
        self.accepted = accepted
        self.duplicates = duplicates
    }
}

/// The server's log inbox, kept inside ``FeedServer``'s lock: entries deduplicated by id,
/// and every arrival kept in order, repeats included, so a test can see what was sent twice.
struct LogInbox {
    var entries: [ReportedLog] = []
    var ids: Set<String> = []
    var duplicates = 0
    /// The id of every entry received, in order, each time it arrived.
    var arrivals: [String] = []

    /// `POST /logs` with a JSON array of entries: stores the new ones, counts the others.
    mutating func route(method: String, body: Data?) -> ServerResponse {
        guard method == "POST" else { return .error(404, "no endpoint '\(method) /logs'") }
        do throws(FutubraError) {
            let batch = try FutubraJSON.decode([ReportedLog].self, from: body ?? Data())
            var receipt = LogReceipt(accepted: 0, duplicates: 0)
            for entry in batch {
                arrivals.append(entry.id)
                if ids.insert(entry.id).inserted {
                    entries.append(entry)
                    receipt.accepted += 1
                } else {
                    receipt.duplicates += 1
                }
            }
            duplicates += receipt.duplicates
            return try .ok(receipt)
        } catch {
            return .error(400, error.description)
        }
    }
}
