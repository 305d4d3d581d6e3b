import ExampleKit

/// Plays the multiton: screens share one client per host, and a burst of concurrent
/// requests still finds exactly one client per host.
public struct MultitonExample: Example {
    public static let id = "multiton"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        transcript.section("one client per host")
        let fromFeed = send("/feed", to: .feed, from: "FeedScreen", in: transcript)
        let fromProfile = send("/users/anna/posts", to: .feed, from: "ProfileScreen", in: transcript)
        transcript.line("both screens used one client for \(APIHost.feed.rawValue): \(yesNo(fromFeed === fromProfile))")
        let fromLoader = send("/thumbnails/3", to: .media, from: "PostThumbnailLoader", in: transcript)
        transcript.line("is the media client the feed client? \(yesNo(fromLoader === fromFeed))")

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

    /// Asks the registry for `host`'s client, sends a GET on it, records both calls and the
    /// request line, and returns the client it used.
    private func send(_ path: String, to host: APIHost, from caller: String, in transcript: Transcript) -> APIClient {
        transcript.trace(from: caller, to: "APIClient", "shared(for: .\(host))")
        let client = APIClient.shared(for: host)
        transcript.trace(from: caller, to: "APIClient(\(host))", "get(\(path))")
        transcript.line("\(caller): \(client.get(path))")
        return client
    }

    private func yesNo(_ value: Bool) -> String {
        value ? "yes" : "no"
    }
}
