import MessageTrace
import Synchronization

/// Attachments through async/await, from a delegate API: the loader is the downloader's
/// delegate and keeps one continuation per request.
///
/// Intent: a delegate hears every answer through one method, so a bridge that keeps "the"
/// continuation (or a queue of them, answered in turn) gives a caller whichever download
/// ended first. This loader files each continuation under the request number the downloader
/// returned, and the delegate method resumes the continuation of the request it names:
/// two downloads in flight never cross answers, whatever order they end in. A request is
/// removed as it is answered, so an answer is delivered once.
///
/// ```swift
/// let loader = AttachmentLoader(downloader: downloader)
/// async let beach = loader.attachment(named: "beach.jpg")
/// async let cat = loader.attachment(named: "cat.gif")   // each gets its own, in any order
/// ```
final class AttachmentLoader: AttachmentDownloaderDelegate {
    private let downloader: AttachmentDownloader
    private let waiting = Mutex<[Int: CheckedContinuation<AttachmentFile, any Error>]>([:])

    /// A loader that downloads with `downloader` and becomes its delegate.
    init(downloader: AttachmentDownloader) {
        self.downloader = downloader
        downloader.delegate = self
    }

    /// The attachment `name`, once the downloader has delivered it.
    func attachment(named name: String) async throws -> AttachmentFile {
        try await withCheckedThrowingContinuation { continuation in
            // The continuation is filed in the same critical section that starts the request,
            // so no answer can arrive for a request the loader has not filed yet.
            waiting.withLock { waiting in
                let request = downloader.download(name)
                Trace.call(
                    from: "AttachmentLoader", to: "AttachmentDownloader", "download \(name) (request \(request))")
                waiting[request] = continuation
            }
        }
    }

    func downloader(_ downloader: AttachmentDownloader, didFinish request: Int, with attachment: AttachmentFile) {
        Trace.reply(from: "AttachmentDownloader", to: "AttachmentLoader", "request \(request): \(attachment.name)")
        waiting.withLock { $0.removeValue(forKey: request) }?.resume(returning: attachment)
    }

    func downloader(_ downloader: AttachmentDownloader, didFail request: Int, with error: any Error) {
        waiting.withLock { $0.removeValue(forKey: request) }?.resume(throwing: error)
    }
}
