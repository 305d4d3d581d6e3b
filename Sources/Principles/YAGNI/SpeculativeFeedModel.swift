import Futubra

extension YAGNI {
    /// A change to the feed, journaled "for when we add offline sync".
    enum FeedChange: Equatable, Sendable {
        case liked(PostID, UserName)
        case deleted(PostID)
    }

    /// Every backend the feed might one day have, as one protocol. Any backend, and any
    /// test double, must implement all five requirements.
    protocol FeedBackend: Sendable {
        func fetchAll() async throws -> Feed
        func fetchPage(after: PostID?, limit: Int) async throws -> [Post]
        func delete(_ id: PostID) async throws
        func sync(_ changes: [FeedChange]) async throws
        func subscribe(_ onChange: @escaping @Sendable (FeedChange) -> Void) async
    }

    /// How the feed might one day be cached. Only `.none` is ever passed.
    enum CachePolicy: Sendable {
        case none, memory, disk
    }

    /// The speculative design: the same feature, built for futures nobody asked for.
    ///
    /// Every like is also appended to ``journal`` for a sync that is never called, so the
    /// journal grows with every tap and nothing ever reads it.
    struct SpeculativeFeedModel: Sendable {
        let backend: any FeedBackend
        let cachePolicy: CachePolicy
        let pageSize: Int
        /// The feed on screen.
        private(set) var feed = Feed()
        /// Changes waiting for a sync that does not exist.
        private(set) var journal: [FeedChange] = []

        init(backend: any FeedBackend, cachePolicy: CachePolicy = .none, pageSize: Int = 20) {
            self.backend = backend
            self.cachePolicy = cachePolicy
            self.pageSize = pageSize
        }

        /// Loads the feed (whole: paging is for later).
        mutating func load() async throws {
            feed = try await backend.fetchAll()
        }

        /// Records a like, and journals it.
        @discardableResult
        mutating func like(_ id: PostID, by user: UserName) -> Bool {
            let changed = (try? feed.update(id: id) { $0.like(by: user) }) ?? false
            if changed { journal.append(.liked(id, user)) }
            return changed
        }
    }

    /// The only backend there is: the sample feed. Four of its five requirements exist
    /// because the protocol demands them.
    struct SampleBackend: FeedBackend {
        func fetchAll() async throws -> Feed { try SampleFeed.feed() }
        func fetchPage(after: PostID?, limit: Int) async throws -> [Post] {
            Array(try SampleFeed.feed().posts.prefix(limit))
        }
        func delete(_ id: PostID) async throws {}
        func sync(_ changes: [FeedChange]) async throws {}
        func subscribe(_ onChange: @escaping @Sendable (FeedChange) -> Void) async {}
    }
}
