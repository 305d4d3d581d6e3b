import ExampleKit
import Futubra

/// Plays the five couplers: each smell and its refactoring run on the same seeded inputs, then
/// what the coupling costs.
public struct CouplersExample: Example {
    public static let id = "couplers"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try CodeSmell.feed(seed: 8, posts: 4)
        featureEnvy(feed, transcript)
        inappropriateIntimacy(transcript)
        messageChainsAndLibrary(feed, transcript)
        try middleMan(feed, transcript)
    }

    private func featureEnvy(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = Couplers.FeatureEnvy
        transcript.section("feature envy")
        for post in feed.posts {
            let before = Smell.Before.FeedRow().line(for: post)
            let after = Smell.After.FeedRow().line(for: post)
            transcript.line("\(before) | \(before == after ? "same after" : after)")
        }
        if let reads = CodeSmell.places(of: "post.", in: "Couplers/FeatureEnvy.swift") {
            transcript.line("the row reads the post's data in \(reads.before) places before, \(reads.after) after")
        }
    }

    private func inappropriateIntimacy(_ transcript: Transcript) {
        typealias Smell = Couplers.InappropriateIntimacy
        transcript.section("inappropriate intimacy")
        let before = Smell.Before.LikeLedger()
        let after = Smell.After.LikeLedger()
        for (id, user) in [(PostID(1), SampleFeed.eve), (PostID(1), SampleFeed.bob), (PostID(1), SampleFeed.anna)] {
            before.like(id, by: user)
            after.like(id, by: user)
        }
        transcript.line("first liker of #1 before the badge: \(before.firstLiker(of: PostID(1))?.rawValue ?? "-")")
        transcript.line(
            "badge: \(Smell.Before.badge(for: PostID(1), in: before)) | \(Smell.After.badge(for: PostID(1), in: after))"
        )
        transcript.line("first liker after the intimate badge: \(before.firstLiker(of: PostID(1))?.rawValue ?? "-")")
        transcript.line("first liker after the badge that asks: \(after.firstLiker(of: PostID(1))?.rawValue ?? "-")")
    }

    private func messageChainsAndLibrary(_ feed: Feed, _ transcript: Transcript) {
        typealias Chains = Couplers.MessageChains
        typealias Library = Couplers.IncompleteLibraryClass
        transcript.section("message chains")
        let user = feed.posts.first?.author ?? SampleFeed.anna
        let app = Chains.AppState(session: Chains.Session(user: user, store: Chains.FeedStore(feed: feed)))
        transcript.line(
            "before: \(Chains.Before.header(app)), \(Chains.Before.myPostCount(app)) mine, \(Chains.Before.totalLikes(app)) likes"
        )
        transcript.line(
            "after:  \(Chains.After.header(app)), \(Chains.After.myPostCount(app)) mine, \(Chains.After.totalLikes(app)) likes"
        )
        if let chains = CodeSmell.places(of: "session.store.feed", in: "Couplers/MessageChains.swift") {
            transcript.line(
                "moving the feed out of the session edits \(chains.before) chains before, \(chains.after) after")
        }
        transcript.section("incomplete library class")
        for user in Set(feed.posts.map(\.author)).sorted() {
            let before =
                "\(Library.Before.profileCount(feed, user)) posts, \(Library.Before.profileLikes(feed, user)) likes"
            let after =
                "\(Library.After.profileCount(feed, user)) posts, \(Library.After.profileLikes(feed, user)) likes"
            transcript.line("\(user): \(before) | \(before == after ? "same after" : after)")
        }
        if let copies = CodeSmell.places(of: "filter { $0.author ==", in: "Couplers/IncompleteLibraryClass.swift") {
            transcript.line("the missing operation is written \(copies.before) times before, \(copies.after) after")
        }
    }

    private func middleMan(_ feed: Feed, _ transcript: Transcript) throws {
        typealias Smell = Couplers.MiddleMan
        transcript.section("middle man")
        var before = Smell.Before.FeedScreen()
        var after = Smell.After.FeedScreen()
        let post = feed.posts[0]
        try before.publish(post)
        try after.publish(post)
        transcript.line(
            "both screens published \(post.id): \(before.manager.feed == after.feed ? "the same feed" : "different feeds")"
        )
        for (name, screen, route) in [
            ("before", before as Any, Self.route(from: ["Couplers", "MiddleMan", "Before", "FeedScreen"])),
            ("after", after as Any, Self.route(from: ["Couplers", "MiddleMan", "After", "FeedScreen"])),
        ] {
            let fields = StoredState.path(to: Feed.self, in: screen)?.joined(separator: ".") ?? "-"
            transcript.line("\(name): publish(_:) reaches the feed through \(route); the screen holds it as \(fields)")
        }
    }

    /// `FeedScreen > FeedManager > Feed`: the types a screen's `publish(_:)` passes through
    /// to reach `Feed`, read from the code.
    private static func route(from screen: [String]) -> String {
        guard let route = SourceCode.antiPatterns.route(from: (screen, "publish"), to: ["Feed"]) else { return "-" }
        return route.map { $0.last ?? "" }.joined(separator: " > ")
    }
}
