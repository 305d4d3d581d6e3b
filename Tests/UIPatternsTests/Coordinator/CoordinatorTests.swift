import ContractSupport
import ExampleKit
import Futubra
import FutubraUI
import Testing

@testable import UIPatterns

@MainActor
@Suite("Coordinator (MVVM-C)", .timeLimit(.minutes(1)), .watchdog)
struct CoordinatorTests {
    @Test("a coordinated view model only reports the user's choice; it builds no screen and knows no other screen")
    func viewModelOnlyReports() async throws {
        let harness = try Harness()
        let viewModel = Coordinator.FeedViewModel(model: harness.model())
        var picked: [PostID] = []
        viewModel.onSelectPost = { picked.append($0.id) }
        viewModel.select(row: 3)
        expect(picked.isEmpty)
        await viewModel.load()
        viewModel.select(row: 3)
        expect(picked, equals: [PostID(1)])
    }

    @Test("the coordinator turns a view model's choice into a pushed screen", .tags(.drivesView))
    func coordinatorBuildsAndPushes() async throws {
        let harness = try Harness()
        let coordinator = Coordinator.FeedCoordinator(environment: harness.environment)
        coordinator.start()
        let feed = try #require(coordinator.navigation.topViewController as? Coordinator.FeedViewController)
        Window().show(coordinator.navigation)
        await harness.work.settle()
        try #require(feed.view.first(FeedView.self)).table.selectRow(3)
        let comments = try #require(coordinator.navigation.topViewController as? MVVM.CommentsViewController)
        expect(comments.postID, equals: PostID(1))
        expect(coordinator.routes, equals: ["feed", "comments #1"])
        await harness.work.settle()
    }

    @Test("the coordinator owns the flow's state: its routes follow pushes and the back button", .tags(.drivesView))
    func coordinatorOwnsRoutes() async throws {
        let harness = try Harness()
        let coordinator = Coordinator.FeedCoordinator(environment: harness.environment)
        coordinator.start()
        expect(coordinator.routes, equals: ["feed"])
        coordinator.showComments(of: try harness.post(1))
        expect(coordinator.routes, equals: ["feed", "comments #1"])
        coordinator.navigation.backButton.tap()
        expect(coordinator.routes, equals: ["feed"])
        await harness.work.settle()
    }

    @Test("driving the MVVM-C screens: the push and the pop both go through the coordinator", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let (screens, transcript) = try await playTraced(Coordinator.self)
        expect(screens[4].first, equals: "[< Back] Comments on #1")
        expect(
            transcript.events.filter { $0.from == "FeedCoordinator" }.map(\.message),
            equals: [
                "push(comments)", "back on the feed",
            ])
    }
}
