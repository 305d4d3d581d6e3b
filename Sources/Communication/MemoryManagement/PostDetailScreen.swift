import Futubra
import MessageTrace

/// A post's detail screen that sends a like and, when the server has answered, shows it.
///
/// The answer arrives as one-shot work (``PendingWork``): a block that runs once, later.
/// The block needs the screen, and how it captures it decides the screen's lifetime:
///
/// - ``likeKeepingScreen()`` captures `self` strongly: the screen keeps its client, the
///   client the block, the block the screen, a cycle that lasts until the answer has run;
///   the screen lives until then, even if the user left, and goes when the block is released.
/// - ``likeIfStillShown()`` captures `[weak self]`: the screen goes when the user leaves;
///   the answer then finds `nil` and does nothing. The safe default.
/// - ``likeCancellingOnClose()`` captures `[unowned self]`: no retain, no optional, but a
///   block that runs after the screen is gone traps. Safe only because the screen keeps
///   *every* ``WorkItem`` it queued and cancels them all in `deinit`, so no block can outlive
///   it. Keeping only the last one is the classic slip: a second tap before the first answer
///   replaces it, and the first block is left to run against a freed screen.
///
/// ```swift
/// let screen = PostDetailScreen(post: PostID(3), work: work)
/// screen.likeIfStillShown()
/// work.runAll()                     // screen.status == "liked"
/// ```
final class PostDetailScreen {
    /// The post on the screen.
    let post: PostID
    /// What the like button shows.
    private(set) var status = "not liked"
    /// Where the server's answers arrive: the screen's client, which it keeps strongly.
    let work: PendingWork
    /// The `[unowned self]` blocks queued and not yet run: all of them, not only the last.
    private var pending: [WorkItem] = []

    /// A screen for `post` whose server answers arrive on `work`.
    init(post: PostID, work: PendingWork) {
        self.post = post
        self.work = work
    }

    /// Sends a like; the answer's block holds the screen strongly until it has run.
    func likeKeepingScreen() {
        status = "sending"
        work.enqueue { self.show("liked") }
    }

    /// Sends a like; the answer's block holds the screen weakly and skips a screen that is gone.
    func likeIfStillShown() {
        status = "sending"
        work.enqueue { [weak self] in self?.show("liked") }
    }

    /// Sends a like; the answer's block holds the screen `unowned`, and the screen cancels
    /// every such block still queued when it goes, so none runs without it.
    func likeCancellingOnClose() {
        status = "sending"
        pending.removeAll { $0.isCancelled }
        pending.append(work.enqueue { [unowned self] in self.show("liked") })
    }

    private func show(_ newStatus: String) {
        status = newStatus
        Trace.note(over: "PostDetailScreen", "post \(post): \(newStatus)")
    }

    deinit {
        for item in pending {
            item.cancel()
        }
    }
}
