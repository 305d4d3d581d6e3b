import Futubra
import FutubraDeclarative
import MessageTrace

/// What the feed views need from the backend, as a value of closures: a dependency the
/// environment carries, so each screen, preview or test gives its own.
///
/// Two clients are equal when they have the same `id`: the graph compares environment values,
/// and a view that read the client is evaluated again only when a different one is set.
struct FeedClient: Equatable {
    /// Which client this is (`live`, `stub`, `unimplemented`).
    let id: String
    var posts: @MainActor () async throws -> [String]

    static func == (lhs: FeedClient, rhs: FeedClient) -> Bool { lhs.id == rhs.id }

    /// The client a view gets when no ancestor set one: it fails, naming what is missing, so a
    /// screen, a preview or a test that forgot to inject a client finds out at once.
    static var unimplemented: FeedClient {
        FeedClient(id: "unimplemented") { throw SwiftUIPatternsError.unimplemented("FeedClient.posts") }
    }

    /// A client over `service`.
    @MainActor
    static func live(_ service: any FeedService) -> FeedClient {
        FeedClient(id: "live") {
            Trace.call(from: "FeedClient", to: "FeedService", "posts()")
            return try await service.posts().map { "#\($0.id.rawValue) \($0.author)" }
        }
    }
}

/// The key of the feed client in the environment, with its default.
private struct FeedClientKey: EnvironmentKey {
    static var defaultValue: FeedClient { .unimplemented }
}

extension EnvironmentValues {
    /// The client the feed views load with: `.environment(\.feedClient, client)` sets it for a
    /// subtree, `@Environment(\.feedClient)` reads it.
    var feedClient: FeedClient {
        get { self[FeedClientKey.self] }
        set { self[FeedClientKey.self] = newValue }
    }
}
