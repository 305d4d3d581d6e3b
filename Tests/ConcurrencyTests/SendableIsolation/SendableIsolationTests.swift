import ContractSupport
import Futubra
import Testing

@testable import Concurrency

/// What the rendering check needs of a timeline screen.
@MainActor
protocol Timeline: AnyObject {
    func showLocally(_ line: String)
    func renderRows(_ backend: FeedBackend) async throws -> [String]
}

extension TimelineScreen: Timeline {
    func renderRows(_ backend: FeedBackend) async throws -> [String] {
        try await render(with: FeedRenderer(backend: backend))
    }
}

/// Lines kept in a shared object that a class marked `@unchecked Sendable` lets cross to
/// another actor: the compiler trusts it, and both sides change one object.
final class SharedLines: @unchecked Sendable {
    // Unchecked on purpose, and wrong: `lines` is a shared `var` with no lock. The control
    // only ever touches it from one task at a time (the latch orders them), so the test
    // itself has no data race; what it shows is the shared state.
    var lines: [String]

    init(lines: [String]) {
        self.lines = lines
    }
}

/// A timeline whose snapshot is a ``SharedLines`` object rather than a value.
@MainActor
final class SharedObjectTimeline: Timeline {
    private let shared: SharedLines

    init(lines: [String]) {
        shared = SharedLines(lines: lines)
    }

    func showLocally(_ line: String) {
        shared.lines.insert(line, at: 0)
    }

    func renderRows(_ backend: FeedBackend) async throws -> [String] {
        let unread = try await backend.unread(for: SampleFeed.anna)
        return ["anna, \(unread) unread"] + shared.lines.map { "  \($0)" }
    }
}

/// The screen sends its lines to be rendered; while the renderer waits at the server, the
/// screen shows a new line. The rows must be the lines as they were sent.
@MainActor
func checkRendersWhatWasSent(_ make: ([String]) -> some Timeline) async throws {
    let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
    let lines = ["#4 anna: Shipped the new feed screen today!", "#3 bob: My cat, judging me"]
    let timeline = make(lines)
    let rendering = Task { try await timeline.renderRows(backend) }
    expect(await yield { backend.held.count == 1 }, "the renderer is waiting at the server")
    timeline.showLocally("#5 anna: (sending...)")
    backend.release()
    let rows = try await rendering.value
    expect(Array(rows.dropFirst()), equals: lines.map { "  \($0)" }, "the renderer saw a change made after sending")
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct SendableIsolationTests {
    @Test("a snapshot sent to the renderer renders as it was sent, though the screen changes its own copy meanwhile")
    @MainActor
    func snapshotCrossesAsACopy() async throws {
        try await checkRendersWhatWasSent { lines in
            TimelineScreen(snapshot: FeedSnapshot(user: SampleFeed.anna, lines: lines))
        }
    }

    @Test(
        "a class marked @unchecked Sendable crosses as one shared object: the renderer sees the later change",
        .tags(.control))
    @MainActor
    func sharedObjectShowsTheLaterChange() async {
        await withKnownIssue {
            try await checkRendersWhatWasSent { SharedObjectTimeline(lines: $0) }
        }
    }

    @Test(
        "a draft handed over with sending is published and marked by the uploader, and the screen starts an empty one")
    @MainActor
    func draftHandedOver() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let uploader = DraftUploader(backend: backend)
        let screen = ComposeScreen(author: SampleFeed.anna)
        screen.text = "Hello"
        let first = try await screen.publish(with: uploader)
        expect(screen.text, equals: "")
        screen.text = "Again"
        let second = try await screen.publish(with: uploader)
        expect([first, second], equals: [PostID(5), PostID(6)])
        let history = await uploader.history
        expect(history.map(\.text), equals: ["Hello", "Again"])
        expect(history.map(\.status), equals: [.published(PostID(5)), .published(PostID(6))])
        expect(backend.feed.post(id: PostID(6))?.content.words, equals: "Again")
    }

    @Test("likes recorded by a thousand tasks at once are all counted, once per user")
    func tallyCountsEveryLikeOnce() async {
        let tally = LikeTally()
        await withTaskGroup(of: Void.self) { group in
            for tap in 0..<1_000 {
                let user = SampleFeed.users[tap % SampleFeed.users.count]
                let post = PostID(tap % 2 + 1)
                group.addTask { tally.record(user, on: post) }
            }
        }
        expect(tally.taps, equals: 1_000)
        expect(tally.likes(on: PostID(1)), equals: 5)
        expect(tally.likes(on: PostID(2)), equals: 5)
        expect(tally.likes(on: PostID(3)), equals: 0)
    }
}
