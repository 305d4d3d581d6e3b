import ContractSupport
import Futubra
import Testing

@testable import Architecture

private func post(_ id: Int, by author: UserName = SampleFeed.anna, likedBy: Set<UserName> = []) throws -> Post {
    try Post(id: PostID(id), author: author, content: .text(TextContent("post \(id)")), likedBy: likedBy)
}

/// A recording repository holding #1 and #2.
private func recorded() throws -> RecordingPostRepository {
    let repository = RecordingPostRepository()
    try repository.stored.commit(PostChanges(inserted: [try post(1), try post(2)]))
    return repository
}

/// The edits of one session: #1 liked three times, #3 added then liked, #4 added then
/// removed, #2 removed. What reaches the repository must be one commit of their net effect.
private func checkOneNetCommit<Editor: PostEditing>(
    editor make: (any PostRepository) -> Editor, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let repository = try recorded()
    var editor = make(repository)
    var first = try post(1)
    for user in [SampleFeed.bob, SampleFeed.chen, SampleFeed.dana] {
        first.like(by: user)
        try editor.update(first)
    }
    var third = try post(3)
    try editor.add(third)
    third.like(by: SampleFeed.eve)
    try editor.update(third)
    try editor.add(try post(4))
    try editor.remove(PostID(4))
    try editor.remove(PostID(2))
    try editor.commit()
    let net = PostChanges(inserted: [third], updated: [first], removed: [PostID(2)])
    expect(repository.commits.withLock { $0 }, equals: [net], from: sourceLocation)
    expect(try repository.all(), equals: [first, third], from: sourceLocation)
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct PostUnitOfWorkTests {
    @Test("nothing reaches the repository before commit, and a unit is written in one commit")
    func oneCommit() throws {
        let repository = try recorded()
        var work = PostUnitOfWork(repository: repository)
        work.add(try post(3))
        try work.update(try post(1, likedBy: [SampleFeed.bob]))
        work.remove(PostID(2))
        expect(repository.commits.withLock { $0 }, equals: [], "no commit before commit()")
        expect(try repository.all(), equals: [try post(1), try post(2)])
        try work.commit()
        try work.commit()
        expect(repository.commits.withLock { $0.map(\.summary) }, equals: ["1 new, 1 changed, 1 removed"])
        expect(work.changes.isEmpty, "a committed unit is empty")
    }

    @Test(
        "a post changed three times is written once with its last value, and a post added then removed is not written"
    )
    func netEffect() throws {
        try checkOneNetCommit { PostUnitOfWork(repository: $0) }
    }

    @Test("control: writing each edit as it is made writes a post changed three times three times", .tags(.control))
    func controlWritesEachEdit() throws {
        withKnownIssue {
            try checkOneNetCommit { WriteAsYouGoEdits(repository: $0) }
        }
    }

    @Test("a unit reads its own changes before the repository's")
    func readsOwnChanges() throws {
        let repository = try recorded()
        var work = PostUnitOfWork(repository: repository)
        let liked = try post(1, likedBy: [SampleFeed.bob])
        try work.update(liked)
        work.remove(PostID(2))
        work.add(try post(3))
        expect(try work.post(PostID(1)), equals: liked)
        expect(try work.post(PostID(2)), equals: nil, "a removed post is gone for the unit")
        expect(try work.post(PostID(3)), equals: try post(3))
        expect(try repository.post(PostID(2)), equals: try post(2), "and still stored")
        #expect(throws: RepositoryError.missingPost(PostID(2))) { try work.update(try post(2)) }
    }

    @Test("a refused commit leaves the unit holding its changes, to commit again once fixed")
    func refusedKeepsChanges() throws {
        let repository = try recorded()
        var work = PostUnitOfWork(repository: repository)
        work.add(try post(3))
        try work.update(try post(1, likedBy: [SampleFeed.bob]))
        try repository.stored.commit(PostChanges(removed: [PostID(1)]))
        let pending = work.changes
        #expect(throws: RepositoryError.missingPost(PostID(1))) { try work.commit() }
        expect(work.changes, equals: pending)
        work.forget(PostID(1))
        try work.commit()
        expect(try repository.all(), equals: [try post(2), try post(3)])
    }
}
