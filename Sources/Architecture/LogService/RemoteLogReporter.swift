import MessageTrace
import Synchronization

/// An observer that delivers entries to the server through a ``LogPersistence``: it appends
/// each entry, and once the disk holds the water line's worth it sends the batches, oldest
/// first, removing each only after the server acknowledged it.
///
/// Register it for the levels worth a round trip (error and fatal). A batch the server does
/// not acknowledge stays on disk and is sent again after a backoff: the wait doubles from
/// `initialDelay` up to `maxDelay`, jittered between half and all of that, on the clock and
/// from the random generator the reporter was given. After `maxAttempts` in a row the
/// upload stops until the next entry; the failures are remembered, so the next attempt waits
/// longer still, and only an acknowledged batch starts the waits again from the beginning.
/// A batch the server refuses for good (a 4xx other than 408 and 429: it will never take
/// it) is removed and counted, so it cannot block the batches behind it. A batch sent but
/// not yet removed when the app dies is sent again after the restart; the server keeps one
/// copy per entry id, so it is delivered once.
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
        var refused = 0
        var failedAttempts = 0
        /// Failed attempts since the last acknowledged batch: how far the backoff has grown.
        var failuresInARow = 0
        var random: AnyRandomNumberGenerator
    }

    let persistence: any LogPersistence
    let uploader: any LogUploader
    let maxAttempts: Int
    let backoff: Backoff
    let removal: Removal
    private let sleep: @Sendable (Duration) async throws -> Void
    private let uploads: Mutex<Uploads>

    /// A reporter keeping entries in `persistence` and sending them with `uploader`, waiting
    /// on `clock` between attempts, from `initialDelay` doubling up to `maxDelay`, with jitter
    /// drawn from `random`.
    public convenience init(
        persistence: any LogPersistence, uploader: any LogUploader, maxAttempts: Int = 4,
        initialDelay: Duration = .seconds(1), maxDelay: Duration = .seconds(300),
        clock: some Clock<Duration> = ContinuousClock(),
        random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.init(
            persistence: persistence, uploader: uploader, maxAttempts: maxAttempts,
            backoff: Backoff(initial: initialDelay, cap: max(maxDelay, initialDelay)), removal: .afterAcknowledgement,
            clock: clock, random: random)
    }

    init(
        persistence: any LogPersistence, uploader: any LogUploader, maxAttempts: Int, backoff: Backoff,
        removal: Removal, clock: some Clock<Duration>,
        random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.persistence = persistence
        self.uploader = uploader
        self.maxAttempts = max(maxAttempts, 1)
        self.backoff = backoff
        self.removal = removal
        self.sleep = { duration in try await clock.sleep(for: duration) }
        self.uploads = Mutex(Uploads(random: AnyRandomNumberGenerator(random)))
    }

    /// Entries the server has acknowledged.
    var delivered: Int { uploads.withLock { $0.delivered } }
    /// Entries in batches the server refused for good, removed so the others can go.
    var refused: Int { uploads.withLock { $0.refused } }
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

    /// Sends one batch, at most `maxAttempts` times, each after the backoff its failures so
    /// far call for; returns whether it left the disk (acknowledged, or refused for good).
    private func deliver(_ batch: LogBatch) async -> Bool {
        for _ in 1...maxAttempts {
            let wait: Duration? = uploads.withLock { held in
                held.failuresInARow == 0 ? nil : backoff.delay(forRetry: held.failuresInARow, using: &held.random)
            }
            if let wait {
                Trace.note(over: "RemoteLogReporter", "retry in \(wait)")
                do { try await sleep(wait) } catch { return false }
            }
            if removal == .beforeSending { persistence.remove(batch) }
            Trace.call(from: "RemoteLogReporter", to: "LogUploader", "upload(batch of \(batch.entries.count))")
            do {
                _ = try await uploader.upload(batch.entries)
                Trace.reply(from: "LogUploader", to: "RemoteLogReporter", "acknowledged")
                persistence.remove(batch)
                uploads.withLock { held in
                    held.delivered += batch.entries.count
                    held.failuresInARow = 0
                }
                return true
            } catch LogUploadError.refused {
                Trace.reply(from: "LogUploader", to: "RemoteLogReporter", "refused for good")
                persistence.remove(batch)
                uploads.withLock { $0.refused += batch.entries.count }
                return true
            } catch {
                Trace.reply(from: "LogUploader", to: "RemoteLogReporter", "not acknowledged")
                uploads.withLock { held in
                    held.failedAttempts += 1
                    held.failuresInARow += 1
                }
            }
        }
        return false
    }
}
