import PatternContracts
import Testing

@testable import Drill

@Suite("Multiton drill", .timeLimit(.minutes(1)), .watchdog)
struct MultitonDrillTests {
    /// Endpoints that differ only slightly: a digit that moves from the host to the port, a port alone.
    static let endpoints = [
        Endpoint(host: "cdn1", port: 80), Endpoint(host: "cdn", port: 180), Endpoint(host: "cdn", port: 8080),
        Endpoint(host: "api", port: 443),
    ]

    /// A fresh registry whose clients are made through the checker's `creating`, so it can
    /// count them and hold the first one open while a second caller asks.
    static func registry(_ creating: @escaping @Sendable (Endpoint) -> Void) -> @Sendable (Endpoint) -> EndpointClient {
        let registry = ClientRegistry { endpoint in
            creating(endpoint)
            return EndpointClient(endpoint: endpoint)
        }
        return { registry.client(for: $0) }
    }

    @Test("the registry gives one client per endpoint, and a client of its own to every other endpoint")
    func onePerEndpoint() async {
        await checkFlyweightContract([.sharesPerKey, .distinctKeys], keys: Self.endpoints, make: Self.registry)
    }

    @Test("two callers asking at the same moment for a new endpoint share one client")
    func sharedUnderConcurrentFirstUse() async {
        await checkFlyweightContract(
            [.sharedUnderConcurrentFirstUse], keys: Array(Self.endpoints.prefix(2)), make: Self.registry)
    }
}
