import Foundation
import Futubra
import MessageTrace

extension CleanArchitecture {
    /// What the repository needs from a network library: bytes for a path. Declared here and
    /// implemented by the HTTP client outside.
    protocol FeedTransport {
        func get(_ path: String) throws -> Data
    }

    /// An interface adapter (a repository, or gateway): implements the use case's
    /// ``PostGateway`` by fetching JSON through a transport and making `Post` entities of it.
    /// It translates the transport's and the decoder's errors into the use case's
    /// ``PostsUnavailable``, so neither crosses inwards.
    ///
    /// ```swift
    /// let posts = try PostRepository(transport: client).posts()
    /// ```
    struct PostRepository: PostGateway {
        let transport: any FeedTransport

        func posts() throws(PostsUnavailable) -> [Post] {
            Trace.call(from: "PostRepository", to: "FeedTransport", "GET /posts")
            let data: Data
            do {
                data = try transport.get("/posts")
            } catch {
                Trace.reply(from: "FeedTransport", to: "PostRepository", "\(type(of: error))")
                throw .unreachable
            }
            Trace.reply(from: "FeedTransport", to: "PostRepository", "200, \(data.count) bytes")
            guard let posts = try? FutubraJSON.decode([Post].self, from: data) else { throw .unreadable }
            Trace.note(over: "PostRepository", "decodes \(posts.count) Post entities")
            return posts
        }
    }
}
