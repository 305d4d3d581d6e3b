import Futubra
import FutubraServer

extension SOA {
    /// A regular service with one job: the signed-in user's likes.
    @MainActor
    final class LikeService {
        private let api: FeedAPI
        private let storage: StorageManager<Int, Post>
        private let user: UserName

        init(client: FeedClient, storage: StorageManager<Int, Post>, user: UserName) {
            api = FeedAPI(client: client, caller: "LikeService")
            self.storage = storage
            self.user = user
        }

        /// Whether the user likes the stored post `id`.
        func isLiked(_ id: PostID) -> Bool {
            storage.fetch(id.rawValue)?.isLiked(by: user) ?? false
        }

        /// Likes or unlikes `id` on the server and stores the answer.
        func toggle(_ id: PostID) async throws(FeedClientError) -> Post {
            let post = isLiked(id) ? try await api.unlike(id, as: user) : try await api.like(id, as: user)
            storage.save(post, for: post.id.rawValue)
            return post
        }
    }
}
