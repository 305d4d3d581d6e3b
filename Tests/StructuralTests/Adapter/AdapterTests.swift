import ContractSupport
import Foundation
import Futubra
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct AdapterTests {
    /// (post id, requester) pairs covering 204, 403 and 404.
    static let legacyCases: [(Int, String)] = [(4, "anna"), (4, "eve"), (9, "anna"), (3, "bob"), (1, "bob")]

    private func sampleAPI() throws -> LegacyTimelineAPI {
        LegacyTimelineAPI(items: try SampleFeed.feed().posts.map(TimelineItemDTO.init))
    }

    @Test("the adapter changes the interface: the legacy timeline is read as the domain feed")
    func changesInterface() async throws {
        let service: any FeedService = LegacyTimelineAdapter(api: try sampleAPI())
        let feed = try await service.feed()
        expect(feed, equals: (try SampleFeed.feed()))
    }

    @Test("the adapter understands the legacy dialect: snake_case keys, photo and clip")
    func readsDialect() async throws {
        let json = Data(
            """
            {"items": [
              {"item_id": 7, "user_name": "bob", "type": "photo", "body": "",
               "media_link": "https://img.futubra.example/a.png", "likers": ["eve"], "replies": []},
              {"item_id": 6, "user_name": "chen", "type": "clip", "body": "demo",
               "media_link": "https://video.futubra.example/b.mp4", "likers": [],
               "replies": [{"reply_id": 1, "user_name": "anna", "body": "nice"}]}
            ]}
            """.utf8)
        let payload = try JSONDecoder().decode(TimelinePayload.self, from: json)
        let feed = try await LegacyTimelineAdapter(api: LegacyTimelineAPI(items: payload.items)).feed()
        expect(feed.posts.map(\.content.kind), equals: [.image, .video])
        expect(feed.posts[0].content, equals: (try Content.image("https://img.futubra.example/a.png")))
        expect(feed.posts[0].isLiked(by: SampleFeed.eve))
        expect(feed.posts[1].content.words, equals: "demo")
        expect(feed.posts[1].comments.map(\.author), equals: [SampleFeed.anna])
    }

    @Test("the adapter adds no behaviour: each request makes exactly one legacy call")
    func oneCallPerRequest() async throws {
        let api = try sampleAPI()
        let service = LegacyTimelineAdapter(api: api)
        _ = try await service.feed()
        _ = try await service.feed()
        try await service.removePost(PostID(3), by: SampleFeed.bob)
        expect(api.calls, equals: 3)
    }

    @Test("the adapter keeps the behaviour: it allows and refuses what the old API does", arguments: Self.legacyCases)
    func keepsRules(id: Int, user: String) async throws {
        let direct = try sampleAPI()
        let directStatus = await withCheckedContinuation { continuation in
            direct.deleteItem(identifier: id, requester: user) { continuation.resume(returning: $0) }
        }
        let adapted = try sampleAPI()
        let requester = try UserName(user)
        let outcome: Result<Void, StructuralError>
        do {
            try await LegacyTimelineAdapter(api: adapted).removePost(PostID(id), by: requester)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        expect(adapted.calls, equals: 1, "the adapter must ask the legacy API once, not decide on its own")
        switch (directStatus, outcome) {
        case (204, .success): break
        case (403, .failure(.forbidden)): break
        case (404, .failure(.domain(.postNotFound(PostID(id))))): break
        default: Issue.record("legacy said \(directStatus), the adapter said \(outcome)")
        }
        expect(try await LegacyTimelineAdapter(api: adapted).feed().count == (directStatus == 204 ? 3 : 4))
    }

    @Test("a legacy item the domain cannot hold is reported, not guessed")
    func rejectsUnknownKind() async throws {
        let item = TimelineItemDTO(
            itemID: 1, userName: "anna", kind: "gif", body: "", mediaLink: nil, likers: [], replies: [])
        let error = await #expect(throws: StructuralError.self) {
            try await LegacyTimelineAdapter(api: LegacyTimelineAPI(items: [item])).feed()
        }
        guard case .legacyPayload(let reason) = error else {
            Issue.record("expected a legacy payload error, got \(String(describing: error))")
            return
        }
        expect(reason.contains("'gif'"))
    }
}
