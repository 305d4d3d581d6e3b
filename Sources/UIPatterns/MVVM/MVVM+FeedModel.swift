import Futubra
import FutubraServer

extension MVVM {
    /// The Model: the feed as the app knows it, kept in step with the server.
    ///
    /// It knows nothing of screens. Both view models share one model, so a like made on one
    /// screen is the model's truth for every screen.
    @MainActor
    final class FeedModel {
        /// The feed last loaded, with the changes made since.
        private(set) var feed: Feed?
        /// The signed-in user.
        let user: UserName
        private let api: FeedAPI

        init(api: FeedAPI, user: UserName) {
            self.api = api
            self.user = user
        }

        /// Loads the feed from the server.
        func loadFeed() async throws(FeedClientError) -> Feed {
            let feed = try await api.feed()
            self.feed = feed
            return feed
        }

        /// Likes the post, or withdraws the user's like if there is one.
        func toggleLike(_ id: PostID) async throws(FeedClientError) -> Post {
            let liked = feed?.post(id: id)?.isLiked(by: user) ?? false
            let post = liked ? try await api.unlike(id, as: user) : try await api.like(id, as: user)
            try? feed?.update(id: id) { $0 = post }
            return post
        }

        /// The comments of a post, from the server.
        func comments(on id: PostID) async throws(FeedClientError) -> [Comment] {
            try await api.comments(on: id)
        }

        /// Adds a comment by the user.
        func addComment(_ text: String, on id: PostID) async throws(FeedClientError) -> Comment {
            try await api.addComment(text, on: id, as: user)
        }
    }
}
