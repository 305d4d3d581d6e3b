/// Gives the app's screens a `PostSource` on top of the old SDK's `LegacyFeedClient`.
///
/// It passes the cursor on as the SDK's `startingAfter`, turns each item into a
/// `PostSummary` (text to numbers, milliseconds to seconds), throws
/// `PostSourceError.unavailable(status:)` when the status is not 200, and
/// `PostSourceError.unreadable(_:)` when an item misses a field or has one that is not a
/// number.
final class LegacyFeedAdapter: PostSource {
    private let client: LegacyFeedClient

    init(client: LegacyFeedClient) {
        self.client = client
    }

    func posts(after: Int?) throws -> [PostSummary] {
        let response = client.fetchItems(startingAfter: after.map(String.init))
        guard response.status == 200 else { throw PostSourceError.unavailable(status: response.status) }
        return try response.items.map(Self.post)
    }

    /// One item as a post; an item that cannot be read is an error, never skipped.
    private static func post(_ item: [String: String]) throws -> PostSummary {
        func number(_ key: String) throws -> Int {
            guard let text = item[key], let value = Int(text) else { throw PostSourceError.unreadable(key) }
            return value
        }
        guard let author = item["user"] else { throw PostSourceError.unreadable("user") }
        return PostSummary(
            id: try number("post_id"), author: author, likes: try number("like_count"),
            postedAt: Double(try number("created_ms")) / 1000)
    }
}
