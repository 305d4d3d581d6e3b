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
    // BUG: a shared accessor written by hand. Two tasks asking for `shared` for the first
    // time at the same moment can both find `instance` empty and both make a store (and
    // nothing guards `instance` at all: the `nonisolated(unsafe)` silences the compiler's
    // warning about exactly that).
    nonisolated(unsafe) private static var instance: ThumbnailStore?

    /// The store every screen shares, made on first use.
    static var shared: ThumbnailStore {
        if let instance {
            return instance
        }
        let created = ThumbnailStore()
        instance = created
        return created
    }

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
