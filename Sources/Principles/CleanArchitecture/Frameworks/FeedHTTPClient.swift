import Foundation
import Futubra

extension CleanArchitecture {
    /// The frameworks' layer's network library: here an in-memory server answering `GET`
    /// with JSON, standing in for a `URLSession` client. It records every request.
    ///
    /// ```swift
    /// let client = try FeedHTTPClient.serving(SampleFeed.feed().posts)
    /// let data = try client.get("/posts")
    /// ```
    final class FeedHTTPClient: FeedTransport {
        private let resources: [String: Data]
        /// The paths requested, in order.
        private(set) var requests: [String] = []

        init(resources: [String: Data]) { self.resources = resources }

        /// A client whose `/posts` answers `posts` as JSON.
        static func serving(_ posts: [Post]) throws -> FeedHTTPClient {
            FeedHTTPClient(resources: ["/posts": try FutubraJSON.encode(posts)])
        }

        func get(_ path: String) throws -> Data {
            requests.append(path)
            guard let data = resources[path] else { throw URLError(.fileDoesNotExist) }
            return data
        }
    }
}
