import Synchronization

/// The device's connection, as a switch: while it is down, every request fails at once with
/// a transport error, as it does in airplane mode.
final class NetworkLink: Sendable {
    private let down = Mutex(false)

    /// A link that is up.
    init() {}

    /// Whether requests can leave the device.
    var isUp: Bool { !down.withLock { $0 } }

    /// Takes the link down (`false`) or brings it back (`true`).
    func set(up: Bool) { down.withLock { $0 = !up } }
}

/// An endpoint service behind a ``NetworkLink``: requests pass while the link is up.
struct LinkedEndpointService: EndpointService {
    let service: any EndpointService
    let link: NetworkLink

    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response {
        guard link.isUp else { throw .transport("the device is offline") }
        return try await service.send(request)
    }
}
