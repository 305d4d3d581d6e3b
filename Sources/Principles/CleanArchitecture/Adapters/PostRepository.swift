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
    ///
    /// ```swift
    /// let posts = try PostRepository(transport: client).posts()
    /// ```
    struct PostRepository: PostGateway {
        let transport: any FeedTransport

        func posts() throws -> [Post] {
            Trace.call(from: "PostRepository", to: "FeedHTTPClient", "GET /posts")
            let data = try transport.get("/posts")
            Trace.reply(from: "FeedHTTPClient", to: "PostRepository", "200, \(data.count) bytes")
            let posts = try FutubraJSON.decode([Post].self, from: data)
            Trace.note(over: "PostRepository", "decodes \(posts.count) Post entities")
            return posts
        }
    }
}
