import ContractSupport
import Foundation
import Futubra
import Synchronization
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

/// Runs `resolve` on `count` threads of their own at once and returns what each got. Each
/// thread counts itself into `arrived` just before it calls `resolve`.
private func resolveOnThreads(
    _ count: Int, arrived: CallCounter, _ resolve: @escaping @Sendable () -> DI.ServerFeedClient?
) async -> [DI.ServerFeedClient?] {
    let results = Mutex<[DI.ServerFeedClient?]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        for _ in 0..<count {
            Thread {
                arrived.increment()
                let client = resolve()
                let finished = results.withLock { results -> Bool in
                    results.append(client)
                    return results.count == count
                }
                if finished { done.resume() }
            }.start()
        }
    }
    return results.withLock { $0 }
}

/// Checks that a lazily made shared client is made once, even when eight threads ask for it
/// first at the same moment. `lazily` turns a factory into the resolver under test.
///
/// The factory holds the first caller until every thread has reached its call, then until a
/// second caller enters the factory or a bounded number of yields has passed: a resolver that
/// makes the client outside its lock lets the others in to make their own, one that makes it
/// under its lock keeps them waiting for the one.
private func checkMadeOnceUnderARace(
    lazily: (@escaping @Sendable () -> DI.ServerFeedClient) -> @Sendable () -> DI.ServerFeedClient?,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let threads = 8
    let made = CallCounter()
    let arrived = CallCounter()
    let resolve = lazily {
        made.increment()
        var spins = 0
        while arrived.value < threads, spins < 1_000_000 {
            sched_yield()
            spins += 1
        }
        var yields = 0
        while made.value < 2, yields < 200 {
            sched_yield()
            yields += 1
        }
        return DI.ServerFeedClient()
    }
    let clients = await resolveOnThreads(threads, arrived: arrived, resolve)
    let first = try #require(clients.first ?? nil, sourceLocation: sourceLocation)
    #expect(clients.allSatisfy { $0 === first }, "callers got different clients", sourceLocation: sourceLocation)
    #expect(made.value == 1, "the singleton was made \(made.value) times", sourceLocation: sourceLocation)
}

/// A lazily made client with the check and the creation in two steps: the classic race.
private final class CheckThenCreate: Sendable {
    private let kept = Mutex<DI.ServerFeedClient?>(nil)
    private let make: @Sendable () -> DI.ServerFeedClient

    init(make: @escaping @Sendable () -> DI.ServerFeedClient) { self.make = make }

    func resolve() -> DI.ServerFeedClient? {
        if let kept = kept.withLock({ $0 }) { return kept }
        let made = make()
        return kept.withLock { kept in
            if kept == nil { kept = made }
            return kept
        }
    }
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

    @Test("a loader that asks a service locator can be built unusable, and the check catches it", .tags(.control))
    func serviceLocatorFailsTheBuiltMeansUsableCheck() {
        checkBuiltMeansUsable(DI.FeedLoader(client: DI.ServerFeedClient()).headlines)
        withKnownIssue {
            checkBuiltMeansUsable(DI.LocatorFeedLoader(locator: DI.ServiceLocator()).headlines)
        }
    }

    @Test(
        "inversion of control: the container calls the factories and builds the graph bottom-up, the client once, a loader per request"
    )
    func containerBuildsTheGraph() throws {
        let calls = Mutex<[String]>([])
        let container = DI.DependencyContainer()
        container.register((any DI.FeedClient).self, .singleton) { _ in
            calls.withLock { $0.append("make the client") }
            return DI.ServerFeedClient()
        }
        container.register(DI.FeedLoader.self, .transient) { container in
            let client = try container.resolve((any DI.FeedClient).self)
            calls.withLock { $0.append("make a loader") }
            return DI.FeedLoader(client: client)
        }
        let first = try container.resolve(DI.FeedLoader.self)
        let second = try container.resolve(DI.FeedLoader.self)
        expect(calls.withLock { $0 }, equals: ["make the client", "make a loader", "make a loader"])
        expect(first.client as? DI.ServerFeedClient === second.client as? DI.ServerFeedClient)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("an injected failing double makes the loader's error path testable") {
            checkErrorPathWithDouble { client in DI.FeedLoader(client: client).headlines }
        },
        Check("an injected concrete client can be swapped for another instance, never for another implementation") {
            let staging = DI.ServerFeedClient(name: "staging")
            let loader = DI.ConcreteFeedLoader(client: staging)
            expect(loader.client === staging)
            expect(loader.headlines().count, equals: 4)
        },
        Check("a loader built on a service locator exists without its client and fails only when used") {
            let locator = DI.ServiceLocator()
            let loader = DI.LocatorFeedLoader(locator: locator)
            expect(loader.headlines(), equals: ["could not load: no FeedClient registered"])
            locator.register(DI.ServerFeedClient() as any DI.FeedClient)
            expect(loader.headlines().count, equals: 4)
        },
        Check("the container, not the loader, decides lifetimes: a new loader each time, one client per container") {
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
        },
        Check("a singleton is made once per container, even when eight threads resolve it first at the same moment") {
            try await checkMadeOnceUnderARace { factory in
                let container = DI.DependencyContainer()
                container.register((any DI.FeedClient).self, .singleton) { _ in factory() }
                return { try? container.resolve((any DI.FeedClient).self) as? DI.ServerFeedClient }
            }
        },
        Check("a container asked for something never registered throws an error naming the type") {
            #expect(throws: DI.ResolutionError.notRegistered("FeedLoader")) {
                try DI.DependencyContainer().resolve(DI.FeedLoader.self)
            }
        },
        Check("two hundred tasks resolving a singleton at once all get the same instance") {
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
        },
        Check("an injected list shows avatars from the host it was given; the one reaching for the singleton cannot") {
            let staging = DI.ImageHost(base: "https://img.staging.futubra.example")
            let post = try SampleFeed.post(1)
            let expected = [
                "https://img.staging.futubra.example/avatars/anna.png anna",
                "https://img.staging.futubra.example/avatars/eve.png eve",
            ]
            expect(DI.CommentList(avatars: DI.AvatarLinks(host: staging)).rows(for: post), equals: expected)
            expect(DI.TrampCommentList(host: staging).rows(for: post), equals: expected)
            expect(DI.SingletonCommentList().rows(for: post)[0].hasPrefix("https://img.futubra.example/"))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a lazy instance checked and then created in two steps is made several times under the same race, and the check catches it",
        .tags(.control))
    func checkThenCreateMakesSeveral() async {
        await withKnownIssue {
            try await checkMadeOnceUnderARace { factory in
                let lazy = CheckThenCreate(make: factory)
                return lazy.resolve
            }
        }
    }

}
