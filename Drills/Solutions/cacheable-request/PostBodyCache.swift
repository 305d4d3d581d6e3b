/// Post bodies, loaded once however many screens ask for the same post at the same moment.
///
/// Three rows of the feed and the post's own screen can ask for the body of post-3 at once:
/// they must share one load and all get its answer. A body that has loaded is served from
/// the cache; a failed load reaches everyone who was waiting for it and is not kept, so the
/// next call loads again.
actor PostBodyCache {
    /// A post's body, loaded or on its way.
    private enum Entry {
        case loading(Task<String, any Error>)
        case loaded(String)
    }

    private let load: @Sendable (String) async throws -> String
    private var entries: [String: Entry] = [:]

    /// A cache in front of `load`, which fetches a post's body from the server.
    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    /// The body of `post`: from the cache, from the load already in flight, or from a new
    /// load.
    func body(of post: String) async throws -> String {
        switch entries[post] {
        case .loaded(let body):
            return body
        case .loading(let task):
            return try await task.value
        case nil:
            // The load in flight is recorded before the first await: a caller that comes in
            // while it runs finds it and waits for it instead of loading again.
            let load = self.load
            let task = Task { try await load(post) }
            entries[post] = .loading(task)
            do {
                let body = try await task.value
                entries[post] = .loaded(body)
                return body
            } catch {
                // Not kept: the next call loads again.
                entries[post] = nil
                throw error
            }
        }
    }
}
