import Foundation
import Futubra

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Futubra API as the app sees it: typed calls over `URLSession`.
///
/// Model layers depend on this client, never on URLs or JSON. It works against any base URL;
/// ``init(server:)`` points it at an in-process ``FeedServer``.
///
/// ```swift
/// let client = FeedClient(server: server)
/// let feed = try await client.feed()
/// let post = try await client.like(PostID(3), as: SampleFeed.eve)
/// ```
package struct FeedClient: Sendable {
    /// Where the API lives.
    package let baseURL: URL
    private let session: URLSession

    /// A client for the API at `baseURL`, sending through `session`.
    package init(baseURL: URL, session: URLSession) {
        self.baseURL = baseURL
        self.session = session
    }

    /// A client for `server`, through a session that reaches it in memory.
    package init(server: FeedServer) {
        self.init(baseURL: server.baseURL, session: server.makeSession())
    }

    /// `GET /feed`.
    package func feed() async throws(FeedClientError) -> Feed {
        try await send("GET", "/feed", as: Feed.self)
    }

    /// `POST /posts/{id}/like`: `user` likes the post; returns the post as it is now.
    package func like(_ post: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try await send("POST", "/posts/\(post.rawValue)/like", body: LikeBody(user: user), as: Post.self)
    }

    /// `POST /posts/{id}/unlike`: `user` withdraws the like; returns the post as it is now.
    package func unlike(_ post: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try await send("POST", "/posts/\(post.rawValue)/unlike", body: LikeBody(user: user), as: Post.self)
    }

    /// `GET /posts/{id}/comments`.
    package func comments(on post: PostID) async throws(FeedClientError) -> [Comment] {
        try await send("GET", "/posts/\(post.rawValue)/comments", as: [Comment].self)
    }

    /// `POST /posts/{id}/comments`: adds a text comment; the server rejects empty text with 400.
    package func addComment(_ text: String, on post: PostID, as author: UserName) async throws(FeedClientError)
        -> Comment
    {
        try await send(
            "POST", "/posts/\(post.rawValue)/comments", body: CommentBody(author: author, text: text),
            as: Comment.self)
    }

    /// The body of a like or unlike: who.
    private struct LikeBody: Encodable {
        var user: UserName
    }

    /// The body of a new comment: who and what.
    private struct CommentBody: Encodable {
        var author: UserName
        var text: String
    }

    /// The body of a GET: none.
    private struct NoBody: Encodable {}

    private func send<Answer: Decodable>(
        _ method: String, _ path: String, body: some Encodable = NoBody(), as answer: Answer.Type
    ) async throws(FeedClientError) -> Answer {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        if method == "POST" {
            request.httpBody = try? FutubraJSON.encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw .transport(error.localizedDescription)
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            let message = (try? FutubraJSON.decode(ServerResponse.ErrorBody.self, from: data))?.error
            throw .status(status, message: message ?? "")
        }
        do {
            return try FutubraJSON.decode(answer, from: data)
        } catch {
            throw .invalidResponse(error.description)
        }
    }
}
