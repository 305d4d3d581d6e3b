import ContractSupport
import ExampleKit
import Futubra
import FutubraServer
import FutubraUI
import Testing

@testable import UIPatterns

@MainActor
@Suite("MVC", .timeLimit(.minutes(1)), .watchdog)
struct MVCTests {
    @Test("the passive model keeps the feed in step with the server: a like replaces the post with the server's answer")
    func modelKeepsFeed() async throws {
        let harness = try Harness()
        let model = harness.model()
        _ = try await model.loadFeed()
        let liked = try await model.toggleLike(PostID(3))
        expect(model.feed?.post(id: PostID(3)), equals: liked)
        expect(liked.isLiked(by: FeedScript.user))
        _ = try await model.toggleLike(PostID(3))
        expect(model.feed?.post(id: PostID(3))?.likeCount, equals: 0)
        expect(harness.writes, equals: ["POST /posts/3/like -> 200", "POST /posts/3/unlike -> 200"])
    }

    @Test("the model reports a failed load as an error and keeps no feed; the screen state is not its business")
    func modelFailure() async throws {
        let harness = try Harness(failures: 1)
        let model = harness.model()
        await #expect(throws: FeedClientError.status(503, message: "the service is unavailable, try again")) {
            try await model.loadFeed()
        }
        expect(model.feed == nil)
    }

    @Test("the MVC controller formats, validates and updates its widgets itself", .tags(.drivesView))
    func controllerDoesTheWork() async throws {
        let harness = try Harness(failures: 1)
        let app = MVC.launch(in: harness.environment)
        Window().show(app.navigation)
        await harness.work.settle()
        let feed = try #require(app.navigation.topViewController?.view.first(FeedView.self))
        expect(
            feed.status.text,
            equals: FeedText.loadFailed(.status(503, message: "the service is unavailable, try again")))
        expect(!feed.retryButton.isHidden)
        feed.retryButton.tap()
        await harness.work.settle()
        expect(feed.retryButton.isHidden)
        expect(feed.table.cells.map(\.accessoryButton?.title), equals: ["Like", "Like", "Like", "Like"])
        expect(feed.table.cells.first?.text, equals: "#4 anna: Shipped the new feed screen today! ♥3")
        feed.table.selectRow(3)
        await harness.work.settle()
        let comments = try #require(app.navigation.topViewController?.view.first(CommentsView.self))
        comments.field.text = "   "
        comments.sendButton.tap()
        await harness.work.settle()
        expect(comments.error.text, equals: FeedText.emptyComment)
        expect(comments.table.cells.count, equals: 2)
        expect(harness.writes.isEmpty)
    }

    @Test("the MVC controller creates and pushes the next controller itself when a row is selected", .tags(.drivesView))
    func controllerNavigates() async throws {
        let harness = try Harness()
        let app = MVC.launch(in: harness.environment)
        Window().show(app.navigation)
        await harness.work.settle()
        try #require(app.navigation.topViewController?.view.first(FeedView.self)).table.selectRow(3)
        await harness.work.settle()
        let comments = try #require(app.navigation.topViewController as? MVC.CommentsViewController)
        expect(comments.title, equals: "Comments on #1")
        expect(comments.view.first(CommentsView.self)?.table.cells.count, equals: 2)
    }

    @Test("driving the MVC screen through the whole script shows the same screens as MVVM", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let mvc = try await FeedScript.play(MVC.self)
        let mvvm = try await FeedScript.play(MVVM.self)
        expect(mvc, equals: mvvm)
    }
}
