import ExampleKit
import Foundation
import Futubra

/// Plays repository and unit of work: one editor's function, the same on a repository in
/// memory and on one in a SQLite file, and the broken editor that writes as it goes.
package struct RepositoryUnitOfWorkExample: Example {
    package static let id = "repository-unit-of-work"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("a repository in memory, edited through units of work")
        let memory = InMemoryPostRepository()
        let lines = try Self.editFeed(memory)
        for line in lines { transcript.line(line) }

        transcript.section("the same edits without a unit of work: each edit written at once")
        let loose = InMemoryPostRepository([try Self.post(5, by: SampleFeed.bob, "hello")])
        var editor = WriteAsYouGoEdits(repository: loose)
        transcript.line(try Self.refusedEdit(&editor, repository: loose))

        transcript.section("the same function on a SQLite repository")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repository-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("posts.sqlite")
        let sqliteLines = try Self.editFeed(try SQLitePostRepository(file: file))
        transcript.line(sqliteLines == lines ? "the same \(lines.count) lines as in memory" : "different lines:")
        if sqliteLines != lines { for line in sqliteLines { transcript.line(line) } }
        let reopened = try SQLitePostRepository(file: file)
        transcript.line("reopened posts.sqlite: \(Self.shown(try reopened.all()))")
    }

    /// The editor's function: it sees only the protocol, and says what it saw.
    static func editFeed(_ repository: any PostRepository) throws -> [String] {
        var lines: [String] = []
        var first = PostUnitOfWork(repository: repository)
        first.add(try post(1, by: SampleFeed.anna, "first light"))
        first.add(try post(2, by: SampleFeed.bob, "a long walk"))
        try first.commit()
        lines.append("unit 1 committed: posts \(shown(try repository.all()))")

        var second = PostUnitOfWork(repository: repository)
        var liked = try second.post(PostID(1)) ?? post(1, by: SampleFeed.anna, "?")
        liked.like(by: SampleFeed.bob)
        try second.update(liked)
        liked.like(by: SampleFeed.chen)
        liked.addComment(by: SampleFeed.chen, content: .text(try TextContent("lovely")))
        try second.update(liked)
        second.add(try post(3, by: SampleFeed.chen, "draft"))
        second.remove(PostID(3))
        second.remove(PostID(2))
        lines.append("unit 2 before commit: it sees #2 as \(try second.post(PostID(2)).map { _ in "there" } ?? "gone")")
        lines.append("  the repository still holds \(shown(try repository.all()))")
        lines.append("  pending: \(second.changes.summary) (three edits of #1, a discarded draft #3)")
        try second.commit()
        lines.append("unit 2 committed: posts \(shown(try repository.all()))")

        var other = PostUnitOfWork(repository: repository)
        other.remove(PostID(1))
        other.add(try post(5, by: SampleFeed.bob, "hello"))
        var editor = PostUnitOfWork(repository: repository)
        _ = try editor.post(PostID(1))
        try other.commit()
        lines.append("another unit removed #1 and added #5: posts \(shown(try repository.all()))")
        lines.append(try refusedEdit(&editor, repository: repository))
        lines.append("  the unit still holds: \(editor.changes.summary)")
        editor.forget(PostID(1))
        try editor.commit()
        lines.append("it drops its stale change to #1 and commits again: posts \(shown(try repository.all()))")
        return lines
    }

    /// Dana adds #4 and likes #1, which another unit removed meanwhile; says what was kept.
    static func refusedEdit(_ editor: inout some PostEditing, repository: any PostRepository) throws -> String {
        var gone = try post(1, by: SampleFeed.anna, "first light")
        gone.like(by: SampleFeed.dana)
        do {
            try editor.add(try post(4, by: SampleFeed.dana, "new here"))
            try editor.update(gone)
            try editor.commit()
            return "\(type(of: editor)): dana's edit committed: posts \(shown(try repository.all()))"
        } catch let error as RepositoryError {
            return "\(type(of: editor)): dana's edit refused (\(error)); posts \(shown(try repository.all()))"
        }
    }

    static func post(_ id: Int, by author: UserName, _ text: String) throws -> Post {
        try Post(id: PostID(id), author: author, content: .text(try TextContent(text)))
    }

    /// "1 like", "2 likes".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "#1 anna (2 likes, 1 comment), #2 bob (0 likes, 0 comments)".
    static func shown(_ posts: [Post]) -> String {
        posts.isEmpty
            ? "none"
            : posts.map {
                "\($0.id) \($0.author) (\(counted($0.likeCount, "like")), \(counted($0.comments.count, "comment")))"
            }
            .joined(separator: ", ")
    }
}
