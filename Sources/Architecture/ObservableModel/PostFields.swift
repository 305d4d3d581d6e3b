import Foundation
import Futubra

/// The server-owned fields of a post, each with a default, read from and written to the
/// API's post JSON.
///
/// Reading validates every field and names the first bad one with its value: an empty text,
/// a media URL that is not one, a negative id, a user who likes twice. A missing or `null`
/// optional field (caption, likes, comments, version) takes its default, so no field is ever
/// `nil`.
///
/// Writing gives the API's canonical form: likes sorted, no empty caption, no text for a
/// media post, no version 0. JSON in that form (what the server writes) comes back byte for
/// byte; any other JSON comes back in that form, with the same fields.
struct PostFields: Equatable, Sendable {
    var id = 0
    /// The server's revision of the post, if the API sends one (`"version": 7`); 0 if not.
    var version = 0
    var author = ""
    var kind = Content.Kind.text
    var text = ""
    var mediaURL = ""
    var caption = ""
    var likedBy: [String] = []
    var comments: [Comment] = []

    /// The fields in `json`, validated.
    init(json: Data) throws(ArchitectureError) {
        let raw: RawPost
        do {
            raw = try JSONDecoder().decode(RawPost.self, from: json)
        } catch {
            throw .invalidJSON("\(error)")
        }
        guard raw.id > 0 else { throw .invalidValue(field: "id", value: "\(raw.id)", reason: "must be positive") }
        do {
            _ = try UserName(raw.author)
        } catch {
            throw .invalidValue(field: "author", value: raw.author, reason: "\(error)")
        }
        id = raw.id
        version = raw.version ?? 0
        author = raw.author
        kind = raw.content.kind
        caption = raw.content.caption ?? ""
        switch kind {
        case .text:
            text = raw.content.text ?? ""
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw .invalidValue(field: "content.text", value: text, reason: "a text post needs text")
            }
        case .image, .video:
            mediaURL = raw.content.url ?? ""
            do {
                _ = try MediaURL(mediaURL)
            } catch {
                throw .invalidValue(field: "content.url", value: mediaURL, reason: "\(error)")
            }
        }
        likedBy = (raw.likedBy ?? []).sorted()
        if let twice = zip(likedBy, likedBy.dropFirst()).first(where: { $0 == $1 })?.0 {
            throw .invalidValue(field: "likedBy", value: twice, reason: "a user likes a post once")
        }
        comments = raw.comments ?? []
    }

    /// Defaults only: post 0 with empty text.
    init() {}

    /// The API's post JSON (sorted keys), as the server writes it.
    func json() throws(ArchitectureError) -> Data {
        let content = RawContent(
            kind: kind, text: kind == .text ? text : nil, url: kind == .text ? nil : mediaURL,
            caption: caption.isEmpty ? nil : caption)
        let raw = RawPost(
            id: id, version: version == 0 ? nil : version, author: author, content: content, likedBy: likedBy,
            comments: comments)
        do {
            return try FutubraJSON.encode(raw)
        } catch {
            throw .invalidJSON("\(error)")
        }
    }

    /// The post as the API writes it; optional keys may be missing or `null`.
    private struct RawPost: Codable {
        var id: Int
        var version: Int?
        var author: String
        var content: RawContent
        var likedBy: [String]?
        var comments: [Comment]?
    }

    /// Content as the API writes it: `text` for text, `url` and `caption` for media.
    private struct RawContent: Codable {
        var kind: Content.Kind
        var text: String?
        var url: String?
        var caption: String?
    }
}
