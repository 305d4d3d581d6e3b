import ExampleKit
import Futubra

/// A client whose server is down: the double a test hands a loader to reach its error path.
private struct DownClient: DependencyInjection.FeedClient {
    func posts() throws(DependencyInjection.ClientFailure) -> [Post] {
        throw DependencyInjection.ClientFailure(reason: "the server is down")
    }
}

/// Plays the ways an object gets its dependencies: injected three ways, found in an ambient
/// context or a service locator, made by a container, and carried down a chain.
package struct DependencyInjectionExample: Example {
    package static let id = "dependency-injection"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        typealias DI = DependencyInjection
        transcript.section("constructor injection")
        transcript.line(
            "FeedLoader(client: ServerFeedClient()): \(DI.FeedLoader(client: DI.ServerFeedClient()).headlines())")
        transcript.line("FeedLoader(client: DownClient()):       \(DI.FeedLoader(client: DownClient()).headlines())")

        transcript.section("property injection")
        let rows = await propertyInjection()
        transcript.line("viewDidLoad before the loader is set: \(rows.before)")
        transcript.line("viewDidLoad after:                    \(rows.after)")

        transcript.section("method injection, and an ambient context")
        var post = try SampleFeed.post(3)
        let filter = DI.WordFilter(banned: ["followers"])
        let spam = "Buy followers now"
        let injected = DI.CommentComposer().reply(spam, to: &post, as: SampleFeed.eve, checkedBy: filter)
        transcript.line("CommentComposer, filter passed in:   spam \(injected ? "added" : "refused")")
        let unbound = DI.AmbientCommentComposer().reply(spam, to: &post, as: SampleFeed.eve)
        transcript.line("AmbientCommentComposer, none bound:  spam \(unbound ? "added" : "refused")")
        let bound = DI.AmbientFilter.$current.withValue(filter) {
            DI.AmbientCommentComposer().reply(spam, to: &post, as: SampleFeed.eve)
        }
        transcript.line("AmbientCommentComposer, filter bound: spam \(bound ? "added" : "refused")")

        transcript.section("a service locator")
        let locator = DI.ServiceLocator()
        let located = DI.LocatorFeedLoader(locator: locator)
        transcript.line("built on an empty locator; first use: \(located.headlines())")
        locator.register(DI.ServerFeedClient() as any DI.FeedClient)
        transcript.line("after registering a client:           \(located.headlines().count) headlines")

        transcript.section("a container with lifetimes")
        let container = DI.AppAssembly.container()
        let first = try container.resolve(DI.FeedLoader.self)
        let second = try container.resolve(DI.FeedLoader.self)
        let shared = first.client as? DI.ServerFeedClient === second.client as? DI.ServerFeedClient
        transcript.line("two loaders (transient) share one client (singleton in the container): \(shared)")
        let other = try DI.AppAssembly.container().resolve(DI.FeedLoader.self)
        let separate = other.client as? DI.ServerFeedClient !== first.client as? DI.ServerFeedClient
        transcript.line("another container makes its own client: \(separate)")
        do {
            _ = try DI.DependencyContainer().resolve(DI.FeedLoader.self)
        } catch {
            transcript.line("an empty container: \(error)")
        }

        transcript.section("down a chain, from a singleton, or injected")
        let staging = DI.ImageHost(base: "https://img.staging.futubra.example")
        let commented = try SampleFeed.post(1)
        transcript.line("wanted: avatars from \(staging.base)")
        transcript.line("TrampCommentList(host:):     \(DI.TrampCommentList(host: staging).rows(for: commented)[0])")
        transcript.line("SingletonCommentList():      \(DI.SingletonCommentList().rows(for: commented)[0])")
        let list = DI.CommentList(avatars: DI.AvatarLinks(host: staging))
        transcript.line("CommentList(avatars:):       \(list.rows(for: commented)[0])")
    }

    @MainActor
    private func propertyInjection() -> (before: [String], after: [String]) {
        let controller = DependencyInjection.FeedViewController()
        controller.viewDidLoad()
        let before = controller.rows
        controller.loader = DependencyInjection.FeedLoader(client: DependencyInjection.ServerFeedClient())
        controller.viewDidLoad()
        return (before, controller.rows)
    }
}
