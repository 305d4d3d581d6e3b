import ContractSupport
import Foundation
import Futubra
import Synchronization
import Testing

@testable import Architecture

/// A post repository the shared contract runs on; `make` gets a scratch folder.
struct PostEngine: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (URL) throws -> any PostRepository
    var testDescription: String { name }

    /// Every repository that must pass the contract.
    static let all = [
        PostEngine(name: "in memory") { _ in InMemoryPostRepository() },
        PostEngine(name: "SQLite file") { folder in
            try SQLitePostRepository(file: folder.appendingPathComponent("posts.sqlite"))
        },
    ]
}

/// A repository that records each commit it is given, and keeps the posts in memory.
final class RecordingPostRepository: PostRepository {
    let stored = InMemoryPostRepository()
    let commits = Mutex<[PostChanges]>([])

    func post(_ id: PostID) throws(RepositoryError) -> Post? { try stored.post(id) }
    func all() throws(RepositoryError) -> [Post] { try stored.all() }
    func posts(by author: UserName) throws(RepositoryError) -> [Post] { try stored.posts(by: author) }
    func commit(_ changes: PostChanges) throws(RepositoryError) {
        commits.withLock { $0.append(changes) }
        try stored.commit(changes)
    }
}

private func post(_ id: Int, by author: UserName = SampleFeed.anna, likedBy: Set<UserName> = []) throws -> Post {
    try Post(id: PostID(id), author: author, content: .text(TextContent("post \(id)")), likedBy: likedBy)
}

/// Stores #1 (anna) and #2 (bob) through `repository`'s own commit.
private func seeded(_ repository: any PostRepository) throws -> any PostRepository {
    try repository.commit(PostChanges(inserted: [try post(1), try post(2, by: SampleFeed.bob)]))
    return repository
}

/// Three edit sessions whose last edit the repository must refuse (a taken id, a missing post
/// changed, a missing post removed), each after edits it accepts. Each refused session must
/// leave every post as it was.
private func checkAllOrNothing<Editor: PostEditing>(
    _ repository: any PostRepository, editor make: (any PostRepository) -> Editor,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let before = try repository.all()
    let liked = try post(2, by: SampleFeed.bob, likedBy: [SampleFeed.dana])
    let (first, ninth) = (try post(1), try post(9))
    // Each session adds a post of its own, so a control's leftovers do not refuse the next one.
    let (third, fourth, fifth) = (try post(3), try post(4), try post(5))
    let sessions: [(refusal: RepositoryError, edits: [(inout Editor) throws -> Void])] = [
        (.duplicatePost(PostID(1)), [{ try $0.add(third) }, { try $0.add(first) }]),
        (.missingPost(PostID(9)), [{ try $0.add(fourth) }, { try $0.update(liked) }, { try $0.update(ninth) }]),
        (
            .missingPost(PostID(9)),
            [
                { try $0.add(fifth) }, { try $0.update(liked) }, { try $0.remove(PostID(1)) },
                { try $0.remove(PostID(9)) },
            ]
        ),
    ]
    for session in sessions {
        var editor = make(repository)
        #expect(throws: session.refusal, sourceLocation: sourceLocation) {
            for edit in session.edits { try edit(&editor) }
            try editor.commit()
        }
        expect(try repository.all(), equals: before, "after a refused \(session.refusal)", from: sourceLocation)
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct RepositoryUnitOfWorkTests {
    @Test("what is committed comes back as the same posts, by id and by author", arguments: PostEngine.all)
    func roundTrip(engine: PostEngine) throws {
        try withScratchFolder { folder in
            let repository = try seeded(try engine.make(folder))
            var work = PostUnitOfWork(repository: repository)
            var first = try #require(try work.post(PostID(1)))
            first.like(by: SampleFeed.bob)
            first.addComment(by: SampleFeed.chen, content: .text(try TextContent("lovely \u{0}too")))
            try work.update(first)
            work.add(try post(3, by: SampleFeed.bob))
            try work.commit()
            let expected = [first, try post(2, by: SampleFeed.bob), try post(3, by: SampleFeed.bob)]
            expect(try repository.all(), equals: expected)
            expect(try repository.post(PostID(1)), equals: first)
            expect(try repository.post(PostID(7)), equals: nil)
            expect(try repository.posts(by: SampleFeed.bob), equals: Array(expected.dropFirst()))
            expect(try repository.posts(by: SampleFeed.eve), equals: [])
        }
    }

    @Test("a commit the repository refuses leaves every post as it was", arguments: PostEngine.all)
    func allOrNothing(engine: PostEngine) throws {
        try withScratchFolder { folder in
            let repository = try seeded(try engine.make(folder))
            try checkAllOrNothing(repository) { PostUnitOfWork(repository: $0) }
            // And it goes on: the refusals left no transaction open.
            var work = PostUnitOfWork(repository: repository)
            work.add(try post(3))
            try work.commit()
            expect(try repository.all().map(\.id.rawValue), equals: [1, 2, 3])
        }
    }

    @Test(
        "control: edits written as they are made leave the ones before the refused edit behind",
        .tags(.control), arguments: PostEngine.all)
    func controlWriteAsYouGo(engine: PostEngine) throws {
        try withScratchFolder { folder in
            let repository = try seeded(try engine.make(folder))
            withKnownIssue {
                try checkAllOrNothing(repository) { WriteAsYouGoEdits(repository: $0) }
            }
        }
    }

    @Test("the SQLite repository's posts outlive it: a reopened file holds them")
    func reopened() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("posts.sqlite")
            _ = try seeded(try SQLitePostRepository(file: file))
            expect(try SQLitePostRepository(file: file).all(), equals: [try post(1), try post(2, by: SampleFeed.bob)])
        }
    }
}
