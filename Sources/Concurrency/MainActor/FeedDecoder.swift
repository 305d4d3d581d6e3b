import Foundation
import Futubra
import MessageTrace

/// Turns the JSON of a list of posts into posts, off the main actor.
///
/// Intent: decoding a long feed takes time; on the main actor it would freeze scrolling.
/// `posts(from:)` is `@concurrent`: whoever calls it, even a `@MainActor` view model, it
/// runs on the global concurrent executor, and the caller resumes on its own actor when it
/// returns. Without the attribute a `nonisolated async` function runs off the caller's actor
/// only while the module keeps Swift 6's default; with Swift 6.2's
/// `NonisolatedNonsendingByDefault` (part of "approachable concurrency") it would run on the
/// caller's actor, here the main actor. `@concurrent` says what is meant in both.
///
/// ```swift
/// let posts = try await FeedDecoder().posts(from: data)   // decoded off the main actor
/// ```
struct FeedDecoder: Sendable {
    /// The decoding itself: JSON by default; a test puts a recording double here.
    var decode: @Sendable (Data) throws -> [Post] = { data in try FutubraJSON.decode([Post].self, from: data) }

    /// The posts in `data`, decoded on the global concurrent executor.
    @concurrent func posts(from data: Data) async throws -> [Post] {
        let posts = try decode(data)
        Trace.note(over: "FeedDecoder", "decoded \(posts.count) (on the main actor: \(MainQueue.isCurrent))")
        return posts
    }
}
