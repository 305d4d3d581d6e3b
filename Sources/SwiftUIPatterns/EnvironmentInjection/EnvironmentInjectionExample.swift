import ExampleKit
import FutubraDeclarative

/// Plays the environment as dependency injection: the app sets the feed client once at its
/// root, the list far below reads it, an ancestor's evaluation with the same client leaves
/// the list alone, switching the client evaluates the list only, and a list with no client
/// set fails loudly.
package struct EnvironmentInjectionExample: ExampleOnMainActor {
    package static let id = "environment-injection"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let backup = FeedClient(id: "backup") { ["#9 a post kept offline"] }
        let host = ViewHost(ClientFeedApp(live: .live(try InMemoryFeedService()), backup: backup))

        transcript.section("the root sets the client; the list, two views down, reads it")
        host.update()
        host.resetEvaluations()
        try host.tap("Load")
        await host.settle()
        transcript.show(host)

        transcript.section("the root is evaluated again with the same client: the list is not")
        try host.tap("Tap")
        transcript.show(host)

        transcript.section("another client: only the list, which read it, is evaluated again")
        try host.tap("Switch client")
        try host.tap("Load")
        await host.settle()
        transcript.show(host)

        transcript.section("no client set: the default fails, naming what is missing")
        let alone = ViewHost(FeedList())
        try alone.tap("Load")
        await alone.settle()
        transcript.show(alone)
    }
}
