import ExampleKit

/// Plays the multiton: screens share one client per host, and a burst of concurrent
/// requests still finds exactly one client per host.
public struct MultitonExample: Example {
    public static let id = "multiton"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        transcript.section("one client per host")
        let feedClient = APIClient.shared(for: .feed)
        let before = feedClient.requestCount
        transcript.line("feed screen: \(send("/feed", to: .feed, from: "FeedScreen", in: transcript))")
        transcript.line(
            "profile screen: \(send("/users/anna/posts", to: .feed, from: "ProfileScreen", in: transcript))")
        transcript.line(
            "both screens used one client, whose connection carried \(feedClient.requestCount - before) requests")
        let mediaClient = APIClient.shared(for: .media)
        transcript.line(
            "thumbnail loader: \(send("/thumbnails/3", to: .media, from: "ThumbnailLoader", in: transcript))")
        transcript.line("is the media client the feed client? \(mediaClient === feedClient ? "yes" : "no")")

        transcript.section("300 requests at once")
        let seen = await withTaskGroup(of: (APIHost, ObjectIdentifier).self) { group in
            for index in 0..<300 {
                let host = APIHost.allCases[index % APIHost.allCases.count]
                group.addTask { (host, ObjectIdentifier(APIClient.shared(for: host))) }
            }
            var seen: [APIHost: Set<ObjectIdentifier>] = [:]
            for await (host, identity) in group {
                seen[host, default: []].insert(identity)
            }
            return seen
        }
        for host in APIHost.allCases {
            transcript.line("\(host.rawValue): \(seen[host]?.count ?? 0) client")
        }
        let registered = APIClient.registry.keys.count
        transcript.line("clients in the registry: \(registered), made: \(APIClient.registry.creationCount)")
        transcript.line("`APIClient(host:)` does not compile: only the registry makes clients")
    }

    /// Asks the registry for `host`'s client and sends a GET on it, recording both calls.
    private func send(_ path: String, to host: APIHost, from caller: String, in transcript: Transcript) -> String {
        transcript.trace(from: caller, to: "APIClient", "shared(for: .\(host))")
        let client = APIClient.shared(for: host)
        transcript.trace(from: caller, to: "APIClient(\(host))", "get(\(path))")
        return client.get(path)
    }
}
