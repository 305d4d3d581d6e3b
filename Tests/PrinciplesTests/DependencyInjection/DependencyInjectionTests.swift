import ContractSupport
import ExampleKit
import Futubra
import MessageTrace
import Testing

@testable import Principles

private typealias DI = DependencyInjection

/// A stub: a client whose server is down.
private struct DownClient: DI.FeedClient {
    func posts() throws(DI.ClientFailure) -> [Post] {
        throw DI.ClientFailure(reason: "the server is down")
    }
}

/// A stub that answers with a fixed feed.
private struct FixedClient: DI.FeedClient {
    let fixed: [Post]

    func posts() throws(DI.ClientFailure) -> [Post] { fixed }
}

/// Checks a loader's error path through a double: `make` builds the loader's `headlines`
/// from the client it is handed (a design that cannot take one ignores it).
private func checkErrorPathWithDouble(
    make: (any DI.FeedClient) -> () -> [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        make(DownClient())() == ["could not load: the server is down"], "the loader's error path was not reached",
        sourceLocation: sourceLocation)
}

/// Checks that a loader that could be built can load: its dependency is complete by the time
/// it exists.
private func checkBuiltMeansUsable(_ headlines: () -> [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(headlines().count == 4, "a loader was built without what it needs", sourceLocation: sourceLocation)
}

/// Dependency injection: constructor, property and method injection, the options to avoid,
/// a container with lifetimes, and a dependency carried down a chain.
@Suite("Dependency injection", .timeLimit(.minutes(1)), .watchdog)
struct DependencyInjectionTests {
    @Test("constructor, property and method injection each hand the dependency in from outside")
    @MainActor
    func threeKindsOfInjection() throws {
        let fixed = try [SampleFeed.post(1)]
        expect(DI.FeedLoader(client: FixedClient(fixed: fixed)).headlines(), equals: ["#1 dana"])
        let controller = DI.FeedViewController()
        controller.viewDidLoad()
        expect(controller.rows, equals: ["not configured: no loader was set"])
        controller.loader = DI.FeedLoader(client: FixedClient(fixed: fixed))
        controller.viewDidLoad()
        expect(controller.rows, equals: ["#1 dana"])
        var post = try SampleFeed.post(3)
        let composer = DI.CommentComposer()
        expect(
            !composer.reply("Buy followers now", to: &post, as: SampleFeed.eve, checkedBy: .init(banned: ["followers"]))
        )
        expect(composer.reply("Buy followers now", to: &post, as: SampleFeed.eve, checkedBy: .none))
        expect(post.comments.count, equals: 1)
    }

    @Test("an injected failing double makes the loader's error path testable")
    func injectedDoubleReachesTheErrorPath() {
        checkErrorPathWithDouble { client in DI.FeedLoader(client: client).headlines }
    }

    @Test("an injected concrete client can be swapped for another instance, never for another implementation")
    func concreteInjectionIsNotInversion() {
        let staging = DI.ServerFeedClient(name: "staging")
        let loader = DI.ConcreteFeedLoader(client: staging)
        expect(loader.client === staging)
        expect(loader.headlines().count, equals: 4)
    }

    @Test(
        "a loader injected with the concrete class cannot be handed the failing double, and the check catches it",
        .tags(.control))
    func concreteInjectionFailsTheDoubleCheck() {
        withKnownIssue {
            checkErrorPathWithDouble { _ in DI.ConcreteFeedLoader(client: DI.ServerFeedClient()).headlines }
        }
    }

    @Test(
        "an ambient filter nobody bound lets spam through silently; the composer's interface never said it needed one")
    func ambientContextHidesTheDependency() throws {
        var post = try SampleFeed.post(3)
        expect(DI.AmbientCommentComposer().reply("Buy followers now", to: &post, as: SampleFeed.eve))
        let refused = DI.AmbientFilter.$current.withValue(DI.WordFilter(banned: ["followers"])) {
            DI.AmbientCommentComposer().reply("Buy followers now", to: &post, as: SampleFeed.eve)
        }
        expect(!refused)
        expect(post.comments.count, equals: 1)
    }

    @Test("a loader built on a service locator exists without its client and fails only when used")
    func serviceLocatorHidesTheDependency() {
        let locator = DI.ServiceLocator()
        let loader = DI.LocatorFeedLoader(locator: locator)
        expect(loader.headlines(), equals: ["could not load: no FeedClient registered"])
        locator.register(DI.ServerFeedClient() as any DI.FeedClient)
        expect(loader.headlines().count, equals: 4)
    }

    @Test("a loader that asks a service locator can be built unusable, and the check catches it", .tags(.control))
    func serviceLocatorFailsTheBuiltMeansUsableCheck() {
        checkBuiltMeansUsable(DI.FeedLoader(client: DI.ServerFeedClient()).headlines)
        withKnownIssue {
            checkBuiltMeansUsable(DI.LocatorFeedLoader(locator: DI.ServiceLocator()).headlines)
        }
    }

    @Test("the container, not the loader, decides lifetimes: a new loader each time, one client per container")
    func containerLifetimes() throws {
        let container = DI.AppAssembly.container()
        let first = try container.resolve(DI.FeedLoader.self)
        let second = try container.resolve(DI.FeedLoader.self)
        let client = try #require(first.client as? DI.ServerFeedClient)
        expect(second.client as? DI.ServerFeedClient === client)
        let other = try DI.AppAssembly.container().resolve(DI.FeedLoader.self)
        expect(other.client as? DI.ServerFeedClient !== client)
        let transient = DI.DependencyContainer()
        transient.register((any DI.FeedClient).self, .transient) { _ in DI.ServerFeedClient() }
        let a = try transient.resolve((any DI.FeedClient).self) as? DI.ServerFeedClient
        let b = try transient.resolve((any DI.FeedClient).self) as? DI.ServerFeedClient
        expect(a !== b)
    }

    @Test("inversion of control: the container builds the graph bottom-up, the client once, a loader per request")
    func containerBuildsTheGraph() throws {
        let transcript = Transcript()
        let container = DI.AppAssembly.container()
        _ = try transcript.tracing {
            (try container.resolve(DI.FeedLoader.self), try container.resolve(DI.FeedLoader.self))
        }
        expect(
            transcript.events,
            equals: [
                TraceEvent(from: "DependencyContainer", to: "ServerFeedClient", message: "init()"),
                TraceEvent(from: "DependencyContainer", to: "FeedLoader", message: "init(client:)"),
                TraceEvent(
                    from: "DependencyContainer", to: "DependencyContainer",
                    message: "reuses its singleton 'FeedClient'", kind: .note),
                TraceEvent(from: "DependencyContainer", to: "FeedLoader", message: "init(client:)"),
            ])
    }

    @Test("a container asked for something never registered throws an error naming the type")
    func containerNamesWhatIsMissing() {
        #expect(throws: DI.ResolutionError.notRegistered("FeedLoader")) {
            try DI.DependencyContainer().resolve(DI.FeedLoader.self)
        }
    }

    @Test("two hundred tasks resolving a singleton at once all get the same instance")
    func containerSingletonUnderConcurrency() async throws {
        let container = DI.AppAssembly.container()
        let clients = await withTaskGroup(of: DI.ServerFeedClient?.self) { group in
            for _ in 0..<200 {
                group.addTask { try? container.resolve((any DI.FeedClient).self) as? DI.ServerFeedClient }
            }
            var found: [DI.ServerFeedClient?] = []
            for await client in group { found.append(client) }
            return found
        }
        let first = try #require(clients.first ?? nil)
        expect(clients.allSatisfy { $0 === first })
    }

    @Test("an injected list shows avatars from the host it was given; the one reaching for the singleton cannot")
    func injectedBeatsSingletonAndChain() throws {
        let staging = DI.ImageHost(base: "https://img.staging.futubra.example")
        let post = try SampleFeed.post(1)
        let expected = [
            "https://img.staging.futubra.example/avatars/anna.png anna",
            "https://img.staging.futubra.example/avatars/eve.png eve",
        ]
        expect(DI.CommentList(avatars: DI.AvatarLinks(host: staging)).rows(for: post), equals: expected)
        expect(DI.TrampCommentList(host: staging).rows(for: post), equals: expected)
        expect(DI.SingletonCommentList().rows(for: post)[0].hasPrefix("https://img.futubra.example/"))
    }
}
