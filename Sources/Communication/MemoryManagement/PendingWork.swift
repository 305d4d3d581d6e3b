/// One-shot work queued for later, like a block handed to `DispatchQueue.main.async`.
///
/// The queue owns each block until it has run (or was cancelled), then releases it: what a
/// block captures lives at least that long, and no longer. Work runs only when the owner
/// calls ``runAll()``, so tests and runs decide when "later" is, without sleeping.
///
/// ```swift
/// let work = PendingWork()
/// let item = work.enqueue { [weak self] in self?.show("sent") }
/// item.cancel()                     // or: work.runAll()
/// ```
final class PendingWork {
    private var items: [WorkItem] = []

    /// An empty queue.
    init() {}

    /// How many blocks wait to run.
    var pendingCount: Int { items.count { !$0.isCancelled } }

    /// Queues `block` to run once, at the next ``runAll()``, unless its item is cancelled first.
    @discardableResult
    func enqueue(_ block: @escaping () -> Void) -> WorkItem {
        let item = WorkItem(block)
        items.append(item)
        return item
    }

    /// Runs every block queued so far, in order, and releases them.
    func runAll() {
        let due = items
        items = []
        for item in due {
            item.perform()
        }
    }
}

/// A handle on queued work, like `DispatchWorkItem`: cancelling it releases the block unrun.
final class WorkItem {
    private var block: (() -> Void)?

    init(_ block: @escaping () -> Void) {
        self.block = block
    }

    /// Whether the work was cancelled or has already run.
    var isCancelled: Bool { block == nil }

    /// Drops the block without running it; harmless after it ran.
    func cancel() {
        block = nil
    }

    /// Runs the block once, then releases it.
    func perform() {
        let action = block
        block = nil
        action?()
    }
}
