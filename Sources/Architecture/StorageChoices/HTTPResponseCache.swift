import Foundation
import MessageTrace

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// HTTP's own cache for GET requests: answers kept in a `URLCache`, reused while the
/// response's `Cache-Control: max-age` says they are fresh, never kept when it says `no-store`.
///
/// On Apple platforms `URLSession` does this by itself with its configuration's `urlCache`
/// (`requestCachePolicy = .useProtocolCachePolicy`); this type does the same explicitly, in
/// front of any session, because the Foundation of Linux neither stores answers in a
/// `URLCache` nor reads them from it. Freshness is measured on an injected clock; an answer
/// without `max-age` is not kept (a browser's heuristic freshness is left out). Not
/// `Sendable`: one task uses it at a time (the dates kept beside the `URLCache` are not
/// guarded by a lock).
///
/// ```swift
/// let http = HTTPResponseCache(session: session, cache: URLCache(memoryCapacity: 4_000_000, diskCapacity: 0, diskPath: nil), clock: ContinuousClock())
/// let (feed, fromCache) = try await http.data(for: URLRequest(url: feedURL))
/// ```
final class HTTPResponseCache<TimeSource: Clock> where TimeSource.Duration == Duration {
    /// Where answers are kept, keyed by request.
    let cache: URLCache
    private let session: URLSession
    private let clock: TimeSource
    /// When each request's answer was stored (`URLCache` keeps no date of its own).
    private var storedAt: [URL: TimeSource.Instant] = [:]

    /// A cache in front of `session`, keeping answers in `cache`, timed by `clock`.
    init(session: URLSession, cache: URLCache, clock: TimeSource) {
        self.session = session
        self.cache = cache
        self.clock = clock
    }

    /// The answer to `request`, and whether it came from the cache.
    func data(for request: URLRequest) async throws -> (data: Data, fromCache: Bool) {
        if let url = request.url, let cached = cache.cachedResponse(for: request), let stored = storedAt[url],
            let maxAge = Self.maxAge(of: cached.response), clock.now < stored.advanced(by: maxAge)
        {
            Trace.note(over: "HTTPResponseCache", "\(url.path) fresh in URLCache")
            return (cached.data, true)
        }
        Trace.call(from: "HTTPResponseCache", to: "FeedServer", "GET \(request.url?.path ?? "")")
        let (data, response) = try await session.data(for: request)
        if let url = request.url, Self.maxAge(of: response) != nil {
            cache.storeCachedResponse(CachedURLResponse(response: response, data: data), for: request)
            storedAt[url] = clock.now
        }
        return (data, false)
    }

    /// How long `response` may be reused: its `max-age`, or nil when it may not be kept
    /// (`no-store`, or no `max-age`).
    static func maxAge(of response: URLResponse) -> Duration? {
        guard let header = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Cache-Control") else {
            return nil
        }
        let directives = header.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !directives.contains("no-store") else { return nil }
        let seconds = directives.lazy.compactMap { $0.hasPrefix("max-age=") ? Int($0.dropFirst(8)) : nil }.first
        return seconds.map { .seconds($0) }
    }
}
