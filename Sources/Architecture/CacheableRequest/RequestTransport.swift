import Foundation
import FutubraServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a ``FeedRequest`` reaches the network: one function, from a request to the body of
/// its answer.
///
/// The cache and the operations depend on this, not on `URLSession`, so a run can put a
/// latch or a counter in front of the real server.
struct RequestTransport: Sendable {
    /// Who answers, as a sequence diagram names it.
    var name = "FeedServer"
    /// Sends `request` and returns the answer's body; throws ``ArchitectureError/network(_:)``
    /// on failure and `CancellationError` when the calling task was cancelled.
    let send: @Sendable (FeedRequest) async throws -> Data

    /// A transport that sends `request` to `server` through a real `URLSession`.
    static func server(_ server: FeedServer) -> RequestTransport {
        let session = server.makeSession()
        let baseURL = server.baseURL
        return RequestTransport { request in
            let data: Data
            let response: URLResponse
            do {
                (data, response) = try await session.data(for: request.urlRequest(relativeTo: baseURL))
            } catch {
                try Task.checkCancellation()
                throw ArchitectureError.network(error.localizedDescription)
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard (200..<300).contains(status) else {
                throw ArchitectureError.network("\(request) answered \(status)")
            }
            return data
        }
    }

    /// This transport, after waiting on `latch`: the answer comes only once the latch opens.
    func held(by latch: Latch) -> RequestTransport {
        RequestTransport(name: name) { request in
            try await latch.wait()
            return try await send(request)
        }
    }
}
