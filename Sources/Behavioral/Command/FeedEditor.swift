import Futubra
import MessageTrace

/// Owns a feed and changes it only through commands, keeping bounded undo and redo stacks
/// and a log of everything it executed.
///
/// The invoker of the pattern. It knows nothing about likes or comments: it executes any
/// ``FeedCommand``, keeps the inverse on the undo stack, and on undo keeps the inverse of the
/// inverse on the redo stack. A new command clears the redo stack; past `limit` the oldest
/// undo is dropped. A command that throws changes neither the feed, the stacks nor the log.
///
/// ```swift
/// var editor = try FeedEditor(feed: SampleFeed.feed())
/// try editor.perform(LikeCommand(post: PostID(3), user: SampleFeed.eve))
/// try editor.undo()
/// ```
struct FeedEditor: Sendable {
    /// The feed as the commands left it.
    private(set) var feed: Feed
    /// Every command executed (performed, undone or redone), in order: replaying it onto the
    /// starting feed reaches ``feed`` again.
    private(set) var log: [any FeedCommand] = []
    /// The most undo steps kept.
    let limit: Int
    private var undoStack: [Step] = []
    private var redoStack: [Step] = []

    /// An editor of `feed` remembering up to `limit` undo steps.
    init(feed: Feed, limit: Int = 20) {
        self.feed = feed
        self.limit = max(limit, 1)
    }

    /// One entry of the undo or redo stack: the name of the user's action and the command that
    /// undoes it (on the undo stack) or redoes it (on the redo stack).
    private struct Step: Sendable {
        let actionName: String
        let command: any FeedCommand
    }

    /// The names of the actions that can be undone, the next undo last (`Undo Like`).
    var undoActionNames: [String] { undoStack.map(\.actionName) }
    /// The names of the actions that can be redone, the next redo last.
    var redoActionNames: [String] { redoStack.map(\.actionName) }
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// Executes `command`, remembers its inverse for undo, and forgets everything redoable.
    mutating func perform(_ command: any FeedCommand) throws(BehavioralError) {
        let inverse = try run(command)
        undoStack.append(Step(actionName: command.actionName, command: inverse))
        if undoStack.count > limit {
            undoStack.removeFirst(undoStack.count - limit)
        }
        redoStack.removeAll()
    }

    /// Reverts the most recent change and returns its action name; its redo goes on the redo stack.
    @discardableResult
    mutating func undo() throws(BehavioralError) -> String {
        guard let step = undoStack.last else { throw .nothingToUndo }
        let redo = try run(step.command)
        undoStack.removeLast()
        redoStack.append(Step(actionName: step.actionName, command: redo))
        return step.actionName
    }

    /// Re-applies the most recently undone change and returns its action name.
    @discardableResult
    mutating func redo() throws(BehavioralError) -> String {
        guard let step = redoStack.last else { throw .nothingToRedo }
        let inverse = try run(step.command)
        redoStack.removeLast()
        undoStack.append(Step(actionName: step.actionName, command: inverse))
        return step.actionName
    }

    /// Executes `command`, logs it, and returns its inverse. The editor knows the command only
    /// as a `FeedCommand`, so that is the role it traces; the action name says which one.
    private mutating func run(_ command: any FeedCommand) throws(BehavioralError) -> any FeedCommand {
        Trace.call(from: "FeedEditor", to: "FeedCommand", "execute: \(command.actionName)")
        let inverse: any FeedCommand
        do {
            inverse = try command.execute(on: &feed)
        } catch {
            Trace.reply(from: "FeedCommand", to: "FeedEditor", "error: \(error)")
            throw error
        }
        Trace.reply(from: "FeedCommand", to: "FeedEditor", "inverse: \(inverse.actionName)")
        log.append(command)
        return inverse
    }
}

extension Sequence<any FeedCommand> {
    /// Executes these commands in order onto `feed`: replaying an editor's log onto its
    /// starting feed rebuilds the editor's feed.
    func replay(onto feed: Feed) throws(BehavioralError) -> Feed {
        var feed = feed
        for command in self {
            _ = try command.execute(on: &feed)
        }
        return feed
    }
}
