import ContractSupport
import ExampleKit
import Futubra
import FutubraUI
import Testing

@testable import UIPatterns

/// A view that only records what its presenter asked of it.
@MainActor
private final class MockFeedView: MVP.FeedViewing {
    var calls: [String] = []
    var rows: [FeedRow] = []
    var opened: MVP.CommentsPresenter?

    func showLoading() { calls.append("showLoading") }
    func showError(_ message: String) { calls.append("showError") }
    func showRows(_ rows: [FeedRow]) {
        calls.append("showRows(\(rows.count))")
        self.rows = rows
    }
    func showComments(_ presenter: MVP.CommentsPresenter) {
        calls.append("showComments(\(presenter.post.id))")
        opened = presenter
    }
}

/// A comments view that records calls and lets the test type a draft.
@MainActor
private final class MockCommentsView: MVP.CommentsViewing {
    var draft = ""
    var calls: [String] = []
    func showHeader(_ text: String) { calls.append("showHeader") }
    func showComments(_ lines: [String]) { calls.append("showComments(\(lines.count))") }
    func showError(_ message: String) { calls.append("showError(\(message))") }
    func clearDraft() {
        calls.append("clearDraft")
        draft = ""
    }
}

@MainActor
@Suite("MVP", .timeLimit(.minutes(1)), .watchdog)
struct MVPTests {
    private func presenter(_ harness: Harness, view: MockFeedView) -> MVP.FeedPresenter {
        let presenter = MVP.FeedPresenter(model: harness.model())
        presenter.view = view
        return presenter
    }

    @Test("a presenter drives a mock view: showLoading, showError, then showRows after Retry")
    func presenterDrivesMockView() async throws {
        let harness = try Harness(failures: 1)
        let view = MockFeedView()
        let presenter = presenter(harness, view: view)
        await presenter.viewDidLoad()
        await presenter.retryTapped()
        expect(view.calls, equals: ["showLoading", "showError", "showLoading", "showRows(4)"])
    }

    @Test("the presenter decides what the screen shows: after a like it tells the view the row now says Unlike")
    func presenterOwnsState() async throws {
        let harness = try Harness()
        let view = MockFeedView()
        let presenter = presenter(harness, view: view)
        await presenter.viewDidLoad()
        await presenter.likeTapped(row: 1)
        expect(view.rows[1].likeTitle, equals: "Unlike")
        expect(harness.writes, equals: ["POST /posts/3/like -> 200"])
    }

    @Test("the presenter decides to open the comments and hands the view a ready presenter; the view only pushes")
    func presenterDecidesNavigation() async throws {
        let harness = try Harness()
        let view = MockFeedView()
        let presenter = presenter(harness, view: view)
        presenter.rowSelected(0)
        expect(view.calls.isEmpty)
        await presenter.viewDidLoad()
        presenter.rowSelected(3)
        expect(view.calls.last, equals: "showComments(#1)")
    }

    @Test("the comments presenter reads the draft from the view and refuses empty text without a request")
    func commentsPresenter() async throws {
        let harness = try Harness()
        let view = MockCommentsView()
        let presenter = MVP.CommentsPresenter(post: try harness.post(1), model: harness.model())
        presenter.view = view
        await presenter.viewDidLoad()
        await presenter.sendTapped()
        expect(harness.writes.isEmpty)
        view.draft = "Hi"
        await presenter.sendTapped()
        expect(
            view.calls,
            equals: [
                "showHeader", "showComments(2)", "showError(\(FeedText.emptyComment))", "clearDraft", "showComments(3)",
            ])
        expect(harness.writes, equals: ["POST /posts/1/comments -> 201"])
    }

    @Test("the MVP view forwards taps to its presenter and shows what it is told", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let (screens, transcript) = try await playTraced(MVP.self)
        expect(screens[1].count, equals: 5)
        expect(
            eventsOfGesture(1, in: transcript).prefix(3),
            equals: [
                "User -> FeedViewController: tap [Retry]",
                "FeedViewController -> FeedPresenter: retryTapped()",
                "FeedPresenter -> FeedViewController: showLoading()",
            ])
    }
}
