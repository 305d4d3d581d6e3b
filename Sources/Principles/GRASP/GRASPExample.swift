import ExampleKit
import Futubra

/// A kind of content added after the previews were written.
private struct PollPreview: GRASP.ContentPreview {
    var previewLine: String { "[poll] Tabs or spaces?" }
}

/// Plays the nine GRASP principles on the sample feed, one short section each, every one next
/// to the assignment that gets it wrong.
public struct GRASPExample: Example {
    public static let id = "grasp"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        var post = try SampleFeed.post(1)
        post.addComment(by: SampleFeed.anna, content: try .text("And welcome again."))
        let sources = SourceIndex(Principles.sourceFiles.filter { $0.path.hasPrefix("GRASP/") })

        transcript.section("information expert")
        transcript.line("post #1 has \(post.comments.count) comments (anna twice, eve once)")
        transcript.line("the post answers:   participants \(Self.names(post.participants))")
        let tallied = Self.names(GRASP.ParticipantTally.participants(of: post))
        transcript.line("an outside tally:   participants \(tallied), by reading the post's author and comments")
        transcript.line(
            "a guessing badge:   \(GRASP.GuessingBadge.participants(commentCount: post.comments.count)) participants")

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
        transcript.line("remove anna's comment #1 on #1, then bob comments:")
        try controller.remove(CommentID(1), on: PostID(1))
        try controller.comment(on: PostID(1), by: SampleFeed.bob, text: "Hi!")
        transcript.line("  FeedController, which asks the post:    \(Self.ids(controller.feed, PostID(1)))")
        var working = GRASP.WorkingController(feed: feed)
        try working.remove(CommentID(1), on: PostID(1))
        do {
            try working.comment(on: PostID(1), by: SampleFeed.bob, text: "Hi!")
        } catch {
            transcript.line("  WorkingController, which counts itself: \(error)")
        }

        transcript.section("low coupling")
        var heard: [String] = []
        GRASP.LikeAnnouncer { heard.append($0) }.announce(like: SampleFeed.eve, on: try SampleFeed.post(4))
        transcript.line("the announcer knows one function: \(heard.joined())")
        let types = sources.sources.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
        for name in ["LikeAnnouncer", "BannerBoundAnnouncer"] {
            let coupled = sources.names(types, usedBy: ["GRASP", name]).sorted()
            transcript.line("\(name) names \(coupled.isEmpty ? "no other type" : coupled.joined(separator: ", "))")
        }

        transcript.section("high cohesion")
        let rules = GRASP.CommentRules()
        for text in ["Nice!", "   ", "buy spam now"] {
            let problems = rules.problems(in: text)
            transcript.line("'\(text)': \(problems.isEmpty ? "ok" : problems.joined(separator: ", "))")
        }
        for name in ["CommentRules", "CommentDesk"] {
            let groups = sources.methodGroups(of: ["GRASP", name])
            transcript.line("\(name): \(groups.count) group\(groups.count == 1 ? "" : "s") of methods \(groups)")
        }

        transcript.section("polymorphism")
        for each in feed.posts {
            transcript.line("#\(each.id.rawValue) \(GRASP.preview(of: each.content).previewLine)")
        }
        transcript.line("a poll added later: \(PollPreview().previewLine)")
        transcript.line("  the caller that checks kinds: \(GRASP.KindCheckPreview.line(for: PollPreview()))")

        transcript.section("pure fabrication")
        let archive = GRASP.PostArchive()
        try archive.save(feed.posts)
        transcript.line(
            "PostArchive stored \(archive.stored.count) bytes, loads \(try archive.load().count) posts back")
        let storing = SourceIndex(Principles.sourceFiles.filter { $0.path == "GRASP/SelfStoringPost.swift" })
        let storage: Set = ["Data", "FutubraJSON"]
        transcript.line(
            "a post that stores itself names \(storing.names(storage, usedBy: ["Post"]).sorted().joined(separator: ", "))"
        )

        transcript.section("indirection")
        let relay = GRASP.LikeRelay()
        var badge = 0
        var analytics: [PostID] = []
        relay.listen { _ in badge += 1 }
        relay.listen { analytics.append($0) }
        relay.liked(PostID(4))
        transcript.line("the button tells the relay; badge \(badge), analytics \(analytics.map(\.rawValue))")
        var later: [PostID] = []
        relay.listen { later.append($0) }
        relay.liked(PostID(3))
        transcript.line(
            "a listener added later hears #\(later.map { "\($0.rawValue)" }.joined()), no edit to the button")

        transcript.section("protected variations")
        let four = try SampleFeed.post(4)
        transcript.line(GRASP.ShareLinks(host: GRASP.PrimaryHost()).link(for: four))
        transcript.line(GRASP.ShareLinks(host: GRASP.MirrorHost()).link(for: four))
        transcript.line("with the host written in: \(GRASP.FixedHostShareLinks().link(for: four))")
    }

    private static func names(_ users: [UserName]) -> String {
        users.map(\.rawValue).joined(separator: ", ")
    }

    private static func ids(_ feed: Feed, _ post: PostID) -> String {
        "comments " + (feed.post(id: post)?.comments.map { "\($0.id)" }.joined(separator: " ") ?? "")
    }
}
