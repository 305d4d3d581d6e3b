import ExampleKit
import Foundation
import Futubra
import FutubraServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plays storage choices: each kind of Futubra data in the store made for it, run here.
package struct StorageChoicesExample: Example {
    package static let id = "storage-choices"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        transcript.section("settings: UserDefaults")
        let suite = "org.futubra.storage-choices.\(UUID().uuidString)"
        guard let settings = FeedSettings(suiteName: suite) else { return }
        defer { settings.reset() }
        transcript.line("page size \(settings.pageSize), images \(settings.showsImages) (registered defaults)")
        transcript.line("stored keys: \(settings.storedKeys)")
        settings.pageSize = 500
        settings.showsImages = false
        guard let reread = FeedSettings(suiteName: suite) else { return }
        transcript.line(
            "a new UserDefaults for the suite reads page size \(reread.pageSize), images \(reread.showsImages)")
        transcript.line("stored keys: \(reread.storedKeys)")

        transcript.section("a draft: a file written atomically")
        for drafts in [
            DraftFile(url: folder.appendingPathComponent("draft.json")),
            DraftFile(url: folder.appendingPathComponent("in-place.json"), options: []),
        ] {
            try drafts.save(PostDraft(text: "first li"))
            let reader = try FileHandle(forReadingFrom: drafts.url)
            try drafts.save(PostDraft(text: "first light over the bay"))
            let seen = String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self)
            try reader.close()
            let how = drafts.options.contains(.atomic) ? "atomic" : "in place"
            transcript.line("\(how): a reader opened before the save reads \(seen)")
        }

        transcript.section("posts: SQLite")
        let posts = try SQLitePostRepository(file: folder.appendingPathComponent("posts.sqlite"))
        let authors = [SampleFeed.anna, SampleFeed.bob, SampleFeed.bob]
        try posts.commit(
            PostChanges(
                inserted: try authors.enumerated().map { offset, author in
                    try Post(id: PostID(offset + 1), author: author, content: .text(TextContent("post \(offset + 1)")))
                }))
        transcript.line("posts by bob: \(try posts.posts(by: SampleFeed.bob).map(\.id))")

        transcript.section("avatars: NSCache")
        let avatars = AvatarCache(countLimit: 2) { user in Avatar(user: user, bytes: Data(user.rawValue.utf8)) }
        let asked = [SampleFeed.anna, SampleFeed.bob, SampleFeed.chen, SampleFeed.anna, SampleFeed.chen]
        var right = true
        var mostHeld = 0
        for user in asked {
            right = right && avatars.avatar(of: user).user == user
            mostHeld = max(mostHeld, avatars.held(of: SampleFeed.users).count)
        }
        transcript.line("\(asked.count) requests, each answered with its user's avatar: \(right)")
        transcript.line("at most \(mostHeld) avatars held at once (count limit 2); a dropped one is loaded again")

        transcript.section("feed answers: URLCache and Cache-Control")
        let server = FeedServer(feed: try SampleFeed.feed())
        let session = CacheHeadersURLProtocol.session(for: server) { path in
            path == "/feed" ? "max-age=60" : "no-store"
        }
        let clock = VirtualClock()
        let http = HTTPResponseCache(
            session: session, cache: URLCache(memoryCapacity: 4_000_000, diskCapacity: 0, diskPath: nil), clock: clock)
        let feedRequest = URLRequest(url: server.baseURL.appendingPathComponent("feed"))
        let commentsRequest = URLRequest(url: server.baseURL.appendingPathComponent("posts/1/comments"))
        for (label, request, wait) in [
            ("GET /feed", feedRequest, 0), ("GET /feed", feedRequest, 30), ("GET /feed", feedRequest, 31),
            ("GET /posts/1/comments", commentsRequest, 0), ("GET /posts/1/comments", commentsRequest, 0),
        ] {
            clock.advance(by: .seconds(wait))
            let answer = try await http.data(for: request)
            transcript.line(
                "t=\(clock.now.offset.components.seconds)s \(label): \(answer.fromCache ? "from URLCache" : "from the server")"
            )
        }
        transcript.line("the server saw \(server.requestLog.count) requests")
    }
}
