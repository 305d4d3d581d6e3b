/// An executor with a clock that moves only when told to: where `receive(on:)` delivers and
/// what `debounce` waits on, without sleeping.
///
/// It plays the part of Combine's `Scheduler` (a `DispatchQueue`, a `RunLoop`) in a test or a
/// run: actions wait in a queue, ordered by due time, and run when the clock is advanced.
///
/// ```swift
/// let main = VirtualScheduler(name: "main")
/// main.schedule(after: .milliseconds(300)) { show(results) }
/// main.advance(by: .milliseconds(300))      // runs it
/// ```
final class VirtualScheduler {
    /// The executor's name, for transcripts and tests.
    let name: String
    /// The time on the scheduler's clock.
    private(set) var now: Duration = .zero
    /// Whether the scheduler is running one of its actions right now.
    private(set) var isExecuting = false
    private var actions: [(id: Int, due: Duration, run: () -> Void)] = []
    private var nextID = 0

    /// A scheduler named `name`, at time zero.
    init(name: String) {
        self.name = name
    }

    /// Queues `action` to run `delay` from now; returns an id for ``cancel(_:)``.
    @discardableResult
    func schedule(after delay: Duration = .zero, _ action: @escaping () -> Void) -> Int {
        let id = nextID
        nextID += 1
        actions.append((id, now + delay, action))
        return id
    }

    /// Drops the action with `id` if it has not run yet.
    func cancel(_ id: Int) {
        actions.removeAll { $0.id == id }
    }

    /// How many actions wait to run.
    var pendingCount: Int { actions.count }

    /// Moves the clock forward by `duration`, running each action that falls due, in due order.
    func advance(by duration: Duration = .zero) {
        let end = now + duration
        while let next = actions.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            actions.removeAll { $0.id == next.id }
            now = next.due
            isExecuting = true
            next.run()
            isExecuting = false
        }
        now = end
    }
}
