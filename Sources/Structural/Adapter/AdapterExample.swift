import ExampleKit
import Foundation
import Futubra

/// Plays the adapter: the legacy timeline API, then the same data read as a ``Feed``.
package struct AdapterExample: Example {
    package static let id = "adapter"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let api = LegacyTimelineAPI(items: try SampleFeed.feed().posts.map(TimelineItemDTO.init))

        transcript.section("the legacy API speaks its own dialect")
        let (json, status) = await withCheckedContinuation { continuation in
            api.fetchTimeline { json, status in continuation.resume(returning: (json, status)) }
        }
        let payload = try JSONDecoder().decode(TimelinePayload.self, from: json ?? Data())
        transcript.line("fetchTimeline(completion:) calls back with status \(status) and \(payload.items.count) items")
        if let item = payload.items.first(where: { $0.kind == "photo" }) {
            transcript.line(
                "item \(item.itemID): type '\(item.kind)', user_name '\(item.userName)', body '\(item.body)'")
        }

        transcript.section("the adapter speaks FeedService")
        let service: any FeedService = LegacyTimelineAdapter(api: api)
        let feed = try await service.feed()
        for post in feed.posts {
            transcript.line("\(post.id) by \(post.author): \(post.content), likes: \(post.likeCount)")
        }

        transcript.section("the legacy rules still decide")
        do {
            try await service.removePost(PostID(4), by: SampleFeed.eve)
        } catch {
            transcript.line("eve removes #4: \(error)")
        }
        try await service.removePost(PostID(4), by: SampleFeed.anna)
        transcript.line("anna removes #4: done, \(try await service.feed().count) posts left")
        transcript.line("legacy calls: \(api.calls) (1 made directly, 4 through the adapter: one per request)")
    }
}
