import ContractSupport
import ExampleKit
import Futubra
import FutubraServer
import FutubraUI
import Testing

@testable import UIPatterns

@MainActor
@Suite("Redux")
struct ReduxTests {
    private let failure = FeedClientError.status(503, message: "down")

    @Test("the reducer is a pure function: each action gives the next state and at most one effect to run")
    func reducerTransitions() throws {
        let posts = try SampleFeed.feed().posts
        var state = Redux.FeedState(user: FeedScript.user)
        #expect(Redux.feedReducer(&state, .load) == .fetchFeed)
        #expect(Redux.feedReducer(&state, .feedFailed(failure)) == nil)
        #expect(state.loading == .failed(failure))
        #expect(Redux.feedReducer(&state, .load) == .fetchFeed)
        #expect(state.loading == .loading)
        #expect(Redux.feedReducer(&state, .feedLoaded(posts)) == nil)
        #expect(Redux.feedReducer(&state, .toggleLike(PostID(3))) == .setLike(true, PostID(3)))
        #expect(state.posts == posts)
        var again = Redux.FeedState(user: FeedScript.user, loading: .loaded, posts: posts)
        #expect(state == again)
        #expect(Redux.feedReducer(&again, .toggleLike(PostID(9))) == nil)
    }

    @Test("navigation is state: opening comments sets state.comments and asks for them; closing clears it")
    func navigationIsState() throws {
        var state = Redux.FeedState(user: FeedScript.user, loading: .loaded, posts: try SampleFeed.feed().posts)
        #expect(Redux.feedReducer(&state, .openComments(PostID(1))) == .fetchComments(PostID(1)))
        #expect(state.comments?.post.id == PostID(1))
        #expect(Redux.feedReducer(&state, .closeComments) == nil)
        #expect(state.comments == nil)
    }

    @Test("the reducer refuses an empty draft: an error in the state and no effect, so no request")
    func emptyDraft() throws {
        var state = Redux.FeedState(user: FeedScript.user, loading: .loaded, posts: try SampleFeed.feed().posts)
        _ = Redux.feedReducer(&state, .openComments(PostID(1)))
        _ = Redux.feedReducer(&state, .draftChanged("  "))
        #expect(Redux.feedReducer(&state, .send) == nil)
        #expect(state.comments?.error == FeedText.emptyComment)
        _ = Redux.feedReducer(&state, .draftChanged("Hi"))
        #expect(Redux.feedReducer(&state, .send) == .addComment("Hi", PostID(1)))
    }

    @Test("the store is the single source of truth: every subscriber gets each new state, effects come back as actions")
    func storeIsTheTruth() async throws {
        let harness = try Harness(failures: 1)
        let store = Redux.FeedStore(
            state: Redux.FeedState(user: FeedScript.user), effects: Redux.FeedEffects(api: harness.api()),
            work: harness.environment.work, transcript: harness.transcript)
        var first: [Redux.FeedState.Loading] = []
        var second: [Redux.FeedState.Loading] = []
        store.subscribe(as: "first") { first.append($0.loading) }
        store.subscribe(as: "second") { second.append($0.loading) }
        store.dispatch(.load, from: "test")
        await harness.environment.work.settle()
        store.dispatch(.load, from: "test")
        await harness.environment.work.settle()
        #expect(first == [.loading, .loading, .failed(harness.failure503), .loading, .loaded])
        #expect(first == second)
        #expect(store.state.posts.count == 4)
    }

    @Test("driving Redux: Back dispatches closeComments, so the state follows the screen", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let transcript = Transcript()
        let screens = try await FeedScript.play(Redux.self, in: transcript)
        #expect(screens.last?.first == FeedText.feedTitle)
        #expect(
            eventsOfGesture(7, in: transcript).prefix(3) == [
                "User -> CommentsViewController: tap [< Back]",
                "CommentsViewController -> FeedStore: dispatch(closeComments)",
                "FeedStore -> feedReducer: closeComments",
            ])
    }
}

extension Harness {
    /// The error the server's injected failures produce.
    var failure503: FeedClientError { .status(503, message: "the service is unavailable, try again") }
}
