import ExampleKit
import Futubra

/// Plays the specification: one feed rule filters the sample feed and says why each hidden
/// post is hidden; one comment rule validates drafts and says why each refused one fails; the
/// same rule as a closure and as a `#Predicate` gives the same answers and no reasons.
package struct SpecificationExample: Example {
    package static let id = "specification"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let shown = PostRules.shownInFeed(following: [SampleFeed.bob], blocking: [SampleFeed.chen])
        transcript.section("filter: what eve's feed shows")
        transcript.line("rule: \(shown.description)")
        for post in feed.posts {
            let failures = shown.failures(for: post)
            transcript.line(
                "\(post.id) by \(post.author), \(post.likeCount) likes: "
                    + (failures.isEmpty ? "shown" : "hidden, fails \(failures.joined(separator: "; "))"))
        }
        transcript.line("shown: \(feed.posts.filter(shown.isSatisfied).map(\.id.description).joined(separator: ", "))")

        transcript.section("validate: may this comment be posted?")
        let rule = CommentRules.mayBePosted(muted: [SampleFeed.bob])
        let busy = try SampleFeed.post(1)
        let drafts: [(UserName, String, Post)] = [
            (SampleFeed.eve, "Nice cat", try SampleFeed.post(3)),
            (SampleFeed.eve, "   ", try SampleFeed.post(3)),
            (SampleFeed.bob, String(repeating: "a", count: 300), try SampleFeed.post(3)),
            (SampleFeed.eve, "Me too", try Self.withThirdComment(busy)),
            (SampleFeed.dana, "Thanks, all", try Self.withThirdComment(busy)),
        ]
        let closure = ClosureCommentRule.mayBePosted(muted: [SampleFeed.bob])
        var agree = 0
        for (author, text, post) in drafts {
            let draft = CommentDraft(author: author, text: text, post: post)
            let failures = rule.failures(for: draft)
            let shownText = text.count > 20 ? "\(text.count) characters" : "'\(text)'"
            transcript.line(
                "\(author) on \(post.id), \(shownText): "
                    + (failures.isEmpty ? "may be posted" : "refused, fails \(failures.joined(separator: "; "))"))
            agree += closure(draft) == rule.isSatisfied(by: draft) ? 1 : 0
        }

        transcript.section("the same rules without specifications")
        transcript.line("the closure agrees on \(agree) of \(drafts.count) drafts, and answers only true or false")
        let predicate = PostRules.shownInFeedPredicate(following: [SampleFeed.bob], blocking: [SampleFeed.chen])
        let byPredicate = try feed.posts.filter { try predicate.evaluate($0) }
        transcript.line(
            "#Predicate shows \(byPredicate.map(\.id.description).joined(separator: ", ")), and answers only true or false"
        )
    }

    /// `post` with a third comment, by chen.
    static func withThirdComment(_ post: Post) throws -> Post {
        var post = post
        post.addComment(by: SampleFeed.chen, content: try .text("Hi!"))
        return post
    }
}
