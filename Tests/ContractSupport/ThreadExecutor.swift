import Dispatch
import Foundation
import Synchronization

/// A task executor with a thread of its own: a task that prefers it runs its nonisolated
/// code there, not on the cooperative pool.
///
/// A contract that must see two callers really at the same moment (an observer handed two
/// entries at once, say) cannot count on the pool: it has one thread per core, and in a full
/// test run the other tests hold them, so a wrong design can pass by luck. Producers given
/// a `ThreadExecutor` each run on a thread the system schedules on its own.
///
/// ```swift
/// let thread = ThreadExecutor(name: "producer-1")
/// defer { thread.stop() }
/// group.addTask(executorPreference: thread) { await service.log(…) }
/// ```
public final class ThreadExecutor: TaskExecutor {
    private let jobs = Mutex<(queue: [UnownedJob], stopped: Bool)>(([], false))
    private let ready = DispatchSemaphore(value: 0)

    public init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.queue.append(job) }
        ready.signal()
    }

    /// Ends the thread once the jobs already queued have run.
    public func stop() {
        jobs.withLock { $0.stopped = true }
        ready.signal()
    }

    private func run() {
        while true {
            ready.wait()
            let next: UnownedJob?? = jobs.withLock { state in
                if !state.queue.isEmpty { return .some(state.queue.removeFirst()) }
                return state.stopped ? .none : .some(nil)
            }
            switch next {
            case .none: return
            case .some(.none): continue
            case .some(.some(let job)): job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}
