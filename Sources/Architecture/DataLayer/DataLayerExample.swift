import ExampleKit
import Foundation
import Futubra
import FutubraServer

/// Plays the data layer: a paged feed screen that appears, pages, likes and refreshes, and
/// a plain array next to the collection on the same four posts.
public struct DataLayerExample: ExampleOnMainActor {
    public static let id = "data-layer"
    public init() {}

    @MainActor
    public func play(_ transcript: Transcript) async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let clock = VirtualClock()
        let screen = FeedScreen(server: server, clock: clock)
        func show(_ title: String) {
            transcript.line("\(title) (change \(screen.appliedChanges.last.map(\.description) ?? "none")):")
            for line in screen.lines { transcript.line("  \(line)") }
        }

        transcript.section("the feed screen, two posts a page")
        try await screen.appear()
        show("appear")
        try await screen.reachEnd()
        show("reach the end")
        try await screen.like(row: 1, as: SampleFeed.eve)
        show("eve likes row 1")
        _ = server.respond(method: "POST", path: "/posts/4/like", body: Data(#"{"user":"eve"}"#.utf8))
        try await screen.refresh()
        show("someone else's like on #4 arrives with a refresh")
        transcript.line("requests at the server: \(server.requestLog.count)")

        transcript.section("what a plain array gets wrong, on the same posts")
        let array = PlainArrayFeed()
        var arrayChanges = 0
        array.onChange = { arrayChanges += 1 }
        let four = try PostModel(json: FutubraJSON.encode(try SampleFeed.post(4)))
        array.append(four)
        array.append(try PostModel(json: FutubraJSON.encode(try SampleFeed.post(4))))
        let again = try PostModel(json: FutubraJSON.encode(try SampleFeed.post(4)))
        transcript.line(
            "post #4 added twice: the array holds it \(array.posts.count) times; the collection adds it: \(screen.posts.add(again))"
        )
        arrayChanges = 0
        let liked = server.respond(method: "POST", path: "/posts/4/like", body: Data(#"{"user":"chen"}"#.utf8))
        try four.merge(json: liked.body)
        transcript.line("a like inside #4: the array reports \(arrayChanges) changes")
        array.append(contentsOf: [four])
        transcript.line("array 'union' with #4: \(array.posts.count) posts")
        screen.posts.sectionKey = { String($0.author.prefix(1)).uppercased() }
        transcript.line(
            "sections: \(screen.posts.sections.map(\.title).joined(separator: ", ")); row [2, 0] is \(screen.posts.member(at: IndexPath(indexes: [2, 0]))?.id.description ?? "none")"
        )
    }
}
