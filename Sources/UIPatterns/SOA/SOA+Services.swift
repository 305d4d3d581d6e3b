import Futubra
import FutubraServer

extension SOA {
    /// A regular service with one job: get the feed and keep its posts in storage.
    @MainActor
    final class FeedService {
        private let api: FeedAPI
        private let storage: StorageManager<Int, Post>

        init(api: FeedAPI, storage: StorageManager<Int, Post>) {
            self.api = api
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

    /// A regular service with one job: the signed-in user's likes.
    @MainActor
    final class LikeService {
        private let api: FeedAPI
        private let storage: StorageManager<Int, Post>
        private let user: UserName

        init(api: FeedAPI, storage: StorageManager<Int, Post>, user: UserName) {
            self.api = api
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

    /// A regular service with one job: comments, including the rule that text is required.
    @MainActor
    final class CommentService {
        /// Why a comment was not added.
        enum Failure: Error, Equatable {
            case emptyText
            case server(FeedClientError)
        }

        private let api: FeedAPI
        private let user: UserName

        init(api: FeedAPI, user: UserName) {
            self.api = api
            self.user = user
        }

        func comments(on id: PostID) async throws(FeedClientError) -> [Comment] {
            try await api.comments(on: id)
        }

        /// Adds a comment; empty text is refused before any request.
        func add(_ text: String, on id: PostID) async throws(Failure) -> Comment {
            guard (try? TextContent(text)) != nil else { throw .emptyText }
            do {
                return try await api.addComment(text, on: id, as: user)
            } catch {
                throw .server(error)
            }
        }
    }
}
