import ExampleKit
import Futubra

/// Plays the nine GRASP principles on the sample feed, one short section each; information
/// expert and creator next to the wrong assignment.
public struct GRASPExample: Example {
    public static let id = "grasp"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        var post = try SampleFeed.post(1)
        post.addComment(by: SampleFeed.anna, content: try .text("And welcome again."))

        transcript.section("information expert")
        transcript.line("post #1 has \(post.comments.count) comments (anna twice, eve once)")
        let names = GRASP.Participants.of(post).map(\.rawValue).joined(separator: ", ")
        transcript.line("the post answers:  participants \(names)")
        transcript.line(
            "a guessing badge:  \(GRASP.GuessingBadge.participants(commentCount: post.comments.count)) participants")

        transcript.section("creator")
        var byPost = post
        let made = byPost.addComment(by: SampleFeed.bob, content: try .text("Hi!"))
        transcript.line("the post creates bob's comment: id \(made.id)")
        var maker = GRASP.OutsideCommentMaker()
        var byMaker = post
        do {
            try byMaker.addComment(maker.make(by: SampleFeed.bob, content: try .text("Hi!")))
        } catch {
            transcript.line("an outside maker numbers it #1: \(error)")
        }

        transcript.section("controller")
        var controller = GRASP.FeedController(feed: feed)
        try controller.like(PostID(3), by: SampleFeed.anna)
        try controller.like(PostID(3), by: SampleFeed.anna)
        try controller.comment(on: PostID(3), by: SampleFeed.eve, text: "Majestic.")
        let three = controller.feed.post(id: PostID(3))
        transcript.line("like, like again, comment on #3 through FeedController:")
        transcript.line("  \(three?.likeCount ?? 0) like, \(three?.comments.count ?? 0) comment")

        transcript.section("low coupling")
        var heard: [String] = []
        GRASP.LikeAnnouncer { heard.append($0) }.announce(like: SampleFeed.eve, on: try SampleFeed.post(4))
        transcript.line("the announcer knows one function: \(heard.joined())")

        transcript.section("high cohesion")
        let rules = GRASP.CommentRules()
        for text in ["Nice!", "   ", "buy spam now"] {
            let problems = rules.problems(in: text)
            transcript.line("'\(text)': \(problems.isEmpty ? "ok" : problems.joined(separator: ", "))")
        }

        transcript.section("polymorphism")
        for each in feed.posts {
            transcript.line("#\(each.id.rawValue) \(GRASP.preview(of: each.content).previewLine)")
        }

        transcript.section("pure fabrication")
        let archive = GRASP.PostArchive()
        try archive.save(feed.posts)
        transcript.line(
            "PostArchive stored \(archive.stored.count) bytes, loads \(try archive.load().count) posts back")

        transcript.section("indirection")
        let relay = GRASP.LikeRelay()
        var badge = 0
        var analytics: [PostID] = []
        relay.listen { _ in badge += 1 }
        relay.listen { analytics.append($0) }
        relay.liked(PostID(4))
        transcript.line("the button tells the relay; badge \(badge), analytics \(analytics.map(\.rawValue))")

        transcript.section("protected variations")
        let four = try SampleFeed.post(4)
        transcript.line(GRASP.ShareLinks(host: GRASP.PrimaryHost()).link(for: four))
        transcript.line(GRASP.ShareLinks(host: GRASP.MirrorHost()).link(for: four))
    }
}
