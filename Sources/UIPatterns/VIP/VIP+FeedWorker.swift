import Futubra
import FutubraServer

extension VIP {
    /// The Worker: the server calls the interactors need, and nothing else.
    @MainActor
    struct FeedWorker: FeedWorking {
        private let api: FeedAPI

        init(client: FeedClient) {
            api = FeedAPI(client: client, caller: "FeedWorker")
        }

        func fetchFeed() async throws(FeedClientError) -> Feed {
            try await api.feed()
        }

        func setLike(_ liked: Bool, on id: PostID, by user: UserName) async throws(FeedClientError) -> Post {
            liked ? try await api.like(id, as: user) : try await api.unlike(id, as: user)
        }

        func comments(on id: PostID) async throws(FeedClientError) -> [Comment] {
            try await api.comments(on: id)
        }

        func addComment(_ text: String, on id: PostID, by user: UserName) async throws(FeedClientError) -> Comment {
            try await api.addComment(text, on: id, as: user)
        }
    }
}
