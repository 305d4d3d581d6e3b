import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Testing

@testable import Architecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs `body` with feed settings in a suite of its own, removed afterwards.
func withSettingsSuite<T>(_ body: (String) throws -> T) throws -> T {
    let suite = "org.futubra.tests.\(UUID().uuidString)"
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    return try body(suite)
}

/// Saves a draft, opens a reader, saves another; the reader must still read the first draft whole.
private func checkReaderKeepsOldDraft(_ drafts: DraftFile, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try drafts.save(PostDraft(text: "first li"))
    let reader = try FileHandle(forReadingFrom: drafts.url)
    defer { try? reader.close() }
    try drafts.save(PostDraft(text: "first light over the bay"))
    let seen = try JSONDecoder().decode(PostDraft.self, from: reader.readToEnd() ?? Data())
    expect(seen, equals: PostDraft(text: "first li"), "the reader's draft", from: sourceLocation)
    expect(
        try drafts.load(), equals: PostDraft(text: "first light over the bay"), "the file's draft", from: sourceLocation
    )
}

/// Asks for avatars in an order that overflows a limit of 2, and checks every answer and
/// how many are held after each request.
private func checkBoundedCache(
    limit: Int, avatar: (UserName) -> Avatar, held: () -> Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    let asked = [SampleFeed.anna, SampleFeed.bob, SampleFeed.chen, SampleFeed.anna, SampleFeed.dana, SampleFeed.chen]
    for user in asked {
        expect(avatar(user).user, equals: user, "the avatar answered", from: sourceLocation)
        expect(held() <= limit, "\(held()) avatars held, limit \(limit)", from: sourceLocation)
    }
}

/// A cache that keeps every avatar in a dictionary: the control for the bound.
private final class DictionaryAvatarCache {
    var avatars: [UserName: Avatar] = [:]
    func avatar(of user: UserName) -> Avatar {
        if let kept = avatars[user] { return kept }
        let loaded = Avatar(user: user, bytes: Data(user.rawValue.utf8))
        avatars[user] = loaded
        return loaded
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct StorageChoicesTests {
    @Test(
        "a setting written through one UserDefaults object is read by a new one for the same suite, and a registered default is answered without being stored"
    )
    func settings() throws {
        try withSettingsSuite { suite in
            let settings = try #require(FeedSettings(suiteName: suite))
            expect(settings.pageSize, equals: 20)
            expect(settings.showsImages, "images load by default")
            expect(settings.storedKeys, equals: [], "registered defaults are not stored")
            settings.pageSize = 50
            let reread = try #require(FeedSettings(suiteName: suite))
            expect(reread.pageSize, equals: 50)
            expect(reread.storedKeys, equals: ["feed.pageSize"])
            settings.reset()
            expect(reread.pageSize, equals: 20, "the default answers again once the setting is gone")
        }
    }

    @Test(
        "an atomic save replaces the draft by a rename: a reader that opened the old file still reads the old draft whole"
    )
    func atomicDraft() throws {
        try withScratchFolder { folder in
            try checkReaderKeepsOldDraft(DraftFile(url: folder.appendingPathComponent("draft.json")))
        }
    }

    @Test("control: a draft written in place changes under a reader that opened it", .tags(.control))
    func controlInPlaceDraft() throws {
        try withScratchFolder { folder in
            withKnownIssue {
                try checkReaderKeepsOldDraft(DraftFile(url: folder.appendingPathComponent("draft.json"), options: []))
            }
        }
    }

    @Test("the avatar cache holds at most its count limit and answers every request with the right avatar")
    func boundedAvatars() {
        let loads = CallCounter()
        let cache = AvatarCache(countLimit: 2) { user in
            _ = loads.increment()
            return Avatar(user: user, bytes: Data(user.rawValue.utf8))
        }
        checkBoundedCache(limit: 2, avatar: cache.avatar(of:), held: { cache.held(of: SampleFeed.users).count })
        expect(loads.value > 4, "a dropped avatar is loaded again (\(loads.value) loads for 4 users)")
    }

    @Test("control: a dictionary cache grows past the limit", .tags(.control))
    func controlDictionaryCache() {
        let cache = DictionaryAvatarCache()
        withKnownIssue {
            checkBoundedCache(limit: 2, avatar: cache.avatar(of:), held: { cache.avatars.count })
        }
    }

    @Test(
        "a GET within the answer's max-age comes from URLCache without a request, and from its max-age on the server is asked again"
    )
    func freshness() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let session = CacheHeadersURLProtocol.session(for: server) { _ in "public, max-age=60" }
        let clock = VirtualClock()
        let http = HTTPResponseCache(
            session: session, cache: URLCache(memoryCapacity: 1_000_000, diskCapacity: 0, diskPath: nil), clock: clock)
        let request = URLRequest(url: server.baseURL.appendingPathComponent("feed"))
        var sources: [Bool] = []
        for wait in [0, 59, 1, 59, 1] {
            clock.advance(by: .seconds(wait))
            sources.append(try await http.data(for: request).fromCache)
        }
        expect(sources, equals: [false, true, false, true, false], "from the cache at 59 s and 119 s only")
        expect(server.requestLog, equals: Array(repeating: "GET /feed -> 200", count: 3))
    }

    @Test("an answer marked no-store is never kept in URLCache")
    func noStore() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let session = CacheHeadersURLProtocol.session(for: server) { _ in "no-store" }
        let cache = URLCache(memoryCapacity: 1_000_000, diskCapacity: 0, diskPath: nil)
        let http = HTTPResponseCache(session: session, cache: cache, clock: VirtualClock())
        let request = URLRequest(url: server.baseURL.appendingPathComponent("feed"))
        for _ in 0..<2 {
            expect(try await http.data(for: request).fromCache == false, "no-store is asked of the server")
        }
        expect(cache.cachedResponse(for: request) == nil, "nothing kept")
        expect(server.requestLog.count, equals: 2)
    }
}
