import ExampleKit
import Futubra
import FutubraDeclarative

/// Plays a unidirectional store: the feed screen sends actions, the reducer makes the next
/// state and names the effects, the store runs them and reduces their answers; then a test
/// store asserts every change and every answer, and fails a test that forgets one.
package struct StoreExample: ExampleOnMainActor {
    package static let id = "store"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let service = try InMemoryFeedService(failingFirst: 1)
        let store = FeedStore<FeedFeature>(environment: .live(service))
        let host = ViewHost(FeedStoreScreen(store: store))

        transcript.section("the screen sends actions and shows the store's state")
        await host.settle()
        transcript.showScreen(host)
        try host.tap("Retry")
        await host.settle()
        try host.tap("Like", onLineStartingWith: "#3 ")
        await host.settle()
        transcript.showScreen(host)
        transcript.line("the server has \(service.likes(of: PostID(3)) ?? 0) like on #3")

        transcript.section("a test store asserts every state change and every effect's answer")
        let rows = try SampleFeed.feed().posts.map(FeedRow.init)
        let test = FeedTestStore<FeedFeature>(environment: .live(try InMemoryFeedService()))
        try await test.send(.appeared)
        transcript.line("send appeared: the phase stays loading, the load effect runs")
        try await test.receive(.feedLoaded(.success(rows))) {
            $0.rows = rows
            $0.phase = .loaded
        }
        transcript.line("receive feedLoaded(4 rows): the rows, loaded")
        try await test.send(.likeTapped(PostID(3))) { $0.pendingLikes = [PostID(3)] }
        transcript.line("send likeTapped(#3): #3 is pending, the like effect runs")
        do {
            try test.finish()
        } catch {
            transcript.line("finish, forgetting the answer: \(error)")
        }
        try await test.receive(.likeAnswered(PostID(3), likes: .success(1))) {
            $0.pendingLikes = []
            $0.rows[1].liked = true
            $0.rows[1].likes = 1
        }
        try test.finish()
        transcript.line("receive likeAnswered(#3, 1), then finish: everything accounted for")
    }
}
