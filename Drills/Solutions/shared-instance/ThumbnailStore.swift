import Synchronization

/// Post thumbnails kept in memory, shared by every screen through `ThumbnailStore.shared`; a
/// test or a screen that needs its own can still make one (`ThumbnailStore()`): a shared
/// instance, not a singleton.
///
/// ```swift
/// ThumbnailStore.shared === ThumbnailStore.shared   // true, from any task
/// let scratch = ThumbnailStore()                    // another store, for a test
/// ```
final class ThumbnailStore: Sendable {
    /// The store every screen shares. A `static let` is initialized lazily, on first use, and
    /// exactly once: the runtime runs its initializer under `swift_once` (`dispatch_once` on
    /// Apple platforms), and a second caller that arrives meanwhile waits for it.
    static let shared = ThumbnailStore()

    /// Called by every initialization: the tests set it to count the stores made.
    static let onCreate = Mutex<@Sendable () -> Void>({})

    private let thumbnails = Mutex<[Int: [UInt8]]>([:])

    init() {
        Self.onCreate.withLock { $0 }()
    }

    /// The thumbnail of `post`, if one is kept.
    func thumbnail(for post: Int) -> [UInt8]? {
        thumbnails.withLock { $0[post] }
    }

    /// Keeps `bytes` as the thumbnail of `post`.
    func keep(_ bytes: [UInt8], for post: Int) {
        thumbnails.withLock { $0[post] = bytes }
    }
}
