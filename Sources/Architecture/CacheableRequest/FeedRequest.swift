import Foundation
import Futubra

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request to the Futubra API, as a value: a method, a path, its parameters and a body.
///
/// Because it is a value (`Hashable`, `Codable`, `Sendable`), it can be a cache key (the
/// same path with other parameters is another key), be sent again unchanged for a retry,
/// be changed into the next request (the next page) without touching the one in flight,
/// and be archived with any `Encoder` (an offline queue persists requests this way).
///
/// ```swift
/// let first = FeedRequest.posts(limit: 2)          // GET /posts?limit=2&offset=0
/// let second = first.nextPage()                     // GET /posts?limit=2&offset=2
/// let retry = first                                 // the same request, sent again
/// ```
struct FeedRequest: Hashable, Codable, Sendable {
    /// The HTTP method.
    var method: String
    /// The path under the API's base URL, such as `/posts`.
    var path: String
    /// The query parameters; their order never matters.
    var parameters: [String: String]
    /// The JSON body of a write (`POST /posts/4/like` carries `{"user": …}`); `nil` for a read.
    var body: Data?

    /// A request for `method` and `path` with `parameters` and `body`.
    init(_ method: String = "GET", _ path: String, parameters: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.path = path
        self.parameters = parameters
        self.body = body
    }

    /// Whether sending it twice has the effect of sending it once (RFC 9110): `GET`, `HEAD`,
    /// `PUT`, `DELETE` and `OPTIONS`; a `POST` that may have been applied is never re-sent.
    var isIdempotent: Bool { ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"].contains(method) }

    /// The first page of the feed, `limit` posts at a time, optionally only `author`'s.
    static func posts(limit: Int, author: UserName? = nil) -> FeedRequest {
        var parameters = ["offset": "0", "limit": "\(limit)"]
        parameters["author"] = author?.rawValue
        return FeedRequest("GET", "/posts", parameters: parameters)
    }

    /// This request with `name` set to `value`; `self` is unchanged.
    func setting(_ name: String, to value: String) -> FeedRequest {
        var next = self
        next.parameters[name] = value
        return next
    }

    /// The request for the page after this one: `offset` moved on by `limit`.
    func nextPage() -> FeedRequest {
        let offset = Int(parameters["offset"] ?? "0") ?? 0
        let limit = Int(parameters["limit"] ?? "20") ?? 20
        return setting("offset", to: "\(offset + limit)")
    }

    /// The parameters in name order, as they appear in the URL.
    var queryItems: [URLQueryItem] {
        parameters.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    }

    /// The `URLRequest` that sends this request to the API at `baseURL`.
    func urlRequest(relativeTo baseURL: URL) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !parameters.isEmpty { components?.queryItems = queryItems }
        var request = URLRequest(url: components?.url ?? baseURL)
        request.httpMethod = method
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}

extension FeedRequest: CustomStringConvertible {
    /// `GET /posts?limit=2&offset=0`.
    var description: String {
        let query = queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        return "\(method) \(path)" + (query.isEmpty ? "" : "?" + query)
    }
}
