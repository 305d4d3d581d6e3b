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
    /// Keyed on the endpoint itself: its synthesized `Hashable` compares host and port as
    /// two fields, so no two endpoints share a key.
    private let clients = Mutex<[Endpoint: EndpointClient]>([:])
    /// Makes an endpoint's client (a test passes its own, to count the clients made).
    private let makeClient: @Sendable (Endpoint) -> EndpointClient

    init(makeClient: @escaping @Sendable (Endpoint) -> EndpointClient = { EndpointClient(endpoint: $0) }) {
        self.makeClient = makeClient
    }

    /// The client of `endpoint`, made now if this is the first request for it. Looking up,
    /// making and storing are one critical section: a second caller asking for the same new
    /// endpoint waits on the lock, then finds the first one's client.
    func client(for endpoint: Endpoint) -> EndpointClient {
        clients.withLock { clients in
            if let existing = clients[endpoint] {
                return existing
            }
            let created = makeClient(endpoint)
            clients[endpoint] = created
            return created
        }
    }
}
