import Futubra
import FutubraServer

extension SOA {
    /// A regular service with one job: get the feed and keep its posts in storage.
    @MainActor
    final class FeedService {
        private let api: FeedAPI
        private let storage: StorageManager<Int, Post>

        init(client: FeedClient, storage: StorageManager<Int, Post>) {
            api = FeedAPI(client: client, caller: "FeedService")
            self.storage = storage
        }

        /// The posts as stored, changes by other services included.
        var posts: [Post] { storage.fetchAll() }

        /// Loads the feed from the server and stores its posts.
        func refresh() async throws(FeedClientError) -> [Post] {
            let feed = try await api.feed()
            storage.deleteAll()
            for post in feed.posts { storage.save(post, for: post.id.rawValue) }
            return posts
        }
    }
}
