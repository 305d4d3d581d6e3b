import ExampleKit
import Futubra
import FutubraDeclarative

/// Plays MVVM with an `@Observable`, `@MainActor` view model: the screen loads in its
/// `.task` (the first load fails, Retry loads), a like re-evaluates the list and that one
/// row, new posts re-evaluate the badge alone; then the same like on an `ObservableObject`
/// view model, which re-evaluates every view that holds it.
package struct ObservableMVVMExample: ExampleOnMainActor {
    package static let id = "observable-mvvm"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let service = try InMemoryFeedService(failingFirst: 1)
        let viewModel = FeedViewModel(service: service)
        let host = ViewHost(FeedScreen(viewModel: viewModel))

        transcript.section("the screen appears: its .task loads, and the first load fails")
        await host.settle()
        transcript.show(host)
        try host.tap("Retry")
        await host.settle()
        transcript.show(host)

        transcript.section("a like: the list read the rows, and only row #3 changed")
        try host.tap("Like", onLineStartingWith: "#3 ")
        await host.settle()
        transcript.show(host)
        transcript.line("the server has \(service.likes(of: PostID(3)) ?? 0) like on #3")

        transcript.section("two new posts: only the badge read newPosts")
        viewModel.newPostsArrived(2)
        transcript.show(host)

        transcript.section("the same like on an ObservableObject view model")
        let legacy = ViewHost(LegacyFeedScreen(viewModel: LegacyFeedViewModel(service: try InMemoryFeedService())))
        await legacy.settle()
        legacy.resetEvaluations()
        try legacy.tap("Like", onLineStartingWith: "#3 ")
        await legacy.settle()
        transcript.line(
            "bodies evaluated: " + legacy.evaluations.map(\.description).joined(separator: ", "))
    }
}
