import Futubra
import MessageTrace

/// Publishes drafts it is given, and keeps them: an actor that takes non-`Sendable` values
/// with `sending`.
///
/// Intent: `upload(_:)` takes `sending PostDraft`. The caller must hand over a draft that
/// nothing else in its domain can still reach (a fresh one, not one stored in its own
/// state), and from then on the draft is the uploader's: it publishes the text, marks the
/// draft published and keeps it. The compiler checks the hand-over where it happens.
///
/// ```swift
/// let id = try await uploader.upload(PostDraft(text: "Hello", author: SampleFeed.anna))
/// ```
actor DraftUploader {
    private let backend: FeedBackend
    private var published: [PostDraft] = []

    /// An uploader that publishes to `backend`.
    init(backend: FeedBackend) {
        self.backend = backend
    }

    /// Publishes `draft`, marks it published and keeps it; returns the new post's id.
    func upload(_ draft: sending PostDraft) async throws -> PostID {
        Trace.call(from: "DraftUploader", to: "FeedBackend", "POST /posts \"\(draft.text)\"")
        let id = try await backend.publish(draft.text, by: draft.author)
        draft.status = .published(id)
        published.append(draft)
        Trace.reply(from: "FeedBackend", to: "DraftUploader", "post \(id)")
        return id
    }

    /// What the uploader has published, as `Sendable` values that can leave the actor.
    var history: [(text: String, status: PostDraft.Status)] {
        published.map { ($0.text, $0.status) }
    }
}
