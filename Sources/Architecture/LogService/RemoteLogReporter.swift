import MessageTrace
import Synchronization

/// An observer that delivers entries to the server through a ``LogPersistence``: it appends
/// each entry, and once the disk holds the water line's worth it sends the batches, oldest
/// first, removing each only after the server acknowledged it.
///
/// Register it for the levels worth a round trip (error and fatal). A batch the server does
/// not acknowledge stays on disk and is sent again after a wait that doubles (1 s, 2 s, 4 s…)
/// on the clock the reporter was given; after `maxAttempts` it waits for the next entry to try
/// again. A batch sent but not yet removed when the app dies is sent again after the restart;
/// the server keeps one copy per entry id, so it is delivered once.
///
/// ```swift
/// let reporter = RemoteLogReporter(persistence: LogSpool(directory: logs), uploader: uploader)
/// await log.register(reporter, for: [.error, .fatal])
/// reporter.resume()   // after a launch: send what the last run left on disk
/// ```
public final class RemoteLogReporter: LogObserver {
    /// When a batch is removed: after the server acknowledged it, or (only in a broken
    /// reporter) before it is sent.
    enum Removal: Sendable {
        case afterAcknowledgement
        case beforeSending
    }

    /// The upload in progress and what the uploads did.
    private struct Uploads {
        var task: Task<Void, Never>?
        var delivered = 0
        var failedAttempts = 0
    }

    let persistence: any LogPersistence
    let uploader: any LogUploader
    let maxAttempts: Int
    let initialDelay: Duration
    let removal: Removal
    private let sleep: @Sendable (Duration) async throws -> Void
    private let uploads = Mutex(Uploads())

    /// A reporter keeping entries in `persistence` and sending them with `uploader`, waiting
    /// on `clock` between attempts.
    public convenience init(
        persistence: any LogPersistence, uploader: any LogUploader, maxAttempts: Int = 4,
        initialDelay: Duration = .seconds(1), clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            persistence: persistence, uploader: uploader, maxAttempts: maxAttempts, initialDelay: initialDelay,
            removal: .afterAcknowledgement, clock: clock)
    }

    init(
        persistence: any LogPersistence, uploader: any LogUploader, maxAttempts: Int, initialDelay: Duration,
        removal: Removal, clock: some Clock<Duration>
    ) {
        self.persistence = persistence
        self.uploader = uploader
        self.maxAttempts = max(maxAttempts, 1)
        self.initialDelay = initialDelay
        self.removal = removal
        self.sleep = { duration in try await clock.sleep(for: duration) }
    }

    /// Entries the server has acknowledged.
    var delivered: Int { uploads.withLock { $0.delivered } }
    /// Uploads that failed.
    var failedAttempts: Int { uploads.withLock { $0.failedAttempts } }

    public func receive(_ entry: LogEntry) {
        persistence.append(entry)
        resume()
    }

    /// Starts sending if the disk holds the water line's worth and no upload is running.
    public func resume() {
        guard persistence.reachedWaterLine else { return }
        uploads.withLock { held in
            guard held.task == nil else { return }
            held.task = Task { await self.sendAll() }
        }
    }

    /// Waits for the upload in progress, if any.
    public func idle() async {
        await uploads.withLock { $0.task }?.value
    }

    /// Moves memory to disk and sends every batch now, whatever the water line: before the
    /// app is suspended.
    public func flush() async {
        persistence.flushMemory()
        await idle()
        while let batch = persistence.oldestBatch(), await deliver(batch) {}
    }

    /// Sends batches until none is left or the server stays away; then lets the next entry
    /// start again.
    private func sendAll() async {
        while true {
            let next: LogBatch? = uploads.withLock { held in
                let batch = persistence.oldestBatch()
                if batch == nil { held.task = nil }
                return batch
            }
            guard let batch = next else { return }
            guard await deliver(batch) else {
                uploads.withLock { $0.task = nil }
                return
            }
        }
    }

    /// Sends one batch, retrying with a doubling wait; returns whether it was acknowledged.
    private func deliver(_ batch: LogBatch) async -> Bool {
        for attempt in 1...maxAttempts {
            if removal == .beforeSending { persistence.remove(batch) }
            Trace.call(from: "RemoteLogReporter", to: "LogUploader", "upload(batch of \(batch.entries.count))")
            do {
                _ = try await uploader.upload(batch.entries)
                Trace.reply(from: "LogUploader", to: "RemoteLogReporter", "acknowledged")
                persistence.remove(batch)
                uploads.withLock { $0.delivered += batch.entries.count }
                return true
            } catch {
                Trace.reply(from: "LogUploader", to: "RemoteLogReporter", "not acknowledged")
                uploads.withLock { $0.failedAttempts += 1 }
                guard attempt < maxAttempts else { break }
                let wait = initialDelay * (1 << (attempt - 1))
                Trace.note(over: "RemoteLogReporter", "retry in \(wait)")
                do { try await sleep(wait) } catch { break }
            }
        }
        return false
    }
}
