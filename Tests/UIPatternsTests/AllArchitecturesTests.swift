import ContractSupport
import ExampleKit
import Futubra
import FutubraServer
import FutubraUI
import Testing

@testable import UIPatterns

/// A view controller built the wrong way: it is handed the whole environment, so it could
/// call the server itself. The structural check must find it.
@MainActor
private final class ServerReachingViewController: ViewController {
    let environment: FeedEnvironment

    init(_ environment: FeedEnvironment) {
        self.environment = environment
    }
}

@MainActor
@Suite("the eight architectures", .timeLimit(.minutes(1)), .watchdog)
struct AllArchitecturesTests {
    /// Every architecture, by catalogue id.
    static let architectures: [(id: String, type: any FeedArchitecture.Type)] = [
        ("mvc", MVC.self), ("mvp", MVP.self), ("mvvm", MVVM.self), ("coordinator", Coordinator.self),
        ("viper", VIPER.self), ("vip", VIP.self), ("redux", Redux.self), ("soa", SOA.self),
    ]

    /// Launches `architecture` against `server`, shows it and waits until it is idle.
    private static func launch(
        _ architecture: any FeedArchitecture.Type, on server: FeedServer
    ) async -> (app: FeedApp, work: PendingWork) {
        let environment = FeedEnvironment(
            client: FeedClient(server: server), user: FeedScript.user, work: PendingWork())
        let app = architecture.launch(in: environment)
        Window().show(app.navigation)
        await environment.work.settle()
        return (app, environment.work)
    }

    /// The stored properties of `controller` (its own and its superclasses') through which it
    /// could send a request itself: the client, the traced API, the environment or the server.
    private static func routesToTheServer(from controller: ViewController) -> [String] {
        var found: [String] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children
            where child.value is FeedClient || child.value is FeedAPI || child.value is FeedEnvironment
                || child.value is FeedServer
            {
                found.append(child.label ?? "?")
            }
            mirror = current.superclassMirror
        }
        return found
    }

    @Test("all eight architectures play the same script to the same screens", .tags(.drivesView))
    func sameVisibleResult() async throws {
        var results: [String: [[String]]] = [:]
        for (id, architecture) in Self.architectures {
            results[id] = try await FeedScript.play(architecture)
        }
        expect(Set(results.keys), equals: Set(UIPatterns.examples.map { $0.id }))
        expect(results.count, equals: 8)
        let reference = try #require(results["mvvm"])
        checkFeedScriptScreens(reference)
        expect(reference.count, equals: FeedScript.steps.count)
        for (id, screens) in results {
            expect(screens, equals: reference, "\(id) differs from mvvm")
        }
    }

    @Test(
        "no view controller of any architecture holds the client, the API or the environment: a view cannot reach the server",
        .tags(.drivesView))
    func viewsCannotReachTheServer() async throws {
        for (id, architecture) in Self.architectures {
            let (app, work) = await Self.launch(architecture, on: FeedServer(feed: try SampleFeed.feed()))
            try #require(app.navigation.topViewController?.view.first(FeedView.self)).table.selectRow(3)
            await work.settle()
            expect(app.navigation.viewControllers.count, equals: 2, "\(id): the comments screen did not open")
            for controller in app.navigation.viewControllers {
                expect(Self.routesToTheServer(from: controller).isEmpty, "\(id): \(controller.title)")
            }
            withExtendedLifetime(app.owner) {}
        }
    }

    @Test(
        "control: a view controller handed the environment is caught by the structural check", .tags(.control))
    func serverReachingViewControllerIsCaught() throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let environment = FeedEnvironment(
            client: FeedClient(server: server), user: FeedScript.user, work: PendingWork())
        expect(Self.routesToTheServer(from: ServerReachingViewController(environment)), equals: ["environment"])
    }

    @Test(
        "every request is sent by the architecture's model-side role (model, interactor, worker, effects or services), as the trace records it",
        .tags(.drivesView))
    func whoTalksToTheServer() async throws {
        var callers: [String: Set<String>] = [:]
        for (id, architecture) in Self.architectures {
            let (_, transcript) = try await playTraced(architecture)
            callers[id] = Set(transcript.events.filter { $0.to == "Server" }.map(\.from))
            expect(transcript.events.first?.from, equals: "User", "\(id): a view loaded before the app was shown")
        }
        expect(
            callers,
            equals: [
                "mvc": ["FeedModel"], "mvp": ["FeedModel"], "mvvm": ["FeedModel"], "coordinator": ["FeedModel"],
                "viper": ["FeedInteractor", "CommentsInteractor"], "vip": ["FeedWorker"], "redux": ["FeedEffects"],
                "soa": ["FeedService", "LikeService", "CommentService"],
            ])
    }

    @Test(
        "every architecture refuses the empty comment on the client: only the real comment reaches the server",
        .tags(.drivesView))
    func emptyCommentNeverSent() async throws {
        for (id, architecture) in Self.architectures {
            let (screens, transcript) = try await playTraced(architecture)
            let posts = transcript.events.filter { $0.to == "Server" && $0.message == "POST /posts/1/comments" }
            expect(posts.count, equals: 1, "\(id) sent \(posts.count) comment requests")
            expect(screens[5].last, equals: FeedText.emptyComment, "\(id)")
        }
    }

    @Test("an empty feed loads to an empty list in every architecture, never a stuck loading line", .tags(.drivesView))
    func emptyFeed() async throws {
        for (id, architecture) in Self.architectures {
            let (app, _) = await Self.launch(architecture, on: FeedServer(feed: Feed()))
            expect(app.navigation.render(), equals: [FeedText.feedTitle], "\(id)")
            withExtendedLifetime(app.owner) {}
        }
    }

    @Test("a failed like keeps the feed on screen in every architecture, and the next like works", .tags(.drivesView))
    func failedLike() async throws {
        for (id, architecture) in Self.architectures {
            let server = FeedServer(feed: try SampleFeed.feed())
            let (app, work) = await Self.launch(architecture, on: server)
            let before = app.navigation.render()
            func tapLikeOnSecondRow() async throws {
                let feed = try #require(app.navigation.topViewController?.view.first(FeedView.self))
                try #require(feed.table.cells.dropFirst().first?.accessoryButton).tap()
                await work.settle()
            }
            server.failNext(1)
            try await tapLikeOnSecondRow()
            expect(app.navigation.render(), equals: before, "\(id): a failed like changed the screen")
            try await tapLikeOnSecondRow()
            expect(app.navigation.render().contains { $0.hasSuffix("♥1 [Unlike]") }, "\(id): the next like failed")
            expect(
                server.requestLog.suffix(2), equals: ["POST /posts/3/like -> 503", "POST /posts/3/like -> 200"], "\(id)"
            )
            withExtendedLifetime(app.owner) {}
        }
    }
}
