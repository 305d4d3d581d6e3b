/// Post bodies, loaded once however many screens ask for the same post at the same moment.
///
/// Three rows of the feed and the post's own screen can ask for the body of post-3 at once:
/// they must share one load and all get its answer. A body that has loaded is served from
/// the cache; a failed load reaches everyone who was waiting for it and is not kept, so the
/// next call loads again.
actor PostBodyCache {
    private let load: @Sendable (String) async throws -> String

    /// A cache in front of `load`, which fetches a post's body from the server.
    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    /// The body of `post`: from the cache, from the load already in flight, or from a new
    /// load. TODO: today every call loads.
    func body(of post: String) async throws -> String {
        try await load(post)
    }
}
