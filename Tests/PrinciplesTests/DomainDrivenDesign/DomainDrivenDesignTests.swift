import ContractSupport
import ExampleKit
import Foundation
import Futubra
import Testing

@testable import Principles

private typealias DDD = DomainDrivenDesign

/// A discussion as the tests drive it from outside, guarded or not.
private protocol CommentThread {
    init(post: Post)
    mutating func remove(_ id: CommentID, as user: UserName)
    mutating func lock(as user: UserName)
    mutating func comment(as user: UserName, text: String)
    var commentIDs: [CommentID] { get }
    var locked: Bool { get }
}

extension DDD.Discussion: CommentThread {
    init(post: Post) { self.init(post: post, maximumComments: 50) }
    mutating func remove(_ id: CommentID, as user: UserName) { remove(id, by: user) }
    mutating func lock(as user: UserName) { lock(by: user) }
    mutating func comment(as user: UserName, text: String) { comment(by: user, text: text) }
    var commentIDs: [CommentID] { comments.map(\.id) }
    var locked: Bool { isLocked }
}

/// The open fields, driven the way a caller that forgets the rules drives them.
extension DDD.OpenDiscussion: CommentThread {
    init(post: Post) { self.init(postAuthor: post.author, comments: post.comments) }
    mutating func remove(_ id: CommentID, as user: UserName) { comments.removeAll { $0.id == id } }
    mutating func lock(as user: UserName) { isLocked = true }
    mutating func comment(as user: UserName, text: String) {
        let id = CommentID((comments.map(\.id.rawValue).max() ?? 0) + 1)
        if let content = try? Content.text(text) {
            comments.append(Futubra.Comment(id: id, author: user, content: content))
        }
    }
    var commentIDs: [CommentID] { comments.map(\.id) }
    var locked: Bool { isLocked }
}

/// Tries to break a discussion's rules from outside: on dana's post #1 (comments #1 by anna,
/// #2 by eve), bob removes eve's comment and locks; dana locks; anna comments.
private func checkDiscussionRules<Thread: CommentThread>(
    _ type: Thread.Type, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var thread = Thread(post: try SampleFeed.post(1))
    thread.remove(CommentID(2), as: SampleFeed.bob)
    #expect(
        thread.commentIDs == [CommentID(1), CommentID(2)], "bob removed eve's comment", sourceLocation: sourceLocation)
    thread.lock(as: SampleFeed.bob)
    #expect(!thread.locked, "bob locked dana's discussion", sourceLocation: sourceLocation)
    thread.lock(as: SampleFeed.dana)
    thread.comment(as: SampleFeed.anna, text: "Too late?")
    #expect(thread.locked, sourceLocation: sourceLocation)
    #expect(
        thread.commentIDs == [CommentID(1), CommentID(2)], "a locked discussion grew", sourceLocation: sourceLocation)
}

/// What the tests ask of a storage of discussions: store one, and let bob try to remove
/// eve's comment from it afterwards, through whatever the storage offers.
private protocol DiscussionStorage {
    init()
    mutating func store(_ discussion: DDD.Discussion)
    mutating func bobRemovesEvesComment()
    func commentIDs() -> [CommentID]
}

extension DDD.DiscussionRepository: DiscussionStorage {
    func store(_ discussion: DomainDrivenDesign.Discussion) {
        var discussion = discussion
        save(&discussion)
    }
    func bobRemovesEvesComment() {
        guard var discussion = discussion(for: PostID(1)) else { return }
        discussion.remove(CommentID(2), by: SampleFeed.bob)
        save(&discussion)
    }
    func commentIDs() -> [CommentID] { discussion(for: PostID(1))?.comments.map(\.id) ?? [] }
}

extension DDD.CommentStore: DiscussionStorage {
    func store(_ discussion: DomainDrivenDesign.Discussion) { save(discussion) }
    func bobRemovesEvesComment() { remove(CommentID(2), from: PostID(1)) }
    func commentIDs() -> [CommentID] { comments(of: PostID(1)).map(\.id) }
}

/// Checks that changes made through a storage still pass through the aggregate's root:
/// bob may not remove eve's comment from dana's locked discussion.
private func checkChangesGoThroughTheRoot<Storage: DiscussionStorage>(
    _ type: Storage.Type, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var storage = Storage()
    var discussion = DDD.Discussion(post: try SampleFeed.post(1))
    discussion.lock(by: SampleFeed.dana)
    storage.store(discussion)
    storage.bobRemovesEvesComment()
    #expect(
        storage.commentIDs() == [CommentID(1), CommentID(2)], "bob removed eve's comment through the storage",
        sourceLocation: sourceLocation)
}

/// The feed context's types: what moderation's own model must not name. `UserName` is the
/// kernel both contexts share, so it is not among them.
private let feedTypes: Set = [
    "Discussion", "Event", "Refusal", "OpenDiscussion", "DiscussionRepository", "CommentStore", "Post", "Comment",
    "CommentID", "PostID", "Content",
]

/// Checks that the type at `path` in the DDD sources names none of the feed context's types.
private func checkSpeaksOnlyItsOwnModel(_ path: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let named = principlesSources("DomainDrivenDesign/").names(feedTypes, usedBy: path)
    #expect(named.isEmpty, "\(path.last ?? "") names the feed's \(named.sorted())", sourceLocation: sourceLocation)
}

/// Checks a way of computing an author's reputation: anna, with a second post liked by eve,
/// has 3 likes on #4 and 1 on #5.
private func checkReputationSpansPosts(
    _ reputation: (UserName, [Post]) -> Int, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var second = try Post(id: PostID(5), author: SampleFeed.anna, content: .text("Second post."))
    second.like(by: SampleFeed.eve)
    let posts = try SampleFeed.feed().posts + [second]
    #expect(
        reputation(SampleFeed.anna, posts) == 4, "anna's reputation counts both her posts",
        sourceLocation: sourceLocation)
}

/// The declarations of the domain: Futubra's sources, read from the package, and this entry's.
private func domainDeclarations() throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../Sources/Futubra")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
    let futubra = try names.map {
        TextFile(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
    let files = futubra + Principles.sourceFiles.filter { $0.path.hasPrefix("DomainDrivenDesign/") }
    return Set(SourceIndex(files).declarations.map(\.name))
}

@Suite("Domain-driven design", .timeLimit(.minutes(1)), .watchdog)
struct DomainDrivenDesignTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("an aggregate root refuses every change that would break its rules, whoever tries from outside") {
            try checkDiscussionRules(DDD.Discussion.self)
            var full = DDD.Discussion(post: try SampleFeed.post(1), maximumComments: 2)
            expect(full.comment(by: SampleFeed.bob, text: "Hi"), equals: .full)
            expect(full.comment(by: SampleFeed.bob, text: " "), equals: .full)
            var discussion = DDD.Discussion(post: try SampleFeed.post(1))
            expect(discussion.comment(by: SampleFeed.bob, text: " "), equals: .emptyText)
            expect(discussion.remove(CommentID(9), by: SampleFeed.dana), equals: .noSuchComment(CommentID(9)))
        },
        Check("the root records a domain event for each accepted change and none for a refused one") {
            var discussion = DDD.Discussion(post: try SampleFeed.post(1))
            discussion.remove(CommentID(2), by: SampleFeed.bob)
            discussion.remove(CommentID(2), by: SampleFeed.dana)
            discussion.lock(by: SampleFeed.dana)
            discussion.comment(by: SampleFeed.anna, text: "Too late?")
            expect(
                discussion.pullEvents(),
                equals: [
                    .commentRemoved(CommentID(2), author: SampleFeed.eve, by: SampleFeed.dana),
                    .locked(by: SampleFeed.dana),
                ])
            expect(discussion.pullEvents(), equals: [])
        },
        Check("a repository hands out whole aggregates by the root's id; a change is kept only when the root is saved")
        {
            let repository = DDD.DiscussionRepository()
            var discussion = DDD.Discussion(post: try SampleFeed.post(1))
            repository.save(&discussion)
            var copy = try #require(repository.discussion(for: PostID(1)))
            copy.comment(by: SampleFeed.bob, text: "Hi")
            expect(repository.discussion(for: PostID(1))?.comments.count, equals: 2)
            repository.save(&copy)
            expect(repository.discussion(for: PostID(1))?.comments.count, equals: 3)
            expect(repository.published, equals: [.commented(CommentID(3), by: SampleFeed.bob)])
            expect(repository.discussion(for: PostID(2)) == nil)
            try checkChangesGoThroughTheRoot(DDD.DiscussionRepository.self)
        },
        Check("an entity stays the same entity when its attributes change; a value object is nothing but its value") {
            let before = try SampleFeed.post(3)
            var after = before
            after.like(by: SampleFeed.eve)
            expect(before.id, equals: after.id)
            expect(before != after)
            expect(try Content.text("Welcome!") == (try Content.text("Welcome!")))
            #expect(throws: FutubraError.self) { try UserName("an na") }
            expect(Set([before, after]).count, equals: 2, "Post's == compares values, so a set holds both states")
        },
        Check("a domain service computes what no single entity can: an author's reputation across all their posts") {
            let posts = try SampleFeed.feed().posts
            expect(DDD.Reputation.of(SampleFeed.anna, in: posts), equals: 3)
            expect(DDD.Reputation.of(SampleFeed.dana, in: posts), equals: 4)
            expect(DDD.Reputation.of(SampleFeed.eve, in: posts), equals: 0)
            try checkReputationSpansPosts(DDD.Reputation.of(_:in:))
        },
        Check("moderation, another bounded context, learns of removals only through a translator, in its own terms") {
            let events: [DDD.Discussion.Event] = [
                .commentRemoved(CommentID(2), author: SampleFeed.eve, by: SampleFeed.dana),
                .commentRemoved(CommentID(1), author: SampleFeed.anna, by: SampleFeed.anna),
                .locked(by: SampleFeed.dana),
            ]
            let incidents = DDD.FeedTranslator.incidents(from: events)
            expect(incidents, equals: [.takenDown(member: SampleFeed.eve)])
            expect(DDD.Moderation.members(after: incidents), equals: [.init(name: SampleFeed.eve, strikes: 1)])
            checkSpeaksOnlyItsOwnModel(["DomainDrivenDesign", "Moderation"])
            expect(
                principlesSources("DomainDrivenDesign/").names(
                    feedTypes, usedBy: ["DomainDrivenDesign", "FeedTranslator"]),
                equals: ["Discussion", "Event"], "the translator is the one place that knows both")
        },
        Check("each term of the ubiquitous language is a name the domain's code declares") {
            let declared = try domainDeclarations()
            for (term, code) in DDD.language {
                expect(declared.contains(code), "'\(term)' is said but the domain declares no '\(code)'")
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a discussion without a root lets callers remove others' comments, lock it and grow it when locked, and the check catches it",
        .tags(.control))
    func openFieldsBreakTheRules() {
        withKnownIssue {
            try checkDiscussionRules(DDD.OpenDiscussion.self)
        }
    }

    @Test(
        "a store that hands out comments instead of discussions lets bob remove eve's comment from a locked discussion, and the check catches it",
        .tags(.control))
    func commentStoreBypassesTheRoot() {
        withKnownIssue {
            try checkChangesGoThroughTheRoot(DDD.CommentStore.self)
        }
    }

    @Test(
        "a reputation computed by one post misses the author's other posts, and the check catches it", .tags(.control))
    func reputationOnOnePostMissesTheRest() {
        withKnownIssue {
            try checkReputationSpansPosts { author, posts in
                posts.first { $0.author == author }?.authorReputation ?? 0
            }
        }
    }

    @Test(
        "a moderation that reads the feed's events directly speaks the feed's model, and the check catches it",
        .tags(.control))
    func eventReadingModerationSpeaksTheFeedsModel() {
        expect(
            DDD.EventReadingModeration.strikes(
                after: [.commentRemoved(CommentID(2), author: SampleFeed.eve, by: SampleFeed.dana)]),
            equals: [SampleFeed.eve: 1])
        withKnownIssue {
            checkSpeaksOnlyItsOwnModel(["DomainDrivenDesign", "EventReadingModeration"])
        }
    }

}
