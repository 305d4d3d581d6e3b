import Futubra
import Synchronization

@testable import Concurrency

// Wrong bridges, each the way a real one goes wrong, run under the checks that the right
// ones pass.

/// Resumes for an error and then, without returning, for an id: twice when one callback
/// brings a draft id and an error, which stops the process.
func publishResumingOnBothPaths(_ text: String, with sdk: LegacyPublisher) async throws -> PostID {
    try await withCheckedThrowingContinuation { continuation in
        sdk.publish(text) { id, error in
            if let error { continuation.resume(throwing: error) }
            if let id { continuation.resume(returning: id) }
        }
    }
}

/// Resumes only when an id comes: a failure drops the continuation unresumed, and the
/// awaiting task stays suspended for good.
func publishDroppingErrors(_ text: String, with sdk: LegacyPublisher) async throws -> PostID {
    try await withCheckedThrowingContinuation { continuation in
        sdk.publish(text) { id, _ in
            guard let id else { return }
            continuation.resume(returning: id)
        }
    }
}

/// Bridges the callback correctly but never tells the SDK that the awaiting task was
/// cancelled: the publish stays in flight and the task waits for its answer.
func publishIgnoringCancellation(_ text: String, with sdk: LegacyPublisher) async throws -> PostID {
    try await withCheckedThrowingContinuation { continuation in
        sdk.publish(text) { id, error in
            if let error {
                continuation.resume(throwing: error)
            } else if let id {
                continuation.resume(returning: id)
            } else {
                continuation.resume(throwing: ConcurrencyError.dropped(text))
            }
        }
    }
}

/// One delegate for every request that keeps its callers in a queue and answers the
/// earliest with whatever download ends: right while downloads end in the order they
/// started, crossed as soon as they do not.
final class QueueingAttachmentLoader: AttachmentDownloaderDelegate, AttachmentLoading {
    private let downloader: AttachmentDownloader
    private let waiting = Mutex<[CheckedContinuation<AttachmentFile, any Error>]>([])

    init(downloader: AttachmentDownloader) {
        self.downloader = downloader
        downloader.delegate = self
    }

    func attachment(named name: String) async throws -> AttachmentFile {
        try await withCheckedThrowingContinuation { continuation in
            waiting.withLock { waiting in
                _ = downloader.download(name)
                waiting.append(continuation)
            }
        }
    }

    func downloader(_ downloader: AttachmentDownloader, didFinish request: Int, with attachment: AttachmentFile) {
        next()?.resume(returning: attachment)
    }

    func downloader(_ downloader: AttachmentDownloader, didFail request: Int, with error: any Error) {
        next()?.resume(throwing: error)
    }

    private func next() -> CheckedContinuation<AttachmentFile, any Error>? {
        waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
