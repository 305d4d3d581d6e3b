import Foundation
import Futubra
import MessageTrace
import Synchronization

/// The job with `Operation`: an `OperationQueue` whose `maxConcurrentOperationCount` is the
/// limit, one `BlockOperation` per download, and dependencies for the order: the downloads
/// are added by an operation that depends on the page, and a last operation, on another
/// queue, depends on every download and reports the result.
///
/// Cancellation is the queue's: `cancelAllOperations()` marks every operation cancelled; one
/// that has not started never runs its block, one that runs finishes (a blocking call is not
/// interrupted). The report does not live on the cancelled queue, so it still runs once the
/// downloads have finished, and says the job was cancelled.
///
/// ```swift
/// let page = try await OperationFeedLoader(server: server).load(limit: 2)
/// ```
struct OperationFeedLoader: FeedPageLoading {
    let server: ThumbnailServer

    func load(limit: Int) async throws -> LoadedPage {
        let work = OperationQueue()
        work.maxConcurrentOperationCount = limit
        // User-initiated: the thumbnails are for the feed on screen. On Linux this also keeps the
        // blocking downloads out of the pool the default-priority tasks run on: libdispatch there
        // gives each priority its own pool of one thread per core, and adds a thread only after a
        // second of starvation (measured: at the default priority, two blocked downloads held
        // the example's own task back for a second).
        work.qualityOfService = .userInitiated
        let reporting = OperationQueue()
        let cancelled = Flag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(on: work, reportingOn: reporting, cancelled: cancelled) { continuation.resume(with: $0) }
            }
        } onCancel: {
            cancelled.raise()
            work.cancelAllOperations()
        }
    }

    /// Adds the job's operations; `completion` is called once, from the report operation.
    private func start(
        on work: OperationQueue, reportingOn reporting: OperationQueue, cancelled: Flag,
        completion: @escaping @Sendable (Result<LoadedPage, any Error>) -> Void
    ) {
        // An operation's thread has no task-locals: the run's tracer is read here and bound there.
        // (The fan-out is one operation, so its trace lines keep their order.)
        let tracer = Tracer.current
        let posts = Locked<[PostID]>([])
        let page = BlockOperation { [server] in
            let ids = (try? server.pageBlocking()) ?? []
            posts.update { $0 = ids }
        }
        let thumbnails = Locked<[PostID: String]>([:])
        let report = BlockOperation {
            if cancelled.isRaised { return completion(.failure(CancellationError())) }
            completion(.success(LoadedPage(posts: posts.current, thumbnails: thumbnails.current)))
        }
        // The fan-out runs on the reporting queue, which is never cancelled, so the report is
        // always added; it adds no download once the job is cancelled. It adds them all under
        // the flag's lock: a cancel lands before the fan-out or after it, never between two
        // downloads, so what is added (and traced) does not depend on the threads' timing.
        let fanOut = BlockOperation { [server] in
            cancelled.unlessRaised {
                for post in posts.current {
                    Tracer.$current.withValue(tracer) {
                        Trace.call(from: "OperationFeedLoader", to: "OperationQueue", "addOperation(thumbnail \(post))")
                    }
                    let download = BlockOperation {
                        if let thumbnail = try? server.thumbnailBlocking(for: post) {
                            thumbnails.update { $0[post] = thumbnail }
                        }
                    }
                    report.addDependency(download)
                    work.addOperation(download)
                }
            }
            reporting.addOperation(report)
        }
        fanOut.addDependency(page)
        work.addOperation(page)
        reporting.addOperation(fanOut)
    }
}
