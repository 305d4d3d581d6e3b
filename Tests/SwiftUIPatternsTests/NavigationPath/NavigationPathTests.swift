import ContractSupport
import FutubraDeclarative
import Testing

@testable import SwiftUIPatterns

@MainActor
@Suite("Navigation by path", .timeLimit(.minutes(1)), .watchdog)
struct NavigationPathTests {
    @Test("the path is the navigation: assigning it shows exactly those screens, the top one drawn")
    func pathIsTheNavigation() {
        let router = FeedRouter()
        let host = ViewHost(RoutedFeedApp(router: router))
        expect(host.render(), equals: ["Feed", "#4 anna", "#3 bob"])
        router.path = [.post(3), .author("bob")]
        expect(host.render(), equals: ["[< Back] bob", "bob's posts"])
        router.path = [.post(4)]
        expect(host.render(), equals: ["[< Back] Post #4", "post #4", "Comments", "Author"])
    }

    @Test("links and Back write the path the router owns: the owner always knows what is on screen")
    func linksWriteThePath() throws {
        let router = FeedRouter()
        let host = ViewHost(RoutedFeedApp(router: router))
        try host.select(lineStartingWith: "#3 bob")
        try host.select(lineStartingWith: "Comments")
        expect(router.path, equals: [.post(3), .comments(3)])
        try host.tap("< Back")
        expect(router.path, equals: [.post(3)])
        expect(host.render().first, equals: "[< Back] Post #3")
    }

    @Test("a URL is a path: one assignment opens the nested screens, and Back goes up through them")
    func deepLink() throws {
        try checkDeepLink { RoutedFeedApp(router: $0) }
    }

    @Test("control: a stack that keeps its own path cannot be opened from a link", .tags(.control))
    func ownPathIgnoresDeepLink() {
        withKnownIssue("the stack showed the feed") {
            try checkDeepLink { _ in UnboundFeedApp() }
        }
    }

    @Test("going back to the root is one assignment, from however deep")
    func popToRoot() throws {
        let router = FeedRouter()
        let host = ViewHost(RoutedFeedApp(router: router))
        expect(router.open("futubra://post/4/comments"), "the link is understood")
        try host.tap("Done")
        expect(router.path, equals: [])
        expect(host.render(), equals: ["Feed", "#4 anna", "#3 bob"])
        expect(!router.open("futubra://nowhere"), "an unknown link is refused")
    }
}

/// Opens a comments link on the app made by `make` and checks the screens the stack shows.
@MainActor
func checkDeepLink(_ make: (FeedRouter) -> any View) throws {
    let router = FeedRouter()
    let host = ViewHost(make(router))
    host.update()
    expect(router.open("futubra://post/3/comments"), "the link is understood")
    expect(host.render(), equals: ["[< Back] Comments", "comments on #3", "[Done]"])
    try host.tap("< Back")
    expect(host.render().first, equals: "[< Back] Post #3")
}

/// The wrong app: its stack keeps the path to itself, so nothing outside can navigate it.
private struct UnboundFeedApp: View {
    var body: any View {
        NavigationStack(
            root: FeedRootList()
                .navigationDestination(for: FeedRoute.self) { (route: FeedRoute) -> any View in
                    Text("\(route)")
                })
    }
}
