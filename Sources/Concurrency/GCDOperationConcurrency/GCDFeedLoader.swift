import Dispatch
import Futubra
import MessageTrace
import Synchronization

/// The job with GCD: completion handlers, a `DispatchGroup` that says when every download has
/// ended, and a `DispatchSemaphore` of `limit` slots that holds the next download back.
///
/// One serial queue starts the downloads, waiting on the semaphore for a free slot: that
/// blocks one thread, the starter's, never one per download. Cancellation is a flag the
/// starter reads before each start (GCD cannot stop a block that is running, and
/// `DispatchWorkItem.cancel()` only stops one that has not started). The `async` method
/// bridges the whole job with one continuation and passes task cancellation to the flag.
///
/// ```swift
/// let page = try await GCDFeedLoader(server: server).load(limit: 2)
/// ```
struct GCDFeedLoader: FeedPageLoading {
    let server: ThumbnailServer

    func load(limit: Int) async throws -> LoadedPage {
        let cancelled = Flag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(limit: limit, cancelled: cancelled) { continuation.resume(with: $0) }
            }
        } onCancel: {
            cancelled.raise()
        }
    }

    /// The job in completion-handler style: `completion` is called once, on the starter's queue.
    func start(
        limit: Int, cancelled: Flag, completion: @escaping @Sendable (Result<LoadedPage, any Error>) -> Void
    ) {
        let starter = DispatchQueue(label: "futubra.thumbnails.starter")
        // A queue's thread has no task-locals: the run's tracer is read here and bound again there.
        let tracer = Tracer.current
        server.page { page in
            guard case .success(let posts) = page else {
                return completion(page.map { LoadedPage(posts: $0, thumbnails: [:]) })
            }
            let downloads = DispatchGroup()
            let slots = DispatchSemaphore(value: limit)
            let thumbnails = Locked<[PostID: String]>([:])
            starter.async {
                Tracer.$current.withValue(tracer) {
                    for post in posts {
                        slots.wait()
                        if cancelled.isRaised {
                            slots.signal()
                            break
                        }
                        downloads.enter()
                        Trace.call(from: "GCDFeedLoader", to: "ThumbnailServer", "thumbnail \(post)")
                        server.thumbnail(for: post) { result in
                            if case .success(let thumbnail) = result { thumbnails.update { $0[post] = thumbnail } }
                            slots.signal()
                            downloads.leave()
                        }
                    }
                }
                downloads.notify(queue: starter) {
                    if cancelled.isRaised { return completion(.failure(CancellationError())) }
                    completion(.success(LoadedPage(posts: posts, thumbnails: thumbnails.current)))
                }
            }
        }
    }
}

/// A flag raised once, from any thread, and read from any other.
final class Flag: Sendable {
    private let raised = Mutex(false)

    /// A flag not raised.
    init() {}

    /// Raises the flag.
    func raise() { raised.withLock { $0 = true } }

    /// Whether the flag is raised.
    var isRaised: Bool { raised.withLock { $0 } }

    /// Runs `body` unless the flag is raised, holding the flag's lock: a `raise()` on another
    /// thread waits until `body` is done, so it lands before `body` or after it, never inside.
    func unlessRaised(_ body: () -> Void) {
        raised.withLock { isRaised in
            if !isRaised { body() }
        }
    }
}

/// A value read and written from any thread, behind a lock.
final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    /// Holds `value`.
    init(_ value: Value) { self.value = Mutex(value) }

    /// Changes the value.
    func update(_ change: (inout Value) -> Void) { value.withLock { change(&$0) } }

    /// The value now.
    var current: Value { value.withLock { $0 } }
}
