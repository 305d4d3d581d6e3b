import ContractSupport
import Futubra
import FutubraDeclarative
import Testing

@testable import SwiftUIPatterns

@MainActor
@Suite("MVVM with an @Observable view model", .timeLimit(.minutes(1)), .watchdog)
struct ObservableMVVMTests {
    @Test("a view model publishes loading, then failed, then loaded rows after retry, with no view at all")
    func viewModelWithoutView() async throws {
        let service = try InMemoryFeedService(failingFirst: 1)
        let viewModel = FeedViewModel(service: service)
        expect(viewModel.phase, equals: .loading)
        await viewModel.load()
        expect(viewModel.phase, equals: .failed("Couldn't load the feed"))
        expect(viewModel.rows.isEmpty, "no rows after a failed load")
        await viewModel.load()
        expect(viewModel.phase, equals: .loaded)
        expect(viewModel.rows.map(\.id.rawValue), equals: [4, 3, 2, 1])
        await viewModel.toggleLike(PostID(3))
        expect(viewModel.rows[1].liked, "the row is liked")
        expect(service.calls, equals: ["posts()", "posts()", "like(#3)"])
    }

    @Test("the view model's state is the screen: a like turns the row's button to Unlike, and the server agrees")
    func likeThroughTheScreen() async throws {
        let service = try InMemoryFeedService()
        let host = ViewHost(FeedScreen(viewModel: FeedViewModel(service: service)))
        await host.settle()
        try host.tap("Like", onLineStartingWith: "#3 ")
        await host.settle()
        expect(host.render()[1], equals: "#3 bob ♥1 [Unlike]")
        expect(service.likes(of: PostID(3)), equals: 1)
        try host.tap("Unlike", onLineStartingWith: "#3 ")
        await host.settle()
        expect(host.render()[1], equals: "#3 bob ♥0 [Like]")
        expect(service.likes(of: PostID(3)), equals: 0)
    }

    @Test("the screen loads in its .task: it shows Loading… until the feed arrives, then the rows")
    func loadsInTask() async throws {
        let service = try HeldFeedService()
        let host = ViewHost(FeedScreen(viewModel: FeedViewModel(service: service)))
        host.update()
        for _ in 0..<1000 where !service.isHolding { await Task.yield() }
        expect(host.render(), equals: ["Loading…"])
        service.release()
        await host.settle()
        expect(
            host.render(),
            equals: ["#4 anna ♥3 [Like]", "#3 bob ♥0 [Like]", "#2 chen ♥1 [Unlike]", "#1 dana ♥2 [Unlike]"])
    }

    @Test(
        "a view is evaluated again when, and only when, what it read changed: a like re-evaluates the list and that row, new posts the badge"
    )
    func evaluatesOnlyWhatChanged() async throws {
        try await checkEvaluatesOnlyWhatChanged { service in
            let viewModel = FeedViewModel(service: service)
            return (FeedScreen(viewModel: viewModel), viewModel.newPostsArrived)
        }
        let host = ViewHost(FeedScreen(viewModel: FeedViewModel(service: try InMemoryFeedService())))
        await host.settle()
        host.resetEvaluations()
        try host.tap("Like", onLineStartingWith: "#3 ")
        await host.settle()
        expect(host.evaluations.map(\.view), equals: ["FeedScreen", "FeedRowView"])
    }

    @Test(
        "control: an ObservableObject view model re-evaluates every view that holds it, whatever changed",
        .tags(.control))
    func legacyEvaluatesTooOften() async {
        await withKnownIssue("a like re-evaluates the badge and every row; new posts re-evaluate the list") {
            try await checkEvaluatesOnlyWhatChanged { service in
                let viewModel = LegacyFeedViewModel(service: service)
                return (LegacyFeedScreen(viewModel: viewModel), viewModel.newPostsArrived)
            }
        }
    }
}

/// Shows the feed made by `make`, likes post #3, then says two posts arrived, and checks
/// that the like evaluates two bodies (the list, which read the rows, and the row that
/// changed) and the new posts one (the badge).
@MainActor
func checkEvaluatesOnlyWhatChanged(
    _ make: (any FeedService) -> (screen: any View, newPostsArrived: (Int) -> Void)
) async throws {
    let (screen, newPostsArrived) = make(try InMemoryFeedService())
    let host = ViewHost(screen)
    await host.settle()
    host.resetEvaluations()
    try host.tap("Like", onLineStartingWith: "#3 ")
    await host.settle()
    expect(host.render()[1], equals: "#3 bob ♥1 [Unlike]")
    expect(host.evaluations.count, equals: 2, "a like: the list and row #3, not \(host.evaluations)")
    host.resetEvaluations()
    newPostsArrived(2)
    expect(host.render().first, equals: "2 new posts")
    expect(host.evaluations.count, equals: 1, "new posts: the badge, not \(host.evaluations)")
}

/// The sample feed, holding its first load until the test releases it.
@MainActor
final class HeldFeedService: FeedService {
    private let backend: InMemoryFeedService
    private var held: CheckedContinuation<Void, Never>?
    private var released = false

    init() throws {
        backend = try InMemoryFeedService()
    }

    /// Whether a load waits to be released.
    var isHolding: Bool { held != nil }

    func posts() async throws -> [Post] {
        if !released { await withCheckedContinuation { held = $0 } }
        return try await backend.posts()
    }

    func setLike(_ liked: Bool, post id: PostID) async throws -> Int {
        try await backend.setLike(liked, post: id)
    }

    /// Lets the held load go on, and every later one.
    func release() {
        released = true
        held?.resume()
        held = nil
    }
}
