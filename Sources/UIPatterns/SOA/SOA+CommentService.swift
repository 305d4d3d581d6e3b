import Futubra
import FutubraServer

extension SOA {
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

        init(client: FeedClient, user: UserName) {
            api = FeedAPI(client: client, caller: "CommentService")
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
