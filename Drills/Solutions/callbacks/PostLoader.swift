/// What the network answered to one request.
enum TransportReply: Sendable {
    /// No answer came: offline, timed out.
    case failed(String)
    /// An HTTP answer: its status code and its body.
    case answered(status: Int, body: String)
}

/// A post as the screen shows it.
struct LoadedPost: Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let author: String

    /// A post read from a body such as `3 anna`; nil for a body that is not one.
    init?(parsing body: String) {
        let parts = body.split(separator: " ")
        guard parts.count == 2, let id = Int(parts[0]), parts[1].allSatisfy(\.isLetter) else { return nil }
        self.id = id
        self.author = String(parts[1])
    }

    var description: String { "#\(id) by \(author)" }
}

/// Why a post could not be loaded.
enum PostLoadError: Error, Equatable {
    /// No answer came, for this reason.
    case offline(String)
    /// The server has no post with this id (404).
    case notFound(Int)
    /// The server answered something that is not a post (another status, a body that cannot be read).
    case malformed
}

/// Loads posts through a transport that answers with a callback, and tells its caller with a
/// completion handler: once per load, whatever happened.
final class PostLoader {
    /// Sends a request for `path`, and calls `reply` with the answer, later, on any thread.
    typealias Transport = (_ path: String, _ reply: @escaping (TransportReply) -> Void) -> Void

    private let transport: Transport

    init(transport: @escaping Transport) {
        self.transport = transport
    }

    /// Loads the post with `id`; `completion` hears the post or why there is none, exactly once.
    func loadPost(_ id: Int, completion: @escaping (Result<LoadedPost, PostLoadError>) -> Void) {
        transport("/posts/\(id)") { reply in
            switch reply {
            case .failed(let reason):
                completion(.failure(.offline(reason)))
            case .answered(let status, let body):
                // Each branch calls back once and returns: no path falls through to another.
                if status == 404 {
                    completion(.failure(.notFound(id)))
                    return
                }
                guard status == 200, let post = LoadedPost(parsing: body) else {
                    completion(.failure(.malformed))
                    return
                }
                completion(.success(post))
            }
        }
    }
}
