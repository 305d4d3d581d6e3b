import Synchronization

/// The servers the Futubra app talks to: a fixed set, so a fixed number of clients.
///
/// ```swift
/// APIClient.shared(for: .media).host.rawValue   // "media.futubra.example"
/// ```
enum APIHost: String, CaseIterable, Sendable {
    /// Posts, likes and comments.
    case feed = "api.futubra.example"
    /// Images and videos.
    case media = "media.futubra.example"
    /// Sign-in and tokens.
    case auth = "auth.futubra.example"
}

/// A connection to one Futubra host: exactly one per host, reached through ``shared(for:)``.
///
/// Each client holds what is worth keeping per host (here, the count of requests sent
/// over its connection, standing in for a keep-alive connection and its cookies). Two
/// clients for one host would open two connections and split that state; a single client
/// for all hosts would mix them. So there is one instance per key: a multiton.
///
/// ```swift
/// let media = APIClient.shared(for: .media)
/// media.get("/thumbnails/3")
/// ```
final class APIClient: Sendable {
    /// The clients made so far, one per host.
    static let registry = InstanceRegistry<APIHost, APIClient> { APIClient(host: $0) }

    /// The one client for `host`, made on the first request for it.
    static func shared(for host: APIHost) -> APIClient {
        registry.instance(for: host)
    }

    /// The host this client talks to.
    let host: APIHost

    private let sent = Mutex(0)

    private init(host: APIHost) {
        self.host = host
    }

    /// Sends a GET for `path` over this client's connection and returns the request line.
    @discardableResult
    func get(_ path: String) -> String {
        sent.withLock { $0 += 1 }
        return "GET https://\(host.rawValue)\(path)"
    }

    /// How many requests this client has sent.
    var requestCount: Int {
        sent.withLock { $0 }
    }
}
