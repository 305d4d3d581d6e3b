import Synchronization

/// The device's connection, as a switch: while it is down, every request fails at once with
/// a transport error, as it does in airplane mode; while it loses answers, every request
/// reaches the server but its answer never comes back, as when coverage drops after a
/// request has left.
///
/// The second condition is the one a client cannot tell from the first: both end in a
/// transport error, but after a lost answer the server may already have stored the message.
///
/// ```swift
/// let link = NetworkLink()
/// link.set(up: false)    // airplane mode
/// link.loseAnswers()     // requests go out, answers are lost
/// link.set(up: true)
/// ```
final class NetworkLink: Sendable {
    /// What the link does with a request.
    enum Condition: Equatable, Sendable {
        /// Requests go out and their answers come back.
        case up
        /// Nothing leaves the device.
        case down
        /// Requests reach the server; their answers are lost on the way back.
        case losingAnswers
    }

    private let state = Mutex(Condition.up)

    /// A link that is up.
    init() {}

    /// What the link does with a request now.
    var condition: Condition { state.withLock { $0 } }

    /// Whether requests and their answers get through.
    var isUp: Bool { condition == .up }

    /// Takes the link down (`false`) or brings it back (`true`).
    func set(up: Bool) { state.withLock { $0 = up ? .up : .down } }

    /// Lets requests reach the server but loses every answer, until the link is set again.
    func loseAnswers() { state.withLock { $0 = .losingAnswers } }
}

/// An endpoint service behind a ``NetworkLink``: requests pass while the link is up, fail
/// before leaving while it is down, and reach the server without an answer while it loses
/// answers.
struct LinkedEndpointService: EndpointService {
    let service: any EndpointService
    let link: NetworkLink

    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response {
        switch link.condition {
        case .up:
            return try await service.send(request)
        case .down:
            throw .transport("the device is offline")
        case .losingAnswers:
            _ = try? await service.send(request)
            throw .transport("the connection dropped before the answer")
        }
    }
}
