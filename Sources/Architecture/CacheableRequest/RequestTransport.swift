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
    /// Sends `request` and returns the answer's body. Throws ``ArchitectureError/network(_:)``
    /// when no answer came, ``ArchitectureError/status(_:request:retryAfter:)`` for an answer
    /// outside 200–299, and `CancellationError` when the calling task was cancelled.
    let send: @Sendable (FeedRequest) async throws -> Data

    /// A transport that sends `request` to `server` through a real `URLSession`.
    static func server(_ server: FeedServer) -> RequestTransport {
        session(server.makeSession(), baseURL: server.baseURL)
    }

    /// A transport that sends each request through `session` to the API at `baseURL`.
    ///
    /// `URLSession`'s `data(for:)` cancels its data task when the calling task is cancelled,
    /// so cancellation reaches the request on the wire.
    static func session(_ session: URLSession, baseURL: URL) -> RequestTransport {
        RequestTransport { request in
            let data: Data
            let response: URLResponse
            do {
                (data, response) = try await session.data(for: request.urlRequest(relativeTo: baseURL))
            } catch {
                try Task.checkCancellation()
                throw ArchitectureError.network(error.localizedDescription)
            }
            let http = response as? HTTPURLResponse
            let status = http?.statusCode ?? 0
            guard (200..<300).contains(status) else {
                throw ArchitectureError.status(
                    status, request: request.description,
                    retryAfter: retryAfter(http?.value(forHTTPHeaderField: "Retry-After")))
            }
            return data
        }
    }

    /// The wait a `Retry-After` header asks for, in its delay-seconds form (`Retry-After: 120`);
    /// `nil` for no header, or for the HTTP-date form, which needs a wall clock to read.
    static func retryAfter(_ header: String?) -> Duration? {
        guard let header, let seconds = Int(header.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
            return nil
        }
        return .seconds(seconds)
    }

    /// This transport, after waiting on `latch`: the answer comes only once the latch opens.
    func held(by latch: Latch) -> RequestTransport {
        RequestTransport(name: name) { request in
            try await latch.wait()
            return try await send(request)
        }
    }
}
