import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

/// The one scripted session every UI-pattern example plays, so all eight can be compared.
///
/// The server's first request fails; the user retries, likes and unlikes post #3, opens the
/// comments of post #1, sends an empty comment (refused), sends a real one, and goes back.
/// The script acts only through the widgets (taps, table selection, typing), waits until
/// the screen is idle, and returns what the screen shows after each step. Each gesture is
/// traced as a message from `User` to the screen it touches.
enum FeedScript {
    /// The steps, in order.
    static let steps: [FeedStep] = [
        .open, .retry, .like(PostID(3)), .unlike(PostID(3)), .openComments(PostID(1)), .comment(""),
        .comment("Nice to see you here"), .back,
    ]

    /// The signed-in user.
    static let user = SampleFeed.eve

    /// Plays the script on `architecture` against a fresh server whose first request fails,
    /// and returns the screen after each step, in order.
    @MainActor
    static func play<Architecture: FeedArchitecture>(_ architecture: Architecture.Type) async throws -> [[String]] {
        let server = FeedServer(feed: try SampleFeed.feed())
        server.failNext(1)
        let environment = FeedEnvironment(client: FeedClient(server: server), user: user, work: PendingWork())
        let app = Architecture.launch(in: environment)
        let window = Window()
        var screens: [[String]] = []
        for step in steps {
            try perform(step, on: app.navigation, window: window)
            await environment.work.settle()
            screens.append(app.navigation.render())
        }
        withExtendedLifetime(app.owner) {}
        return screens
    }

    @MainActor
    private static func perform(
        _ step: FeedStep, on navigation: NavigationController, window: Window
    ) throws(UIPatternsError) {
        func touch(_ gesture: String) { Trace.call(from: "User", to: step.screen, gesture) }
        switch step {
        case .open:
            touch("launch")
            window.show(navigation)
        case .retry:
            touch("tap [Retry]")
            try view(FeedView.self, in: navigation, step).retryButton.tap()
        case .like(let id), .unlike(let id):
            let table = try view(FeedView.self, in: navigation, step).table
            let cell = try table.cells.first { $0.text.hasPrefix("\(id) ") }.unwrapped(step, "no row for \(id)")
            let button = try cell.accessoryButton.unwrapped(step, "the row has no button")
            touch("tap [\(button.title)] on \(id)")
            button.tap()
        case .openComments(let id):
            let table = try view(FeedView.self, in: navigation, step).table
            let row = try table.cells.firstIndex { $0.text.hasPrefix("\(id) ") }.unwrapped(step, "no row for \(id)")
            touch("select row \(id)")
            table.selectRow(row)
        case .comment(let text):
            let comments = try view(CommentsView.self, in: navigation, step)
            comments.field.text = text
            touch("type '\(text)', tap [Send]")
            comments.sendButton.tap()
        case .back:
            touch("tap [< Back]")
            navigation.backButton.tap()
        }
    }

    @MainActor
    private static func view<Screen: View>(
        _ type: Screen.Type, in navigation: NavigationController, _ step: FeedStep
    ) throws(UIPatternsError) -> Screen {
        let found = navigation.topViewController?.view.first(type)
        return try found.unwrapped(step, "no \(type) on screen")
    }
}

extension Optional {
    fileprivate func unwrapped(_ step: FeedStep, _ reason: String) throws(UIPatternsError) -> Wrapped {
        guard let self else { throw .stepFailed(step.title, reason: reason) }
        return self
    }
}
