import ExampleKit
import Futubra

/// Plays Command: likes and comments as values that are undone, redone, queued and replayed.
package struct CommandExample: Example {
    package static let id = "command"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let (eve, chen, bob) = (SampleFeed.eve, SampleFeed.chen, SampleFeed.bob)
        let start = try SampleFeed.feed()
        var editor = FeedEditor(feed: start, limit: 3)
        let cat = PostID(3)

        transcript.section("perform")
        transcript.line("before: \(summary(of: cat, in: editor.feed))")
        try editor.perform(LikeCommand(post: cat, user: eve))
        try editor.perform(AddCommentCommand(post: cat, author: chen, content: .text("Such judgement.")))
        try editor.perform(RemoveCommentCommand(post: PostID(1), comment: CommentID(1)))
        transcript.line("after:  \(summary(of: cat, in: editor.feed))")
        transcript.line("undo stack: \(editor.undoActionNames.joined(separator: " | "))")

        transcript.section("a failing command changes nothing")
        do {
            try editor.perform(LikeCommand(post: PostID(4), user: bob))
        } catch {
            transcript.line("refused: \(error)")
        }
        transcript.line("undo stack still holds \(editor.undoActionNames.count) steps")

        transcript.section("undo and redo")
        transcript.line("undo: \(try editor.undo())")
        transcript.line("undo: \(try editor.undo())")
        transcript.line("now:  \(summary(of: cat, in: editor.feed))")
        transcript.line("redo: \(try editor.redo())")
        transcript.line("now:  \(summary(of: cat, in: editor.feed))")
        transcript.line("redo stack: \(editor.redoActionNames.joined(separator: " | "))")
        try editor.perform(UnlikeCommand(post: cat, user: eve))
        transcript.line("perform: unlike \(cat) as eve")
        transcript.line("a new command clears the redo stack: \(editor.redoActionNames.count) left")

        transcript.section("queue while offline")
        var queue = FeedCommandQueue()
        queue.enqueue(LikeCommand(post: cat, user: bob))
        queue.enqueue(LikeCommand(post: cat, user: chen))
        transcript.line("queued: \(queue.pendingActionNames.joined(separator: " | "))")
        transcript.line("still:  \(summary(of: cat, in: editor.feed))")
        let ran = try queue.run(on: &editor)
        transcript.line("back online, ran \(ran): \(summary(of: cat, in: editor.feed))")
        transcript.line("undo stack (limit 3): \(editor.undoActionNames.joined(separator: " | "))")

        transcript.section("replay the log")
        let rebuilt = try editor.log.replay(onto: start)
        transcript.line("\(editor.log.count) logged commands replayed onto a fresh feed")
        transcript.line("same feed as the editor's: \(rebuilt == editor.feed)")
    }

    private func summary(of id: PostID, in feed: Feed) -> String {
        guard let post = feed.post(id: id) else { return "no post \(id)" }
        let likers = post.likedBy.sorted().map(\.rawValue).joined(separator: ", ")
        return "post \(id) liked by [\(likers)], \(post.comments.count) comment(s)"
    }
}
