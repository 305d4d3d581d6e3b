/// Holds a search index that is built on the first search, not when the screen is made:
/// most visits never search, and building the index reads every post. Searches run on any
/// task, so the first ones may arrive together.
///
/// ```swift
/// let index = LazyIndex { SearchIndex(feed: feed) }   // cheap: nothing built yet
/// index.value.posts(matching: "cat")                  // builds the index, once, then answers
/// ```
final class LazyIndex<Index: AnyObject & Sendable>: @unchecked Sendable {
    // BUG: `@unchecked Sendable` promises that this class is safe to share between tasks, and
    // it is not: a `lazy var` is not thread-safe. Two tasks that read `value` for the first
    // time at the same moment can both find it empty, and both build an index.
    private let build: @Sendable () -> Index

    init(_ build: @escaping @Sendable () -> Index) {
        self.build = build
    }

    /// The index, built on first use.
    lazy var value: Index = build()
}
