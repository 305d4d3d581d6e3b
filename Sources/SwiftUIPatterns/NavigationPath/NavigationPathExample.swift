import ExampleKit
import FutubraDeclarative

/// Plays navigation by path: links push route values, Back pops them, a deep link assigns a
/// whole path, and Done empties it; after each step, the router's path is what the screen shows.
package struct NavigationPathExample: ExampleOnMainActor {
    package static let id = "navigation-path"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let router = FeedRouter()
        let host = ViewHost(RoutedFeedApp(router: router))

        transcript.section("links push values on the path the router owns")
        show(host, router, in: transcript)
        try host.select(lineStartingWith: "#3 bob")
        show(host, router, in: transcript)
        try host.select(lineStartingWith: "Author")
        show(host, router, in: transcript)
        try host.tap("< Back")
        show(host, router, in: transcript)

        transcript.section("a deep link is a path, assigned at once")
        _ = router.open("futubra://post/4/comments")
        show(host, router, in: transcript)
        try host.tap("< Back")
        show(host, router, in: transcript)
        try host.select(lineStartingWith: "Comments")
        try host.tap("Done")
        show(host, router, in: transcript)
    }

    @MainActor
    private func show(_ host: ViewHost, _ router: FeedRouter, in transcript: Transcript) {
        let path = router.path.map { "\($0)" }.joined(separator: ", ")
        transcript.line("path [\(path)]: " + host.render().joined(separator: " | "))
    }
}
