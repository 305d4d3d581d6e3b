import ExampleKit
import Futubra

/// Plays domain-driven design on Futubra: the ubiquitous language, entities and value
/// objects, the discussion aggregate next to an unguarded one, its events through a
/// repository, a domain service, and moderation as a second bounded context.
public struct DomainDrivenDesignExample: Example {
    public static let id = "domain-driven-design"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        typealias DDD = DomainDrivenDesign
        let (anna, bob, dana, eve) = (SampleFeed.anna, SampleFeed.bob, SampleFeed.dana, SampleFeed.eve)

        transcript.section("ubiquitous language")
        transcript.line(DDD.language.map { "\($0.term) = \($0.code)" }.joined(separator: ", "))

        transcript.section("entities and value objects")
        let before = try SampleFeed.post(3)
        var after = before
        after.like(by: eve)
        transcript.line(
            "post #3 before and after eve's like: same entity \(before.id == after.id), equal values \(before == after)"
        )
        let welcome = try Content.text("Welcome!")
        transcript.line(
            "two texts 'Welcome!': equal values \(welcome == (try Content.text("Welcome!"))), no identity to compare")

        transcript.section("the aggregate guards its rules")
        let repository = DDD.DiscussionRepository()
        var seed = DDD.Discussion(post: try SampleFeed.post(1))
        repository.save(&seed)
        var discussion = seed
        var open = DDD.OpenDiscussion(postAuthor: dana, comments: seed.comments)
        transcript.line("discussion of dana's post #1: comments \(ids(discussion.comments))")
        let steps: [(String, (inout DDD.Discussion) -> DDD.Discussion.Refusal?)] = [
            ("bob removes eve's comment #2", { $0.remove(CommentID(2), by: bob) }),
            ("dana removes eve's comment #2", { $0.remove(CommentID(2), by: dana) }),
            ("dana locks the discussion", { $0.lock(by: dana) }),
            ("anna comments 'Too late?'", { $0.comment(by: anna, text: "Too late?") }),
        ]
        for (step, change) in steps {
            transcript.line("\(step): \(change(&discussion).map { "refused, \($0)" } ?? "done")")
        }
        transcript.line("root: comments \(ids(discussion.comments)), locked \(discussion.isLocked)")
        open.comments.removeAll { $0.id == CommentID(2) }
        open.isLocked = true
        open.comments.append(Comment(id: CommentID(3), author: anna, content: try .text("Too late?")))
        transcript.line("open fields, same steps by callers: comments \(ids(open.comments)), locked \(open.isLocked)")

        transcript.section("repository and domain events")
        transcript.line("stored before saving: \(ids(repository.discussion(for: PostID(1))?.comments ?? []))")
        repository.save(&discussion)
        transcript.line("stored after saving:  \(ids(repository.discussion(for: PostID(1))?.comments ?? []))")
        for event in repository.published { transcript.line("published \(event)") }
        let store = DDD.CommentStore()
        store.save(discussion)
        store.remove(CommentID(1), from: PostID(1))
        transcript.line(
            "a store of comments instead: bob removes anna's #1 from the locked discussion: comments \(ids(store.comments(of: PostID(1))))"
        )

        transcript.section("domain service")
        let posts = try SampleFeed.feed().posts
        for user in [anna, dana] { transcript.line("Reputation.of(\(user)): \(DDD.Reputation.of(user, in: posts))") }

        transcript.section("bounded context: moderation, behind a translator")
        let incidents = DDD.FeedTranslator.incidents(from: repository.published)
        transcript.line(
            "the translator turns \(repository.published.count) feed events into moderation's terms: \(incidents.map { "\($0)" }.joined(separator: ", "))"
        )
        for member in DDD.Moderation.members(after: incidents) {
            transcript.line("member \(member.name): \(member.strikes) strike, muted \(member.isMuted)")
        }
    }

    private func ids(_ comments: [Comment]) -> String {
        comments.isEmpty ? "none" : comments.map { "#\($0.id.rawValue)" }.joined(separator: " ")
    }
}
