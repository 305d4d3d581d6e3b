/// Gives the app's screens a `PostSource` on top of the old SDK's `LegacyFeedClient`. TODO
///
/// It passes the cursor on as the SDK's `startingAfter`, turns each item into a
/// `PostSummary` (text to numbers, milliseconds to seconds), throws
/// `PostSourceError.unavailable(status:)` when the status is not 200, and
/// `PostSourceError.unreadable(_:)` when an item misses a field or has one that is not a
/// number.
final class LegacyFeedAdapter: PostSource {
    init(client: LegacyFeedClient) {}

    func posts(after: Int?) throws -> [PostSummary] {
        []
    }
}
