import Foundation
import Futubra
import MessageTrace

/// The screen where a user writes a post: text, a cursor, mentions and an optional image.
///
/// The originator of the pattern. Its state is private: callers edit it only through
/// operations (``type(_:)``, ``attachImage(_:)``...), and can save and restore it only as an
/// opaque ``DraftMemento`` that ``snapshot()`` archives with `Codable`.
///
/// ```swift
/// let composer = PostComposer(author: SampleFeed.anna)
/// composer.type("Hello")
/// let saved = try composer.snapshot()
/// composer.clear()
/// try composer.restore(saved)   // "Hello" is back, cursor and all
/// ```
@MainActor
final class PostComposer {
    /// Everything the draft is, as one archivable value; never leaves this file.
    fileprivate struct Draft: Codable, Equatable {
        var text = ""
        var cursor = 0
        var mentions: [UserName] = []
        var image: MediaURL?
    }

    /// Who writes the post.
    let author: UserName
    private var draft = Draft()

    /// An empty composer for `author`.
    init(author: UserName) {
        self.author = author
    }

    /// Inserts `text` at the cursor and moves the cursor past it.
    func type(_ text: String) {
        let index = draft.text.index(draft.text.startIndex, offsetBy: draft.cursor)
        draft.text.insert(contentsOf: text, at: index)
        draft.cursor += text.count
    }

    /// Moves the cursor to `offset`, clamped to the text.
    func moveCursor(to offset: Int) {
        draft.cursor = min(max(offset, 0), draft.text.count)
    }

    /// Mentions `user` once.
    func mention(_ user: UserName) {
        if !draft.mentions.contains(user) {
            draft.mentions.append(user)
        }
    }

    /// Attaches the image at `url`, replacing any other.
    func attachImage(_ url: MediaURL) {
        draft.image = url
    }

    /// Forgets everything written.
    func clear() {
        draft = Draft()
    }

    /// What the screen shows: the text with a `|` at the cursor, mentions and the image.
    var preview: String {
        var text = draft.text
        text.insert("|", at: text.index(text.startIndex, offsetBy: draft.cursor))
        let mentions = draft.mentions.map { "@\($0)" }.joined(separator: " ")
        let image = draft.image.map { " [image \($0)]" } ?? ""
        return "\"\(text)\"" + (mentions.isEmpty ? "" : " \(mentions)") + image
    }

    /// The post this draft would publish: an image (captioned with the text) or text.
    func makePost(id: PostID) throws(FutubraError) -> Post {
        let content: Content =
            if let image = draft.image {
                .image(ImageContent(url: image, caption: draft.text))
            } else {
                .text(try TextContent(draft.text))
            }
        return try Post(id: id, author: author, content: content)
    }

    /// The whole draft, archived into an opaque memento.
    func snapshot() throws(BehavioralError) -> DraftMemento {
        do {
            let memento = DraftMemento(archive: try FutubraJSON.encode(draft))
            Trace.call(from: "PostComposer", to: "DraftMemento", "archive draft (\(memento.byteCount) bytes)")
            return memento
        } catch {
            throw .feed(error)
        }
    }

    /// Puts the draft back exactly as it was when `memento` was taken.
    func restore(_ memento: DraftMemento) throws(BehavioralError) {
        Trace.call(from: "PostComposer", to: "DraftMemento", "unarchive draft")
        let saved: Draft
        do {
            saved = try FutubraJSON.decode(Draft.self, from: memento.archive)
        } catch {
            throw .corruptMemento(error.description)
        }
        guard (0...saved.text.count).contains(saved.cursor) else {
            throw .corruptMemento("cursor \(saved.cursor) is outside the text")
        }
        draft = saved
    }
}

/// A saved draft: opaque to everyone but ``PostComposer``, and `Codable` so it can be kept
/// on disk or sent elsewhere.
///
/// It holds only the archived bytes; nothing outside `PostComposer.swift` can read the text,
/// mentions or cursor inside, so holding a memento breaks no encapsulation.
///
/// ```swift
/// let saved = try composer.snapshot()   // hold it, compare it, encode it; never read it
/// try composer.restore(saved)
/// ```
struct DraftMemento: Codable, Hashable, Sendable {
    fileprivate let archive: Data

    fileprivate init(archive: Data) {
        self.archive = archive
    }

    /// The size of the archive, for a storage quota.
    var byteCount: Int { archive.count }
}
