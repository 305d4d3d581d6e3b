import ExampleKit
import Foundation
import Futubra
import FutubraServer

/// Plays the observable collection: unique members, sort keys, filters, set operations, a
/// like inside a member reported as a row update, sections, and paging.
public struct ObservableCollectionExample: ExampleOnMainActor {
    public static let id = "observable-collection"
    public init() {}

    @MainActor
    public func play(_ transcript: Transcript) async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let clock = VirtualClock()
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let posts = ModelCollection<PostModel>()
        posts.observe { change in transcript.line("  change: \(change)") }
        func shown() -> String { posts.visible.map(\.id.description).joined(separator: " ") }

        transcript.section("paging through a cache and an operation")
        posts.nextPage = .posts(limit: 3)
        try await posts.loadNext(from: cache, clock: clock)
        transcript.line("page 1: \(shown()); next: \(posts.nextPage.map(\.description) ?? "none")")
        try await posts.loadNext(from: cache, clock: clock)
        transcript.line("page 2: \(shown()); next: \(posts.nextPage.map(\.description) ?? "none")")

        transcript.section("unique by identity")
        let again = try PostModel(json: FutubraJSON.encode(try SampleFeed.post(4)))
        transcript.line("adding another #4: added \(posts.add(again)); \(posts.count) members")

        transcript.section("sort keys with priority, changed at run time")
        posts.sortKeys = [.init("likes") { $0.likeCount > $1.likeCount }, .init("id") { $0.id < $1.id }]
        transcript.line("by likes, then id: \(shown())")

        transcript.section("filters keep members but hide them")
        posts.addFilter("liked") { $0.likeCount > 0 }
        transcript.line("liked only: \(shown()); still held: \(posts.count)")

        transcript.section("a like inside a member is an update of its row")
        let liked = server.respond(method: "POST", path: "/posts/2/like", body: Data(#"{"user":"eve"}"#.utf8))
        try posts.member(id: PostID(2))?.merge(json: liked.body)
        transcript.line("eve likes #2: \(shown())")
        posts.removeFilter("liked")
        transcript.line("filter removed: \(shown())")

        transcript.section("sets: difference and union")
        posts.subtract([try PostModel(json: FutubraJSON.encode(try SampleFeed.post(1)))])
        transcript.line("minus #1: \(shown())")
        posts.formUnion([try PostModel(json: FutubraJSON.encode(try SampleFeed.post(1)))])
        transcript.line("plus #1: \(shown())")

        transcript.section("sections by author's initial")
        posts.sectionKey = { String($0.author.prefix(1)).uppercased() }
        transcript.line(
            posts.sections.map { "\($0.title): \($0.members.map(\.id.description).joined(separator: " "))" }.joined(
                separator: " | "))
        transcript.line("row [1, 0] is \(posts.member(at: IndexPath(indexes: [1, 0]))?.id.description ?? "none")")
    }
}
