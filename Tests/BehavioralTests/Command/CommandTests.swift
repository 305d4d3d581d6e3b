import ContractSupport
import Futubra
import Testing

@testable import Behavioral

@Suite("Command", .timeLimit(.minutes(1)), .watchdog)
struct CommandTests {
    /// A mix of every command kind, each valid on the sample feed in this order.
    var script: [any FeedCommand] {
        get throws {
            [
                LikeCommand(post: PostID(3), user: eve),
                AddCommentCommand(post: PostID(3), author: chen, content: try .text("Nice")),
                RemoveCommentCommand(post: PostID(1), comment: CommentID(1)),
                UnlikeCommand(post: PostID(1), user: SampleFeed.anna),
                AddCommentCommand(post: PostID(1), author: eve, content: try .text("Back again")),
            ]
        }
    }

    @Test("undoing every command gives back exactly the feed from before")
    func undoInvertsExactly() throws {
        let start = try SampleFeed.feed()
        var editor = FeedEditor(feed: start)
        var snapshots = [start]
        let commands = try script
        for command in commands {
            try editor.perform(command)
            snapshots.append(editor.feed)
        }
        for (expected, command) in zip(snapshots.dropLast(), commands).reversed() {
            expect(try editor.undo() == command.actionName)
            expect(editor.feed, equals: expected)
        }
        expect(!editor.canUndo)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("undoing a removed comment restores the same comment at the same position") {
            let start = try SampleFeed.feed()
            var editor = FeedEditor(feed: start)
            try editor.perform(RemoveCommentCommand(post: PostID(1), comment: CommentID(1)))
            try editor.perform(AddCommentCommand(post: PostID(1), author: eve, content: .text("Hi")))
            try editor.undo()
            try editor.undo()
            expect(editor.feed.post(id: PostID(1))?.comments.map(\.id), equals: [CommentID(1), CommentID(2)])
            expect(editor.feed, equals: start)
        },
        Check("the history is bounded: past the limit the oldest undo step is dropped") {
            let start = try SampleFeed.feed()
            var editor = FeedEditor(feed: start, limit: 2)
            try editor.perform(LikeCommand(post: PostID(3), user: eve))
            try editor.perform(LikeCommand(post: PostID(3), user: chen))
            try editor.perform(LikeCommand(post: PostID(2), user: eve))
            expect(editor.undoActionNames, equals: ["like #3 as chen", "like #2 as eve"])
            try editor.undo()
            try editor.undo()
            expect(!editor.canUndo)
            expect(editor.feed.post(id: PostID(3))?.likedBy, equals: [eve])
            #expect(throws: BehavioralError.nothingToUndo) { try editor.undo() }
        },
        Check("queued commands change nothing until run, then run in the order they were queued") {
            let start = try SampleFeed.feed()
            var editor = FeedEditor(feed: start)
            var queue = FeedCommandQueue()
            try queue.enqueue(AddCommentCommand(post: PostID(2), author: eve, content: .text("first")))
            queue.enqueue(RemoveCommentCommand(post: PostID(2), comment: CommentID(1)))
            try queue.enqueue(AddCommentCommand(post: PostID(2), author: chen, content: .text("second")))
            expect(editor.feed, equals: start)
            expect(try queue.run(on: &editor) == 3)
            let comments = editor.feed.post(id: PostID(2))?.comments
            expect(comments?.map(\.author), equals: [chen])
            expect(comments?.map(\.id), equals: [CommentID(1)])
            expect(queue.pendingActionNames.isEmpty)
        },
        Check("a queued command that fails stops the run and stays queued with those behind it") {
            var editor = FeedEditor(feed: try SampleFeed.feed())
            var queue = FeedCommandQueue()
            queue.enqueue(LikeCommand(post: PostID(3), user: eve))
            queue.enqueue(LikeCommand(post: PostID(3), user: eve))
            queue.enqueue(LikeCommand(post: PostID(3), user: chen))
            #expect(throws: BehavioralError.alreadyLiked(PostID(3), by: eve)) { try queue.run(on: &editor) }
            expect(queue.pendingActionNames, equals: ["like #3 as eve", "like #3 as chen"])
            expect(editor.feed.post(id: PostID(3))?.likedBy, equals: [eve])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("redo re-applies exactly what undo took back")
    func redoReappliesExactly() throws {
        var editor = FeedEditor(feed: try SampleFeed.feed())
        var snapshots: [Feed] = []
        let commands = try script
        for command in commands {
            try editor.perform(command)
            snapshots.append(editor.feed)
        }
        for _ in commands {
            try editor.undo()
        }
        for (expected, command) in zip(snapshots, commands) {
            expect(try editor.redo() == command.actionName)
            expect(editor.feed, equals: expected)
        }
        expect(!editor.canRedo)
        expect(editor.undoActionNames, equals: commands.map(\.actionName))
    }

    @Test("a new command clears the redo stack")
    func newCommandClearsRedo() throws {
        var editor = FeedEditor(feed: try SampleFeed.feed())
        try editor.perform(LikeCommand(post: PostID(3), user: eve))
        try editor.undo()
        expect(editor.canRedo)
        try editor.perform(LikeCommand(post: PostID(3), user: chen))
        expect(!editor.canRedo)
        #expect(throws: BehavioralError.nothingToRedo) { try editor.redo() }
    }

    /// An unknown post, a repeated like, an unlike with no like, an unknown comment, a comment
    /// on an unknown post, and a restore of a comment that is already there: every kind fails.
    static let failing: [any FeedCommand] = [
        LikeCommand(post: PostID(99), user: SampleFeed.eve),
        LikeCommand(post: PostID(4), user: SampleFeed.bob),
        UnlikeCommand(post: PostID(3), user: SampleFeed.eve),
        RemoveCommentCommand(post: PostID(1), comment: CommentID(7)),
        (try? Content.text("lost")).map {
            AddCommentCommand(post: PostID(99), author: SampleFeed.eve, content: $0) as any FeedCommand
        },
        (try? SampleFeed.post(1))?.comments.last.map {
            RestoreCommentCommand(post: PostID(1), comment: $0, index: 0) as any FeedCommand
        },
    ].compactMap { $0 }

    @Test("a command that fails leaves the feed, the history and the log unchanged", arguments: failing)
    func failingCommandChangesNothing(command: any FeedCommand) throws {
        var editor = FeedEditor(feed: try SampleFeed.feed())
        try editor.perform(LikeCommand(post: PostID(3), user: eve))
        try editor.undo()
        let (feed, undo, redo, logCount) = (
            editor.feed, editor.undoActionNames, editor.redoActionNames, editor.log.count
        )
        #expect(throws: BehavioralError.self) { try editor.perform(command) }
        expect(editor.feed, equals: feed)
        expect(editor.undoActionNames, equals: undo)
        expect(editor.redoActionNames, equals: redo)
        expect(editor.log.count, equals: logCount)
    }

    @Test("replaying the command log onto a fresh feed reaches the same state, undos included")
    func logReplaysToSameState() throws {
        let start = try SampleFeed.feed()
        var editor = FeedEditor(feed: start, limit: 3)
        for command in try script {
            try editor.perform(command)
        }
        try editor.undo()
        try editor.undo()
        try editor.redo()
        try editor.perform(LikeCommand(post: PostID(4), user: eve))
        expect(editor.log.count, equals: 9)
        expect(try editor.log.replay(onto: start) == editor.feed)
        expect(editor.feed != start)
    }
}

private let chen = SampleFeed.chen

private let eve = SampleFeed.eve
