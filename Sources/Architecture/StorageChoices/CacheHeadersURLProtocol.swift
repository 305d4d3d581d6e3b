import Foundation
import FutubraServer
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers a `URLSession`'s requests from a ``FeedServer``, adding the `Cache-Control`
/// header an API sends to say how long an answer may be reused.
///
/// The server answers the API; this protocol stands where an HTTP server's configuration
/// (or a CDN) would add caching headers: `cacheControl` maps a path to its header, nil for
/// none. Foundation creates the protocol's instances, so each session's server and rule are
/// found by host in a table that holds the server weakly.
final class CacheHeadersURLProtocol: URLProtocol {
    /// One registered server and its caching rule.
    private struct Route {
        weak var server: FeedServer?
        let cacheControl: @Sendable (String) -> String?
    }

    private static let routes = Mutex<[String: Route]>([:])

    /// A session whose requests `server` answers, with `cacheControl(path)` as each answer's
    /// `Cache-Control` header.
    static func session(for server: FeedServer, cacheControl: @escaping @Sendable (String) -> String?) -> URLSession {
        routes.withLock { $0[server.host] = Route(server: server, cacheControl: cacheControl) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CacheHeadersURLProtocol.self]
        // Only the cache in front of the session keeps answers: on Apple platforms the
        // session's own cache would otherwise reuse them on the wall clock.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool {
        guard let host = request.url?.host else { return false }
        return routes.withLock { $0[host] != nil }
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let host = url.host, let route = Self.routes.withLock({ $0[host] }),
            let server = route.server
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let answer = server.respond(method: request.httpMethod ?? "GET", path: url.path, body: request.httpBody)
        var headers = ["Content-Type": "application/json"]
        headers["Cache-Control"] = route.cacheControl(url.path)
        if let response = HTTPURLResponse(
            url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)
        {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .allowed)
        }
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
