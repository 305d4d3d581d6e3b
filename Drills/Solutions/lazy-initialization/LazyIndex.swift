import Synchronization

/// Holds a search index that is built on the first search, not when the screen is made:
/// most visits never search, and building the index reads every post. Searches run on any
/// task, so the first ones may arrive together.
///
/// ```swift
/// let index = LazyIndex { SearchIndex(feed: feed) }   // cheap: nothing built yet
/// index.value.posts(matching: "cat")                  // builds the index, once, then answers
/// ```
final class LazyIndex<Index: AnyObject & Sendable>: Sendable {
    /// The index once built; the lock is held from the look to the store, so a second first
    /// caller waits, then finds the index the first one built. (`Sendable` is now checked by
    /// the compiler: no `@unchecked` promise is needed.)
    private let built = Mutex<Index?>(nil)
    private let build: @Sendable () -> Index

    init(_ build: @escaping @Sendable () -> Index) {
        self.build = build
    }

    /// The index, built on first use.
    var value: Index {
        built.withLock { built in
            if let index = built { return index }
            let index = build()
            built = index
            return index
        }
    }
}
