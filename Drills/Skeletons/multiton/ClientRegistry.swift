import Synchronization

/// Where an API client talks to: a host and a port.
struct Endpoint: Hashable, Sendable, CustomStringConvertible {
    let host: String
    let port: Int

    var description: String { "\(host) port \(port)" }
}

/// The client of one endpoint: costly to make (a session, its connections), so one per endpoint.
final class EndpointClient: Sendable {
    let endpoint: Endpoint

    init(endpoint: Endpoint) {
        self.endpoint = endpoint
    }
}

/// One client per endpoint, made on the first request for that endpoint and the same one
/// from then on, from any task: a multiton.
///
/// ```swift
/// let clients = ClientRegistry()
/// clients.client(for: media) === clients.client(for: media)   // true
/// ```
final class ClientRegistry: Sendable {
    private let clients = Mutex<[String: EndpointClient]>([:])
    /// Makes an endpoint's client (a test passes its own, to count the clients made).
    private let makeClient: @Sendable (Endpoint) -> EndpointClient

    init(makeClient: @escaping @Sendable (Endpoint) -> EndpointClient = { EndpointClient(endpoint: $0) }) {
        self.makeClient = makeClient
    }

    /// The client of `endpoint`, made now if this is the first request for it.
    func client(for endpoint: Endpoint) -> EndpointClient {
        // BUG 1: "cdn1" port 80 and "cdn" port 180 both become "cdn180": two endpoints, one client.
        let key = "\(endpoint.host)\(endpoint.port)"
        if let existing = clients.withLock({ $0[key] }) {
            return existing
        }
        // BUG 2: between the look-up above and the store below, a second caller asking for
        // the same new endpoint finds nothing either, and makes a client of its own.
        let created = makeClient(endpoint)
        clients.withLock { $0[key] = created }
        return created
    }
}
