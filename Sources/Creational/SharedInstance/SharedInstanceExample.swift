import ExampleKit
import Futubra
import Synchronization

/// Plays the shared instance: two loaders share the default cache, a screen and a test
/// each make their own.
package struct SharedInstanceExample: Example {
    package static let id = "shared-instance"

    /// Runs of this example in one process take turns: the shared cache is global, and a
    /// second run could otherwise fill it in the middle of this one.
    private static let turns = Mutex(())

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let photo = try SampleFeed.post(3)
        let video = try SampleFeed.post(2)
        Self.turns.withLock { _ in play(photo: photo, video: video, in: transcript) }
    }

    private func play(photo: Post, video: Post, in transcript: Transcript) {
        // Start from a known state: the shared cache lives as long as the process.
        for url in [photo.mediaURL, video.mediaURL].compactMap(\.self) {
            ThumbnailCache.shared.remove(url)
        }

        transcript.section("the shared default")
        let feed = PostThumbnailLoader()
        transcript.line("the feed screen's loader takes the default: ThumbnailCache.shared")
        transcript.line(
            "feed loads post \(photo.id): \(describe(trace(feed.load(photo), by: "FeedLoader", in: transcript)))")
        let comments = PostThumbnailLoader()
        transcript.line("the comments screen makes its own loader, also with the default")
        transcript.line(
            "comments loads post \(photo.id): \(describe(trace(comments.load(photo), by: "CommentsLoader", in: transcript)))"
        )
        transcript.line("both loaders hold the same cache: \(yesNo(feed.cache === comments.cache))")

        transcript.section("another instance is allowed")
        let pinned = ThumbnailCache(capacity: 1)
        let profile = PostThumbnailLoader(cache: pinned, width: 128)
        transcript.line("the profile screen keeps its header in ThumbnailCache(capacity: 1)")
        transcript.line(
            "profile loads post \(video.id): \(describe(trace(profile.load(video), by: "ProfileLoader", cache: "ProfileCache", in: transcript)))"
        )
        transcript.line("is that cache the shared one? \(yesNo(pinned === ThumbnailCache.shared))")
        let inShared = video.mediaURL.map { ThumbnailCache.shared.thumbnail(for: $0) != nil } ?? false
        transcript.line("did the header land in the shared cache? \(yesNo(inShared))")

        transcript.section("a test injects its own")
        let preview = PostThumbnailLoader(cache: ThumbnailCache(capacity: 4))
        transcript.line("a preview test passes a fresh cache to the loader")
        transcript.line(
            "preview loads post \(photo.id): \(describe(trace(preview.load(photo), by: "PreviewLoader", cache: "PreviewCache", in: transcript)))"
        )
        transcript.line(
            "it did not see the shared cache, and the shared cache still holds \(photo.id): "
                + yesNo(feed.load(photo).map(isCached) ?? false))
    }

    /// Records what a loader did with its cache, as the load's result tells: a lookup, and a
    /// store when the thumbnail had to be rendered.
    private func trace(
        _ load: ThumbnailLoad?, by loader: String, cache: String = "ThumbnailCache.shared",
        in transcript: Transcript
    ) -> ThumbnailLoad? {
        guard let load else { return nil }
        let file = load.thumbnail.url.url.lastPathComponent
        transcript.trace(from: loader, to: cache, "thumbnail(for: \(file))")
        switch load {
        case .cached:
            transcript.reply(from: cache, to: loader, "hit")
        case .rendered:
            transcript.reply(from: cache, to: loader, "miss")
            transcript.trace(from: loader, to: cache, "store(\(file) at \(load.thumbnail.width)pt)")
        }
        return load
    }

    private func describe(_ load: ThumbnailLoad?) -> String {
        switch load {
        case .none: "no thumbnail"
        case .cached(let thumbnail): "from the cache (\(thumbnail.width)pt)"
        case .rendered(let thumbnail): "rendered \(thumbnail.url) at \(thumbnail.width)pt"
        }
    }

    private func isCached(_ load: ThumbnailLoad) -> Bool {
        if case .cached = load { true } else { false }
    }

    private func yesNo(_ value: Bool) -> String {
        value ? "yes" : "no"
    }
}
