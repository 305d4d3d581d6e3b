import Foundation
import Futubra
import Synchronization

/// The timeline API Futubra shipped before its domain types existed: the adaptee.
///
/// It speaks its own dialect: callbacks instead of `async`, raw JSON `Data` with
/// snake_case keys and its own words (`photo`, `clip`, `likers`, `replies`), and
/// HTTP-like status codes instead of errors. Nobody may change it (other apps still call
/// it), so the feed reaches it through ``LegacyTimelineAdapter``.
///
/// ```swift
/// let api = LegacyTimelineAPI(items: try SampleFeed.feed().posts.map(TimelineItemDTO.init))
/// api.fetchTimeline { data, status in ... }   // status 200, `{"items":[...]}`
/// ```
final class LegacyTimelineAPI: Sendable {
    /// The items and the call counter, guarded together by one lock.
    private struct Records {
        var items: [TimelineItemDTO]
        var calls = 0
    }

    private let records: Mutex<Records>

    /// An API serving `items`, newest first.
    init(items: [TimelineItemDTO]) {
        records = Mutex(Records(items: items))
    }

    /// How many calls (fetches and deletes) the API has received.
    var calls: Int { records.withLock { $0.calls } }

    /// Calls `completion` with the timeline as JSON and status 200.
    func fetchTimeline(completion: @Sendable (_ json: Data?, _ status: Int) -> Void) {
        let items = records.withLock { records in
            records.calls += 1
            return records.items
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(TimelinePayload(items: items)) else {
            completion(nil, 500)
            return
        }
        completion(data, 200)
    }

    /// Deletes item `identifier` if `requester` wrote it: calls `completion` with 204 when
    /// deleted, 403 when `requester` is not its author, 404 when there is no such item.
    func deleteItem(identifier: Int, requester: String, completion: @Sendable (_ status: Int) -> Void) {
        let status = records.withLock { records in
            records.calls += 1
            guard let index = records.items.firstIndex(where: { $0.itemID == identifier }) else { return 404 }
            guard records.items[index].userName == requester else { return 403 }
            records.items.remove(at: index)
            return 204
        }
        completion(status)
    }
}

/// The legacy payload: `{"items": [...]}`.
struct TimelinePayload: Codable, Sendable {
    var items: [TimelineItemDTO]
}

/// One timeline item as the legacy API sends it (a data-transfer object, not a domain type).
///
/// It mirrors the wire format exactly (snake_case keys through `CodingKeys`, the legacy
/// words `photo` and `clip`) and validates nothing; ``LegacyTimelineAdapter/post(from:)``
/// turns it into a ``Post`` or rejects it.
///
/// ```swift
/// let item = try JSONDecoder().decode(TimelineItemDTO.self, from: json)   // {"item_id": 3, ...}
/// let post = try LegacyTimelineAdapter.post(from: item)
/// ```
struct TimelineItemDTO: Codable, Equatable, Sendable {
    var itemID: Int
    var userName: String
    /// `"text"`, `"photo"` or `"clip"`.
    var kind: String
    /// The text, or the caption of a photo or a clip (`""` when none).
    var body: String
    /// The media address of a photo or a clip.
    var mediaLink: String?
    var likers: [String]
    var replies: [ReplyDTO]

    private enum CodingKeys: String, CodingKey {
        case itemID = "item_id"
        case userName = "user_name"
        case kind = "type"
        case body
        case mediaLink = "media_link"
        case likers, replies
    }
}

/// A reply (a comment) as the legacy API sends it.
struct ReplyDTO: Codable, Equatable, Sendable {
    var replyID: Int
    var userName: String
    var body: String

    private enum CodingKeys: String, CodingKey {
        case replyID = "reply_id"
        case userName = "user_name"
        case body
    }
}

extension TimelineItemDTO {
    /// The legacy server's record of `post`: how the sample data is loaded into the old API.
    init(_ post: Post) {
        itemID = post.id.rawValue
        userName = post.author.rawValue
        switch post.content {
        case .text(let text):
            kind = "text"
            body = text.text
            mediaLink = nil
        case .image(let image):
            kind = "photo"
            body = image.caption ?? ""
            mediaLink = image.url.absoluteString
        case .video(let video):
            kind = "clip"
            body = video.caption ?? ""
            mediaLink = video.url.absoluteString
        }
        likers = post.likedBy.map(\.rawValue).sorted()
        replies = post.comments.map { comment in
            ReplyDTO(replyID: comment.id.rawValue, userName: comment.author.rawValue, body: comment.content.words ?? "")
        }
    }
}
