import Futubra

/// Gives a post's thumbnail, from the cache it was given or by rendering it.
///
/// The cache is a parameter that defaults to ``ThumbnailCache/shared``: production code
/// writes `PostThumbnailLoader()` and shares the app-wide cache, a test or a special screen
/// passes its own. The dependency is visible in the initializer, never hidden in a method.
///
/// ```swift
/// let loader = PostThumbnailLoader()                                // the shared cache
/// let isolated = PostThumbnailLoader(cache: ThumbnailCache(capacity: 4))
/// ```
struct PostThumbnailLoader: Sendable {
    /// Where thumbnails are kept.
    let cache: ThumbnailCache
    /// The width thumbnails are rendered at.
    let width: Int

    /// A loader using `cache`, the shared one unless told otherwise.
    init(cache: ThumbnailCache = .shared, width: Int = 64) {
        self.cache = cache
        self.width = width
    }

    /// The thumbnail of `post`'s image or video; `nil` for a text post.
    func load(_ post: Post) -> ThumbnailLoad? {
        guard let url = post.mediaURL else { return nil }
        if let cached = cache.thumbnail(for: url) {
            return .cached(cached)
        }
        let rendered = Thumbnail(url: url, width: width)
        cache.store(rendered)
        return .rendered(rendered)
    }
}

/// Where a loaded thumbnail came from.
///
/// ```swift
/// if case .cached = loader.load(post) { /* no rendering was done */ }
/// ```
enum ThumbnailLoad: Equatable, Sendable {
    /// Found in the cache: no rendering was done.
    case cached(Thumbnail)
    /// Rendered now and stored in the cache.
    case rendered(Thumbnail)

    /// The thumbnail, wherever it came from.
    var thumbnail: Thumbnail {
        switch self {
        case .cached(let thumbnail), .rendered(let thumbnail): thumbnail
        }
    }
}

extension Post {
    /// The URL of the post's image or video; `nil` for a text post.
    var mediaURL: MediaURL? {
        switch content {
        case .text: nil
        case .image(let image): image.url
        case .video(let video): video.url
        }
    }
}
