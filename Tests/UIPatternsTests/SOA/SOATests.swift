import ContractSupport
import ExampleKit
import Futubra
import FutubraUI
import Testing

@testable import UIPatterns

@MainActor
@Suite("SOA", .timeLimit(.minutes(1)), .watchdog)
struct SOATests {
    @Test("a service does one job and needs no screen: the like service likes, then unlikes, on the server")
    func likeServiceAlone() async throws {
        let harness = try Harness()
        let storage = SOA.StorageManager<Int, Post>()
        storage.save(try harness.post(3), for: 3)
        let likes = SOA.LikeService(client: harness.client, storage: storage, user: FeedScript.user)
        expect(try await likes.toggle(PostID(3)).likeCount == 1)
        expect(likes.isLiked(PostID(3)))
        expect(try await likes.toggle(PostID(3)).likeCount == 0)
        expect(harness.writes, equals: ["POST /posts/3/like -> 200", "POST /posts/3/unlike -> 200"])
    }

    @Test("services share state only through a manager: a like stored by LikeService shows in FeedService's posts")
    func servicesShareThroughManager() async throws {
        let harness = try Harness()
        let services = SOA.Services(client: harness.client, user: FeedScript.user)
        _ = try await services.feed.refresh()
        _ = try await services.likes.toggle(PostID(3))
        expect(services.feed.posts.map(\.id.rawValue), equals: [4, 3, 2, 1])
        expect(services.feed.posts[1].isLiked(by: FeedScript.user))
    }

    @Test("a manager is generic: the storage keeps any keyed values in order and knows nothing of posts")
    func managerIsGeneric() {
        let storage = SOA.StorageManager<Int, String>()
        storage.save("b", for: 2)
        storage.save("a", for: 1)
        storage.save("B", for: 2)
        expect(storage.fetchAll(), equals: ["B", "a"])
        expect(storage.fetch(1), equals: "a")
        storage.deleteAll()
        expect(storage.fetchAll().isEmpty)
    }

    @Test("the comment service refuses empty text before any request")
    func commentService() async throws {
        let harness = try Harness()
        let comments = SOA.CommentService(client: harness.client, user: FeedScript.user)
        await #expect(throws: SOA.CommentService.Failure.emptyText) { try await comments.add("", on: PostID(1)) }
        expect(harness.writes.isEmpty)
        expect(try await comments.add("Hi", on: PostID(1)).id == CommentID(3))
    }

    @Test("driving the SOA screens: thin controllers push screens, services do the work", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let (screens, transcript) = try await playTraced(SOA.self)
        expect(screens[4].first, equals: "[< Back] Comments on #1")
        expect(
            Set(transcript.events.filter { $0.to == "Server" }.map(\.from)),
            equals: [
                "FeedService", "LikeService", "CommentService",
            ])
        expect(transcript.events.contains { $0.from == "FeedViewController" && $0.to == "NavigationController" })
    }
}
