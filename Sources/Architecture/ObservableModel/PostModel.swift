import Foundation
import Futubra
import MessageTrace

/// A Futubra post as an observable model: built from the API's JSON, written back to it,
/// validated, and reporting every change with the names of the properties that changed.
///
/// Intent: the one object a screen binds to for a post. Every property has a default. The
/// user-editable property (`draftComment`) changes through its validating setter; the
/// server-owned ones (content, likes, comments) change only by merging the server's JSON,
/// which reports exactly the properties whose values differ, and ignores JSON older than the
/// model's (when the API sends a version). The model acts on its own resource, `/posts/{id}`
/// (see `like(as:through:)`), merging each answer. It holds values only, plus an
/// ``ImageSlot`` tied to its image URL: nothing it holds can change behind its back.
///
/// ```swift
/// let post = try PostModel(json: data)
/// let token = post.observe { post, changed in … }     // [.likedBy]
/// try post.merge(json: newer)
/// try await post.like(as: eve, through: transport)   // POST /posts/3/like, merged
/// try post.setDraftComment("Nice!")
/// ```
@MainActor
final class PostModel {
    /// The properties a change can name.
    enum Property: String, CaseIterable, Sendable, Comparable {
        case id, author, kind, text, mediaURL, caption, likedBy, comments, image, draftComment

        static func < (lhs: Property, rhs: Property) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The longest comment draft accepted.
    static let maximumDraftLength = 280

    /// The server-owned fields.
    private(set) var fields: PostFields
    /// The user's unsent comment.
    private(set) var draftComment = ""
    /// The cache slot for the post's image or video poster.
    private(set) var image: ImageSlot
    private var observers: [Int: @MainActor (PostModel, Set<Property>) -> Void] = [:]
    private var issued = 0

    /// A model with every default: post 0, empty text, no likes, no comments.
    init() {
        fields = PostFields()
        image = ImageSlot(url: "")
    }

    /// A model of the post in `json`; throws naming the first invalid field and its value.
    init(json: Data) throws(ArchitectureError) {
        fields = try PostFields(json: json)
        image = ImageSlot(url: fields.mediaURL)
    }

    var id: PostID { PostID(fields.id) }
    var author: String { fields.author }
    var text: String { fields.text }
    var likeCount: Int { fields.likedBy.count }

    /// The post's JSON, as the API writes it.
    func json() throws(ArchitectureError) -> Data { try fields.json() }

    /// Calls `handler` after every change with the names of the properties that changed;
    /// returns a token for ``stopObserving(_:)``.
    @discardableResult
    func observe(_ handler: @escaping @MainActor (PostModel, Set<Property>) -> Void) -> Int {
        issued += 1
        observers[issued] = handler
        return issued
    }

    /// Stops the observer registered with `token`.
    func stopObserving(_ token: Int) {
        observers[token] = nil
    }

    /// Sets the user's comment draft; a draft over ``maximumDraftLength`` characters is refused.
    func setDraftComment(_ draft: String) throws(ArchitectureError) {
        guard draft.count <= Self.maximumDraftLength else {
            throw .invalidValue(
                field: "draftComment", value: String(draft.prefix(20)) + "…",
                reason: "longer than \(Self.maximumDraftLength) characters")
        }
        guard draft != draftComment else { return }
        draftComment = draft
        report([.draftComment])
    }

    /// The server's revision of the post the model holds; 0 when the API sends none.
    var version: Int { fields.version }

    /// A new model with this one's fields, draft and image: another identity, with no
    /// observers, so a screen can edit the copy and throw it away (what `NSCopying` gave a
    /// model class; a struct copies itself, a class needs this).
    func copy() -> PostModel {
        let copy = PostModel()
        copy.fields = fields
        copy.draftComment = draftComment
        copy.image = image
        return copy
    }

    /// Merges the server's JSON of the same post and returns exactly the properties that
    /// changed (none if nothing did). JSON whose version is older than the model's (a late
    /// answer, or a page kept from before the last change) changes nothing; invalid JSON, or
    /// another post's, is refused and changes nothing.
    @discardableResult
    func merge(json: Data) throws(ArchitectureError) -> Set<Property> {
        let newer = try PostFields(json: json)
        guard newer.id == fields.id else {
            throw .invalidValue(field: "id", value: "\(newer.id)", reason: "this model is post '\(fields.id)'")
        }
        guard newer.version >= fields.version else {
            Trace.note(over: "PostModel", "\(id) ignored version \(newer.version): it holds \(fields.version)")
            return []
        }
        var changed: Set<Property> = []
        if newer.author != fields.author { changed.insert(.author) }
        if newer.kind != fields.kind { changed.insert(.kind) }
        if newer.text != fields.text { changed.insert(.text) }
        if newer.mediaURL != fields.mediaURL {
            changed.formUnion([.mediaURL, .image])
            image = ImageSlot(url: newer.mediaURL)
        }
        if newer.caption != fields.caption { changed.insert(.caption) }
        if newer.likedBy != fields.likedBy { changed.insert(.likedBy) }
        if newer.comments != fields.comments { changed.insert(.comments) }
        fields = newer
        if !changed.isEmpty {
            Trace.note(over: "PostModel", "\(id) merged: \(changed.sorted().map(\.rawValue).joined(separator: ", "))")
            report(changed)
        }
        return changed
    }

    /// Keeps image bytes loaded for `url` if that is still this post's image URL.
    @discardableResult
    func storeImage(_ bytes: Data, for url: String) -> Bool {
        guard image.store(bytes, for: url) else { return false }
        report([.image])
        return true
    }

    private func report(_ changed: Set<Property>) {
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(self, changed) }
    }
}
