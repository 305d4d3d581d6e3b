import Futubra

/// You aren't gonna need it, shown on the feed screen's model.
///
/// The feature asked for: load the feed and let a user like a post. ``FeedScreenModel`` does
/// that with a ``FeedLoading`` closure. ``SpeculativeFeedModel`` was built for a future that
/// was only imagined: a backend protocol with paging, deletion, sync and live updates, a
/// cache policy, and a journal of changes for a sync server that does not exist.
///
/// ```swift
/// var model = YAGNI.FeedScreenModel(loading: YAGNI.FeedLoading { try SampleFeed.feed() })
/// try await model.load()
/// model.like(PostID(3), by: anna)
/// ```
enum YAGNI {}

extension YAGNI {
    /// Where the feed comes from: one function, because the feature needs one.
    struct FeedLoading: Sendable {
        let load: @Sendable () async throws -> Feed
    }

    /// The kept design: exactly what the feature needs.
    struct FeedScreenModel: Sendable {
        let loading: FeedLoading
        /// The feed on screen.
        private(set) var feed = Feed()

        init(loading: FeedLoading) {
            self.loading = loading
        }

        /// Loads the feed.
        mutating func load() async throws {
            feed = try await loading.load()
        }

        /// Records a like by `user` on the post with `id`; false when there was nothing to change.
        @discardableResult
        mutating func like(_ id: PostID, by user: UserName) -> Bool {
            (try? feed.update(id: id) { $0.like(by: user) }) ?? false
        }
    }
}
