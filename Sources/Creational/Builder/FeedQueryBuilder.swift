import Futubra

/// Assembles a ``FeedQuery`` step by step, and checks the combination when it is built.
///
/// Each step returns a new builder (the builder is a value), so steps chain, can come in
/// any order, and a half-built builder can be branched into several queries without the
/// branches touching each other. Steps only record; nothing is judged until
/// ``build()``, which sees the whole combination and either returns a valid query or
/// throws a ``CreationalError`` that quotes the bad value.
///
/// ```swift
/// let query = try FeedQueryBuilder().by(anna).minimumLikes(1).build()
/// ```
struct FeedQueryBuilder: Equatable, Sendable {
    private(set) var author: UserName?
    private(set) var excludedAuthors: Set<UserName> = []
    private(set) var kinds: Set<Content.Kind> = []
    private(set) var minimumLikes = 0
    private(set) var requiresCaption = false
    private(set) var searchText: String?
    private(set) var order = FeedQuery.Order.newest
    private(set) var limit = 20

    /// A builder for "every post, newest first, at most 20".
    init() {}

    /// Only posts by `author`.
    func by(_ author: UserName) -> Self {
        with { $0.author = author }
    }

    /// No posts by `author`.
    func excluding(_ author: UserName) -> Self {
        with { $0.excludedAuthors.insert(author) }
    }

    /// Only content of these kinds (adds to kinds given before).
    func kinds(_ kinds: Content.Kind...) -> Self {
        with { $0.kinds.formUnion(kinds) }
    }

    /// Only posts with at least `likes` likes.
    func minimumLikes(_ likes: Int) -> Self {
        with { $0.minimumLikes = likes }
    }

    /// Only images and videos that have a caption.
    func withCaption() -> Self {
        with { $0.requiresCaption = true }
    }

    /// Only posts whose words contain `text`, ignoring case.
    func containing(_ text: String) -> Self {
        with { $0.searchText = text }
    }

    /// Results in `order`.
    func sorted(by order: FeedQuery.Order) -> Self {
        with { $0.order = order }
    }

    /// At most `count` results (1 to 100).
    func limit(_ count: Int) -> Self {
        with { $0.limit = count }
    }

    /// The query, once the whole combination has been checked.
    ///
    /// Throws the first problem found: a limit outside `1...100`, negative likes, an author
    /// both required and excluded, a caption asked of text-only content, blank search text.
    func build() throws(CreationalError) -> FeedQuery {
        try FeedQuery(checking: self)
    }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
