import Futubra

/// Dependency injection: an object is handed what it needs instead of making or finding it.
///
/// The kinds shown here: constructor injection (``FeedLoader``), property injection
/// (``FeedViewController``), method injection (``CommentComposer``); the options to avoid, an
/// ambient context (``AmbientCommentComposer``) and a service locator (``LocatorFeedLoader``);
/// a small container with lifetimes (``DependencyContainer``); and a dependency passed down a
/// chain, fetched from a singleton, or injected (``CommentList``).
enum DependencyInjection {
    /// Where the feed comes from: the dependency the loaders need.
    protocol FeedClient: Sendable {
        /// The feed's posts; throws when they cannot be fetched.
        func posts() throws(ClientFailure) -> [Post]
    }

    /// Why a client could not fetch the feed.
    struct ClientFailure: Error, Equatable, Sendable {
        let reason: String
    }

    /// The app's client: the sample feed, as the server would send it.
    final class ServerFeedClient: FeedClient {
        /// A name, to tell instances apart.
        let name: String

        init(name: String = "server") {
            self.name = name
        }

        func posts() throws(ClientFailure) -> [Post] {
            do {
                return try SampleFeed.feed().posts
            } catch {
                throw ClientFailure(reason: "\(error)")
            }
        }
    }

    /// What a loader shows for a feed: one headline per post, or the failure.
    static func headlines(from client: any FeedClient) -> [String] {
        do throws(ClientFailure) {
            return try client.posts().map { "\($0.id) \($0.author)" }
        } catch {
            return ["could not load: \(error.reason)"]
        }
    }
}
