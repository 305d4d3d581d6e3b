import ContractSupport
import ExampleKit
import Futubra
import FutubraServer
import FutubraUI
import Testing

@testable import UIPatterns

@MainActor
@Suite("Redux", .timeLimit(.minutes(1)), .watchdog)
struct ReduxTests {
    private let failure = FeedClientError.status(503, message: "down")

    @Test(
        "the reducer turns each action into the next state and names the effect to run, if any: load asks for the feed, a like asks the server"
    )
    func reducerTransitions() throws {
        let posts = try SampleFeed.feed().posts
        var state = Redux.FeedState(user: FeedScript.user)
        expect(Redux.feedReducer(&state, .load), equals: .fetchFeed)
        expect(Redux.feedReducer(&state, .feedFailed(failure)) == nil)
        expect(state.loading, equals: .failed(failure))
        expect(Redux.feedReducer(&state, .load), equals: .fetchFeed)
        expect(state.loading, equals: .loading)
        expect(Redux.feedReducer(&state, .feedLoaded(posts)) == nil)
        expect(Redux.feedReducer(&state, .toggleLike(PostID(3))), equals: .setLike(true, PostID(3)))
        expect(state.posts, equals: posts)
        var again = Redux.FeedState(user: FeedScript.user, loading: .loaded, posts: posts)
        expect(state, equals: again)
        expect(Redux.feedReducer(&again, .toggleLike(PostID(9))) == nil)
    }

    @Test("navigation is state: opening comments sets state.comments and asks for them; closing clears it")
    func navigationIsState() throws {
        var state = Redux.FeedState(user: FeedScript.user, loading: .loaded, posts: try SampleFeed.feed().posts)
        expect(Redux.feedReducer(&state, .openComments(PostID(1))), equals: .fetchComments(PostID(1)))
        expect(state.comments?.post.id, equals: PostID(1))
        expect(Redux.feedReducer(&state, .closeComments) == nil)
        expect(state.comments == nil)
    }

    @Test("the reducer refuses an empty draft: an error in the state and no effect, so no request")
    func emptyDraft() throws {
        var state = Redux.FeedState(user: FeedScript.user, loading: .loaded, posts: try SampleFeed.feed().posts)
        _ = Redux.feedReducer(&state, .openComments(PostID(1)))
        _ = Redux.feedReducer(&state, .draftChanged("  "))
        expect(Redux.feedReducer(&state, .send) == nil)
        expect(state.comments?.error, equals: FeedText.emptyComment)
        _ = Redux.feedReducer(&state, .draftChanged("Hi"))
        expect(Redux.feedReducer(&state, .send), equals: .addComment("Hi", PostID(1)))
    }

    @Test("the store is the single source of truth: every subscriber gets each new state, effects come back as actions")
    func storeIsTheTruth() async throws {
        let harness = try Harness(failures: 1)
        let store = Redux.FeedStore(
            state: Redux.FeedState(user: FeedScript.user), effects: Redux.FeedEffects(client: harness.client),
            work: harness.work)
        let (firstSubscriber, secondSubscriber) = (Subscriber(), Subscriber())
        var first: [Redux.FeedState.Loading] = []
        var second: [Redux.FeedState.Loading] = []
        store.subscribe(firstSubscriber) { first.append($0.loading) }
        store.subscribe(secondSubscriber) { second.append($0.loading) }
        store.dispatch(.load)
        await harness.work.settle()
        store.dispatch(.load)
        await harness.work.settle()
        expect(first, equals: [.loading, .loading, .failed(harness.failure503), .loading, .loaded])
        expect(first, equals: second)
        expect(store.state.posts.count, equals: 4)
        store.unsubscribe(firstSubscriber)
        store.dispatch(.toggleLike(PostID(3)))
        await harness.work.settle()
        expect(first.count == 5 && second.count == 7)
    }

    @Test(
        "closeComments is dispatched only when the comments screen is popped, not when it is covered or its stack is hidden",
        .tags(.drivesView))
    func closesOnlyWhenPopped() async throws {
        let harness = try Harness()
        let app = Redux.launch(in: harness.environment)
        let store = try #require(app.owner as? Redux.FeedStore)
        let window = Window()
        window.show(app.navigation)
        await harness.work.settle()
        try #require(app.navigation.topViewController?.view.first(FeedView.self)).table.selectRow(3)
        await harness.work.settle()
        expect(store.state.comments?.post.id, equals: PostID(1))
        app.navigation.push(ViewController(title: "Detail"))
        app.navigation.pop()
        window.show(ViewController(title: "Elsewhere"))
        window.show(app.navigation)
        await harness.work.settle()
        expect(store.state.comments?.post.id, equals: PostID(1), "a covered or hidden comments screen closed the state")
        app.navigation.backButton.tap()
        await harness.work.settle()
        expect(store.state.comments == nil)
        expect(app.navigation.viewControllers.count, equals: 1, "the feed pushed the comments again on its way back")
    }

    @Test(
        "driving Redux: Back dispatches closeComments once the screen is gone, so the state follows the screen",
        .tags(.drivesView))
    func drivesTheScreen() async throws {
        let (screens, transcript) = try await playTraced(Redux.self)
        expect(screens.last?.first, equals: FeedText.feedTitle)
        expect(
            eventsOfGesture(7, in: transcript),
            equals: [
                "User -> CommentsViewController: tap [< Back]",
                "FeedStore -> FeedViewController: newState",
                "CommentsViewController -> FeedStore: dispatch(closeComments)",
                "FeedStore -> feedReducer: closeComments",
                "FeedStore -> FeedViewController: newState",
            ])
    }
}

/// An object that stands for a view subscribed to the store.
private final class Subscriber {}

extension Harness {
    /// The error the server's injected failures produce.
    var failure503: FeedClientError { .status(503, message: "the service is unavailable, try again") }
}
