/// Commands waiting to run: queued now, executed later, in the order they were queued.
///
/// Because a command is a value, it can wait, for example while the app is offline, and run
/// when the feed is reachable again. Running stops at the first command that fails and keeps
/// it and the ones behind it queued, so the order is never broken.
///
/// ```swift
/// var queue = FeedCommandQueue()
/// queue.enqueue(LikeCommand(post: PostID(3), user: SampleFeed.eve))
/// try queue.run(on: &editor)
/// ```
struct FeedCommandQueue: Sendable {
    private var pending: [any FeedCommand] = []

    /// The action names still waiting, first to run first.
    var pendingActionNames: [String] { pending.map(\.actionName) }

    /// Adds `command` at the back of the queue without running it.
    mutating func enqueue(_ command: any FeedCommand) {
        pending.append(command)
    }

    /// Performs the queued commands on `editor`, oldest first, and returns how many ran.
    ///
    /// Throws the error of the first command that fails; it and later commands stay queued.
    @discardableResult
    mutating func run(on editor: inout FeedEditor) throws(BehavioralError) -> Int {
        var ran = 0
        while let command = pending.first {
            try editor.perform(command)
            pending.removeFirst()
            ran += 1
        }
        return ran
    }
}
