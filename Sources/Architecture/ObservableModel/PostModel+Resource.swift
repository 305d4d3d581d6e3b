import Foundation
import Futubra
import MessageTrace

/// The model acts on its own resource, `/posts/{id}`: it sends the request, and merges what
/// the server answers, so every view that holds the model hears the change.
///
/// The API offers, for one post: reading its comments (`GET /posts/{id}/comments`), liking and
/// withdrawing a like (`POST /posts/{id}/like`, `…/unlike`, answered with the post), and
/// adding a comment (`POST /posts/{id}/comments`, answered with the comment). It offers no
/// read or delete of one post: a post is read in a page of the feed, and merged from there.
extension PostModel {
    /// The path of the post on the API: `/posts/3`.
    var resourcePath: String { "/posts/\(fields.id)" }

    /// `user` likes the post: `POST /posts/{id}/like` through `transport`, the answer merged.
    @discardableResult
    func like(as user: UserName, through transport: RequestTransport) async throws(ArchitectureError)
        -> Set<Property>
    {
        try merge(json: await send("POST", resourcePath + "/like", ["user": user.rawValue], through: transport))
    }

    /// `user` withdraws a like: `POST /posts/{id}/unlike` through `transport`, the answer merged.
    @discardableResult
    func unlike(as user: UserName, through transport: RequestTransport) async throws(ArchitectureError)
        -> Set<Property>
    {
        try merge(json: await send("POST", resourcePath + "/unlike", ["user": user.rawValue], through: transport))
    }

    /// Reloads the comments: `GET /posts/{id}/comments` through `transport`.
    @discardableResult
    func reloadComments(through transport: RequestTransport) async throws(ArchitectureError) -> Set<Property> {
        let data = try await send("GET", resourcePath + "/comments", nil, through: transport)
        return try replaceComments(with: decode([Comment].self, from: data))
    }

    /// `author` comments `text`: `POST /posts/{id}/comments` through `transport`; the comment
    /// the server made is added to the model's comments.
    @discardableResult
    func comment(_ text: String, as author: UserName, through transport: RequestTransport)
        async throws(ArchitectureError) -> Set<Property>
    {
        let data = try await send(
            "POST", resourcePath + "/comments", ["author": author.rawValue, "text": text], through: transport)
        let made = try decode(Comment.self, from: data)
        return try replaceComments(with: fields.comments.filter { $0.id != made.id } + [made])
    }

    private func send(_ method: String, _ path: String, _ body: [String: String]?, through transport: RequestTransport)
        async throws(ArchitectureError) -> Data
    {
        var request = FeedRequest(method, path)
        if let body { request.body = try encode(body) }
        Trace.call(from: "PostModel", to: transport.name, request.description)
        do {
            return try await transport.send(request)
        } catch let error as ArchitectureError {
            throw error
        } catch {
            throw .network("\(error)")
        }
    }

    /// The model's JSON with other comments, merged: the change is reported as `comments`.
    private func replaceComments(with comments: [Comment]) throws(ArchitectureError) -> Set<Property> {
        var newer = fields
        newer.comments = comments
        return try merge(json: newer.json())
    }

    private func encode(_ body: [String: String]) throws(ArchitectureError) -> Data {
        do {
            return try FutubraJSON.encode(body)
        } catch {
            throw .invalidJSON(error.description)
        }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(ArchitectureError) -> Value {
        do {
            return try FutubraJSON.decode(type, from: data)
        } catch {
            throw .invalidJSON(error.description)
        }
    }
}
