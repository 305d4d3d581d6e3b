import Futubra

/// The feed screen's sources, returned three ways: as an opaque type (`some`), as an
/// existential (`any`), and erased (`AnyFeedSource`).
///
/// Intent: show what each return type lets the function and its caller do.
/// - `some FeedSource<Post>`: the function picks one concrete type, hidden from the caller but
///   fixed and known to the compiler; every call returns that type, so two results compare
///   with `==` and the value is stored unboxed.
/// - `any FeedSource<Post>`: each call may return a different type, in a box; the caller can
///   call the protocol's members, but the box does not conform to `Hashable`.
/// - `AnyFeedSource<Post>`: a different type on each call too, in a struct that is `Hashable`.
enum FeedSources {
    /// The home tab: always the timeline, its type hidden.
    static func home() -> some FeedSource<Post> { TimelineSource() }

    /// The tabs of `user`'s profile: their posts, and what they liked; of two different types,
    /// so the function cannot return `some` (one type) and returns existentials.
    static func profile(of user: UserName) -> [any FeedSource<Post>] {
        [AuthorSource(author: user), LikedSource(user: user)]
    }

    /// How many items `source` lists in `feed`: a generic function written with `some`.
    ///
    /// Given an `any FeedSource<Post>`, Swift opens the box and runs this with the concrete
    /// type inside (SE-0352).
    static func count(of source: some FeedSource<Post>, in feed: Feed) -> Int {
        source.items(in: feed).count
    }

    /// The concrete type inside `source`, as the generic code sees it once the box is opened.
    static func typeName(of source: some FeedSource<Post>) -> String {
        func name<Source: FeedSource>(_: Source) -> String { "\(Source.self)" }
        return name(source)
    }
}
