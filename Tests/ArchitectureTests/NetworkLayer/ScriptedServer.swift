import Foundation
import Synchronization

@testable import Architecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server that answers from a script, reached through a real `URLSession`: each request
/// gets the next answer the test wrote for its method and path. It can also hold a request
/// in flight (answering nothing until `URLSession` stops it), so a test can cancel a request
/// that has really left.
///
/// ```swift
/// let server = ScriptedServer()
/// server.script("GET /conversations", .status(429, headers: ["Retry-After": "2"]), .status(200, body: "[]"))
/// let service = server.service(clock: VirtualClock())
/// ```
final class ScriptedServer: Sendable {
    /// One answer.
    enum Answer: Sendable {
        /// A status, headers and a JSON body.
        case status(Int, headers: [String: String] = [:], body: String = "{}")
        /// No answer until `URLSession` stops the request.
        case hold
        /// The connection drops.
        case drop
    }

    private struct State {
        var answers: [String: [Answer]] = [:]
        var log: [String] = []
        var stopped = 0
    }

    /// The host this server answers for.
    let host: String
    private let state = Mutex(State())
    /// Requests that reached the server (answered or held).
    let arrived = EventCount()

    /// A server with an empty script, reachable at a fresh host.
    init() {
        host = "\(UUID().uuidString.lowercased()).scripted.test"
        ScriptedURLProtocol.servers.withLock { $0[host] = ScriptedURLProtocol.Entry(server: self) }
    }

    deinit {
        _ = ScriptedURLProtocol.servers.withLock { $0.removeValue(forKey: host) }
    }

    /// Adds `answers` for the requests `key` (`GET /conversations`), in order.
    func script(_ key: String, _ answers: Answer...) {
        state.withLock { $0.answers[key, default: []] += answers }
    }

    /// Every request answered or held so far: `GET /conversations -> 429`.
    var log: [String] { state.withLock { $0.log } }

    /// How many held requests `URLSession` stopped.
    var stopped: Int { state.withLock { $0.stopped } }

    /// An endpoint service over a `URLSession` that reaches this server.
    func service(
        tokens: any AccessTokens = SharedTokens(accessToken: "token-1", refreshToken: "refresh-1"),
        retry: RetryRule = .standard, clock: some Clock<Duration>
    ) -> URLSessionEndpointService {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ScriptedURLProtocol.self]
        var components = URLComponents()
        (components.scheme, components.host) = ("http", host)
        return URLSessionEndpointService(
            baseURL: components.url ?? URL(fileURLWithPath: "/"), session: URLSession(configuration: configuration),
            tokens: tokens, retry: retry, clock: clock)
    }

    fileprivate func answer(_ key: String) -> Answer {
        let answer = state.withLock { state in
            let answer = state.answers[key]?.isEmpty == false ? state.answers[key]?.removeFirst() : nil
            let shown: String
            switch answer {
            case .status(let status, _, _): shown = "\(status)"
            case .hold: shown = "held"
            case .drop: shown = "dropped"
            case nil: shown = "unscripted"
            }
            state.log.append("\(key) -> \(shown)")
            return answer ?? .status(599, body: #"{"error": "no answer scripted for '\#(key)'"}"#)
        }
        arrived.increment()
        return answer
    }

    fileprivate func stop() { state.withLock { $0.stopped += 1 } }
}

/// Answers the requests of a ``ScriptedServer``'s session. Foundation makes the instances, so
/// the server is found by host name.
final class ScriptedURLProtocol: URLProtocol {
    /// A server held weakly: the table never keeps one alive.
    struct Entry {
        weak var server: ScriptedServer?
    }

    /// The live servers by host.
    static let servers = Mutex<[String: Entry]>([:])

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix(".scripted.test") ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let host = url.host, let server = Self.servers.withLock({ $0[host]?.server })
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        switch server.answer("\(request.httpMethod ?? "GET") \(url.path)") {
        case .hold:
            return
        case .drop:
            client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
        case .status(let status, let headers, let body):
            var fields = headers
            fields["Content-Type"] = "application/json"
            if let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
            {
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            }
            client?.urlProtocol(self, didLoad: Data(body.utf8))
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {
        guard let host = request.url?.host, let server = Self.servers.withLock({ $0[host]?.server }) else { return }
        server.stop()
    }
}
