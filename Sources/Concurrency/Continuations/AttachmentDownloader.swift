import Synchronization

/// A photo or video attached to a post, as downloaded.
struct AttachmentFile: Equatable, Sendable {
    var name: String
    var bytes: Int
}

/// What the attachment downloader tells its delegate: one answer per request, naming the request.
protocol AttachmentDownloaderDelegate: AnyObject, Sendable {
    /// Request `request` ended with `attachment`.
    func downloader(_ downloader: AttachmentDownloader, didFinish request: Int, with attachment: AttachmentFile)
    /// Request `request` failed with `error`.
    func downloader(_ downloader: AttachmentDownloader, didFail request: Int, with error: any Error)
}

/// Futubra's attachment downloader: a delegate API, in memory, that answers when the run says so.
///
/// Intent: a delegate API has one delegate for every request, like `URLSession`'s task
/// delegate or `CLLocationManager`'s: each answer comes through the same delegate method,
/// naming the request it belongs to, in whatever order the downloads end. The run (or a
/// test) finishes or fails each pending download by name, in the order it chooses.
///
/// ```swift
/// let downloader = AttachmentDownloader()
/// downloader.delegate = loader
/// let request = downloader.download("beach.jpg")
/// downloader.finish("beach.jpg", bytes: 2_048)   // the delegate hears didFinish(request)
/// ```
final class AttachmentDownloader: Sendable {
    private struct State {
        weak var delegate: (any AttachmentDownloaderDelegate)?
        var pending: [(request: Int, name: String)] = []
        var issued = 0
    }

    private let state = Mutex(State())

    /// A downloader with nothing in flight.
    init() {}

    /// Who hears the answers (held weakly, as a delegate is).
    var delegate: (any AttachmentDownloaderDelegate)? {
        get { state.withLock { $0.delegate } }
        set { state.withLock { $0.delegate = newValue } }
    }

    /// Starts downloading `name`; returns the request's number, which the delegate's answer names.
    func download(_ name: String) -> Int {
        state.withLock { state in
            state.issued += 1
            state.pending.append((state.issued, name))
            return state.issued
        }
    }

    /// The attachments being downloaded, earliest first.
    var pending: [String] { state.withLock { $0.pending.map(\.name) } }

    /// Ends the download of `name` with `bytes` bytes: the delegate hears `didFinish`.
    func finish(_ name: String, bytes: Int) {
        guard let (request, delegate) = take(name) else { return }
        delegate?.downloader(self, didFinish: request, with: AttachmentFile(name: name, bytes: bytes))
    }

    /// Ends the download of `name` with `error`: the delegate hears `didFail`.
    func fail(_ name: String, with error: any Error) {
        guard let (request, delegate) = take(name) else { return }
        delegate?.downloader(self, didFail: request, with: error)
    }

    private func take(_ name: String) -> (Int, (any AttachmentDownloaderDelegate)?)? {
        state.withLock { state in
            guard let index = state.pending.firstIndex(where: { $0.name == name }) else { return nil }
            return (state.pending.remove(at: index).request, state.delegate)
        }
    }
}
