import Futubra
import Synchronization

/// Post thumbnails kept in memory: one shared default, and any other instance you need.
///
/// Rendering a thumbnail is costly and most screens want the same ones, so the app keeps
/// one cache everybody can reach: ``shared``, like `URLSession.shared`. Unlike a singleton,
/// the initializer is not private: a screen that wants different rules (a small cache of
/// pinned avatars that the crowd of feed images cannot push out) makes its own, and a test
/// makes a fresh one.
///
/// ```swift
/// ThumbnailCache.shared.store(thumbnail)
/// let avatars = ThumbnailCache(capacity: 8)   // allowed: another instance
/// ```
final class ThumbnailCache: Sendable {
    /// The default cache, shared by every consumer that is not given another one.
    static let shared = ThumbnailCache(capacity: 100)

    /// How many thumbnails the cache keeps before it drops the oldest.
    let capacity: Int

    private let storage = Mutex(Entries())

    /// The thumbnails by URL, and their URLs from the oldest stored to the newest.
    private struct Entries {
        var thumbnails: [MediaURL: Thumbnail] = [:]
        var order: [MediaURL] = []
    }

    /// An empty cache that keeps at most `capacity` thumbnails (at least one).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// The cached thumbnail for `url`, if any.
    func thumbnail(for url: MediaURL) -> Thumbnail? {
        storage.withLock { $0.thumbnails[url] }
    }

    /// Keeps `thumbnail`; when full, drops the one stored longest ago.
    func store(_ thumbnail: Thumbnail) {
        let capacity = self.capacity
        storage.withLock { entries in
            if entries.thumbnails.updateValue(thumbnail, forKey: thumbnail.url) == nil {
                entries.order.append(thumbnail.url)
            }
            while entries.order.count > capacity {
                let oldest = entries.order.removeFirst()
                entries.thumbnails[oldest] = nil
            }
        }
    }

    /// Forgets the thumbnail for `url`.
    func remove(_ url: MediaURL) {
        storage.withLock { entries in
            entries.thumbnails[url] = nil
            entries.order.removeAll { $0 == url }
        }
    }

    /// How many thumbnails are cached.
    var count: Int {
        storage.withLock { $0.thumbnails.count }
    }
}

/// A small picture of an image or a video, rendered at a fixed width.
///
/// ```swift
/// ThumbnailCache.shared.store(Thumbnail(url: url, width: 64))
/// ```
struct Thumbnail: Hashable, Sendable {
    /// The media it was made from.
    let url: MediaURL
    /// Its width in points.
    let width: Int
}
