import ContractSupport
import Testing

@testable import Creational

/// The multiton's contract: one instance per key, made once per key, even under concurrency.
@Suite("Multiton", .timeLimit(.minutes(1)), .watchdog)
struct MultitonTests {
    /// A connection made in the test, so a fresh registry can count what its factory made.
    private final class Connection: Sendable {
        let host: APIHost
        init(host: APIHost) { self.host = host }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("500 concurrent requests for three hosts create exactly three instances, one per host") {
            let made = CallCounter()
            // The feed connection's creation is held open until other callers are in the
            // registry, so a registry that created outside its lock would make a second one.
            let race = FirstUseRace()
            let registry = InstanceRegistry<APIHost, Connection> { host in
                if host == .feed { race.holdFirstCreation() }
                made.increment()
                return Connection(host: host)
            }
            let seen = try await FirstUseRace.alone {
                await withTaskGroup(of: (APIHost, ObjectIdentifier, APIHost).self) { group in
                    for index in 0..<500 {
                        let host = APIHost.allCases[index % APIHost.allCases.count]
                        group.addTask {
                            race.arrive()
                            let connection = registry.instance(for: host)
                            return (host, ObjectIdentifier(connection), connection.host)
                        }
                    }
                    var seen: [(APIHost, ObjectIdentifier, APIHost)] = []
                    for await entry in group {
                        seen.append(entry)
                    }
                    return seen
                }
            }
            expect(seen.count, equals: 500)
            expect(made.value, equals: 3)
            expect(registry.creationCount, equals: 3)
            for host in APIHost.allCases {
                expect(Set(seen.filter { $0.0 == host }.map(\.1)).count, equals: 1)
            }
            expect(Set(seen.map(\.1)).count, equals: 3)
            expect(seen.allSatisfy { $0.0 == $0.2 })
        },
        Check("asking twice for the same host gives the same client; different hosts give different clients") {
            expect(APIClient.shared(for: .media) === APIClient.shared(for: .media))
            expect(APIClient.shared(for: .media) !== APIClient.shared(for: .feed))
            expect(APIClient.shared(for: .auth).host, equals: .auth)
        },
        Check("a fresh registry starts empty, so a test can use its own instead of the global one") {
            let made = CallCounter()
            let registry = InstanceRegistry<APIHost, Connection> { host in
                made.increment()
                return Connection(host: host)
            }
            expect(registry.keys.isEmpty)
            expect(made.value, equals: 0)
            _ = registry.instance(for: .feed)
            expect(registry.keys, equals: [.feed])
            expect(made.value, equals: 1)
        },
        Check("requests sent by different callers for one host all go over that host's one client") {
            // The auth host: no example sends requests to it, so the count is this test's alone.
            let client = APIClient.shared(for: .auth)
            let before = client.requestCount
            expect(APIClient.shared(for: .auth).get("/token"), equals: "GET https://auth.futubra.example/token")
            APIClient.shared(for: .auth).get("/refresh")
            expect(client.requestCount, equals: before + 2)
        },
        Check("the app's clients are made once per host, even when 300 tasks ask at the same moment") {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<300 {
                    group.addTask { _ = APIClient.shared(for: APIHost.allCases[index % 3]) }
                }
            }
            expect(APIClient.registry.keys, equals: Set(APIHost.allCases))
            expect(APIClient.registry.creationCount, equals: APIHost.allCases.count)
        },
        Check("an instance is made only when its key is first asked for, and never again") {
            let made = CallCounter()
            let registry = InstanceRegistry<APIHost, Connection> { host in
                made.increment()
                return Connection(host: host)
            }
            let first = registry.instance(for: .auth)
            let again = registry.instance(for: .auth)
            expect(first === again)
            expect(made.value, equals: 1)
            expect(!registry.keys.contains(.media))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
