import ContractSupport
import Futubra
import Testing

@testable import Creational

/// The shared instance's contract. Each test uses image URLs no other test or example
/// uses, because the shared cache lives as long as the test process.
@Suite("Shared instance", .timeLimit(.minutes(1)), .watchdog)
struct SharedInstanceTests {
    private func photo(_ name: String) throws -> Post {
        try Post(
            id: PostID(90), author: SampleFeed.bob,
            content: .image("https://img.futubra.example/shared-instance-tests/\(name).jpg"))
    }

    @Test("every caller that asks for the shared cache gets the same object")
    func sharedIsOneObject() throws {
        let post = try photo("same-object")
        let url = try #require(post.mediaURL)
        let first = ThumbnailCache.shared
        let second = ThumbnailCache.shared
        expect(first === second)
        first.store(Thumbnail(url: url, width: 64))
        expect(second.thumbnail(for: url), equals: Thumbnail(url: url, width: 64))
        expect(PostThumbnailLoader().load(post), equals: .cached(Thumbnail(url: url, width: 64)))
    }

    @Test("a shared instance does not forbid others: a new cache is a separate object with its own contents")
    func otherInstancesAreAllowed() throws {
        let post = try photo("own-contents")
        let url = try #require(post.mediaURL)
        let own = ThumbnailCache(capacity: 10)
        own.store(Thumbnail(url: url, width: 64))
        expect(own !== ThumbnailCache.shared)
        expect(own.thumbnail(for: url) != nil)
        expect(ThumbnailCache.shared.thumbnail(for: url) == nil)
    }

    @Test("a consumer uses the shared cache by default, and a test can inject its own")
    func consumersTakeTheCacheAsAParameter() throws {
        let post = try photo("injected")
        let url = try #require(post.mediaURL)
        expect(PostThumbnailLoader().cache === ThumbnailCache.shared)

        let injected = ThumbnailCache(capacity: 4)
        let loader = PostThumbnailLoader(cache: injected)
        expect(loader.load(post), equals: .rendered(Thumbnail(url: url, width: 64)))
        expect(loader.load(post), equals: .cached(Thumbnail(url: url, width: 64)))
        expect(injected.count, equals: 1)
        expect(ThumbnailCache.shared.thumbnail(for: url) == nil)
    }

    @Test("another instance can be configured differently from the shared one")
    func instancesHaveTheirOwnConfiguration() throws {
        let first = try photo("small-1")
        let second = try photo("small-2")
        let small = ThumbnailCache(capacity: 1)
        let loader = PostThumbnailLoader(cache: small)
        _ = loader.load(first)
        _ = loader.load(second)
        expect(small.count, equals: 1)
        expect(small.thumbnail(for: try #require(first.mediaURL)) == nil)
        expect(ThumbnailCache.shared.capacity, equals: 100)
    }
}
