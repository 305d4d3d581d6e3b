import Foundation

/// The post being written, kept in a file so it survives the app being killed.
///
/// Saved as JSON with `.atomic`: Foundation writes a temporary file beside it and renames it
/// over the old one, so the file is always the old draft or the new one, never half of
/// each; a reader that opened the old file keeps reading the old draft whole.
///
/// ```swift
/// let drafts = DraftFile(url: folder.appendingPathComponent("draft.json"))
/// try drafts.save(PostDraft(text: "first light"))
/// let draft = try drafts.load()
/// ```
struct DraftFile: Sendable {
    /// Where the draft lives.
    let url: URL
    /// How the file is written: `.atomic` here; the broken in-place design passes none.
    var options: Data.WritingOptions = [.atomic]

    /// Writes `draft`, replacing the previous one.
    func save(_ draft: PostDraft) throws {
        try JSONEncoder().encode(draft).write(to: url, options: options)
    }

    /// The saved draft, or nil when there is none.
    func load() throws -> PostDraft? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(PostDraft.self, from: Data(contentsOf: url))
    }
}

/// A post not published yet.
struct PostDraft: Codable, Equatable, Sendable {
    var text: String
}
