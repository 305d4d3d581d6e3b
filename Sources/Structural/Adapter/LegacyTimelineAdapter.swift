import Foundation
import Futubra
import MessageTrace

/// Makes the ``LegacyTimelineAPI`` usable as a ``FeedService``: the adapter.
///
/// It changes the interface and nothing else: callbacks become `async`, snake_case DTOs
/// become ``Feed`` and ``Post`` values, status codes become ``StructuralError`` cases.
/// Each request makes exactly one legacy call, and the legacy API's decisions (who may
/// delete what) are reported, never replaced.
///
/// ```swift
/// let service: any FeedService = LegacyTimelineAdapter(api: legacyAPI)
/// let feed = try await service.feed()
/// ```
struct LegacyTimelineAdapter: FeedService {
    /// The adaptee.
    let api: LegacyTimelineAPI

    var name: String { "LegacyTimelineAdapter" }

    func feed() async throws(StructuralError) -> Feed {
        Trace.call(from: "LegacyTimelineAdapter", to: "LegacyTimelineAPI", "fetchTimeline(completion:)")
        let (json, status) = await withCheckedContinuation { continuation in
            api.fetchTimeline { json, status in continuation.resume(returning: (json, status)) }
        }
        Trace.reply(from: "LegacyTimelineAPI", to: "LegacyTimelineAdapter", "status \(status), JSON")
        guard status == 200, let json else { throw .legacyStatus(status) }
        let payload: TimelinePayload
        do {
            payload = try JSONDecoder().decode(TimelinePayload.self, from: json)
        } catch {
            throw .legacyPayload("not a timeline")
        }
        do {
            return try Feed(posts: payload.items.map(Self.post(from:)))
        } catch {
            throw .legacyPayload(error.description)
        }
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        Trace.call(
            from: "LegacyTimelineAdapter", to: "LegacyTimelineAPI",
            "deleteItem(identifier: \(id.rawValue), requester: \(user))")
        let status = await withCheckedContinuation { continuation in
            api.deleteItem(identifier: id.rawValue, requester: user.rawValue) { continuation.resume(returning: $0) }
        }
        Trace.reply(from: "LegacyTimelineAPI", to: "LegacyTimelineAdapter", "status \(status)")
        switch status {
        case 200, 204: return
        case 403: throw .forbidden(user: user, action: "remove post '\(id)'")
        case 404: throw .domain(.postNotFound(id))
        default: throw .legacyStatus(status)
        }
    }

    /// Translates one legacy item into a post, through the domain's validating initializers.
    static func post(from item: TimelineItemDTO) throws(FutubraError) -> Post {
        let caption = item.body.isEmpty ? nil : item.body
        let content: Content
        switch item.kind {
        case "text":
            content = try .text(item.body)
        case "photo":
            content = try .image(item.mediaLink ?? "", caption: caption)
        case "clip":
            content = try .video(item.mediaLink ?? "", caption: caption)
        default:
            throw .invalidJSON(field: "type", reason: "'\(item.kind)' is not text, photo or clip")
        }
        var likers: Set<UserName> = []
        for name in item.likers {
            likers.insert(try UserName(name))
        }
        var comments: [Comment] = []
        for reply in item.replies {
            comments.append(
                Comment(
                    id: CommentID(reply.replyID), author: try UserName(reply.userName), content: try .text(reply.body)))
        }
        return try Post(
            id: PostID(item.itemID), author: try UserName(item.userName), content: content,
            likedBy: likers, comments: comments)
    }
}
