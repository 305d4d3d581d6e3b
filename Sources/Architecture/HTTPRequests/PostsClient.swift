import Dispatch
import Foundation
import MessageTrace
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The posts API's client, with one request sent the three ways iOS code has sent them:
/// `async`, with a completion handler, and blocking the caller on a semaphore.
///
/// `send(_:)` is the one to use: the caller suspends and its thread (the main thread, for a
/// screen) goes on with other work until the answer comes. `load(_:completion:)` is the same
/// request with a callback, as before `async`. `loadBlocking(_:)` wraps the callback in a
/// `DispatchSemaphore` to look synchronous: the anti-pattern, kept to show what it costs;
/// called on the main thread, the screen handles nothing until the answer arrives.
///
/// ```swift
/// let client = PostsClient(server: server)
/// let answer = try await client.send(ResourceRequest(.put, "/posts/1/likes/eve"))
/// ```
struct PostsClient: Sendable {
    /// Where the API lives.
    let baseURL: URL
    private let session: URLSession

    /// A client for `server`, through a session that reaches it in memory.
    init(server: PostResourceServer) {
        (baseURL, session) = (server.baseURL, server.makeSession())
    }

    /// The `URLRequest` for `request`: method, JSON body, idempotency key.
    private func urlRequest(_ request: ResourceRequest) -> URLRequest {
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent(request.path))
        urlRequest.httpMethod = request.method.rawValue
        if let body = request.body {
            urlRequest.httpBody = Data(body.utf8)
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let key = request.idempotencyKey { urlRequest.setValue(key, forHTTPHeaderField: "Idempotency-Key") }
        return urlRequest
    }

    /// The answer from what the loading system returned: an HTTP response, or a transport failure.
    private static func answer(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) -> Result<
        HTTPAnswer, ArchitectureError
    > {
        guard error == nil, let http = response as? HTTPURLResponse else {
            let code = (error as? URLError)?.code.rawValue ?? 0
            return .failure(.network("no answer, URLError \(code)"))
        }
        var headers: [String: String] = [:]
        for name in ["Location", "Allow"] { headers[name] = http.value(forHTTPHeaderField: name) }
        return .success(
            HTTPAnswer(http.statusCode, headers: headers, body: String(decoding: data ?? Data(), as: UTF8.self)))
    }

    /// Sends `request` and suspends until the answer comes; the caller's thread is free meanwhile.
    func send(_ request: ResourceRequest) async throws(ArchitectureError) -> HTTPAnswer {
        Trace.call(from: "PostsClient", to: "PostResourceServer", request.line)
        let result: Result<HTTPAnswer, ArchitectureError>
        do {
            let (data, response) = try await session.data(for: urlRequest(request))
            result = Self.answer(data, response, nil)
        } catch {
            result = Self.answer(nil, nil, error)
        }
        switch result {
        case .success(let answer): Trace.reply(from: "PostResourceServer", to: "PostsClient", "\(answer.status)")
        case .failure: Trace.note(over: "PostsClient", "no answer")
        }
        return try result.get()
    }

    /// Sends `request`, and again after no answer while `policy` allows it, at most
    /// `attempts` times in all.
    func send(_ request: ResourceRequest, attempts: Int, policy: ResendPolicy) async throws(ArchitectureError)
        -> HTTPAnswer
    {
        var attempt = 1
        while true {
            do throws(ArchitectureError) {
                return try await send(request)
            } catch {
                guard attempt < attempts, policy.allows(request) else { throw error }
                attempt += 1
            }
        }
    }

    /// Sends `request` and calls `completion` with the answer, on a queue of the session's.
    func load(
        _ request: ResourceRequest, completion: @escaping @Sendable (Result<HTTPAnswer, ArchitectureError>) -> Void
    ) {
        session.dataTask(with: urlRequest(request)) { data, response, error in
            completion(Self.answer(data, response, error))
        }
        .resume()
    }

    /// The anti-pattern: ``load(_:completion:)`` made to look synchronous with a semaphore.
    /// The calling thread blocks until the answer arrives; on the main thread, the screen
    /// freezes for the whole request (and deadlocks if the answer is delivered on it).
    func loadBlocking(_ request: ResourceRequest) -> Result<HTTPAnswer, ArchitectureError> {
        let semaphore = DispatchSemaphore(value: 0)
        let box = AnswerBox()
        load(request) { answer in
            box.answer.withLock { $0 = answer }
            semaphore.signal()
        }
        semaphore.wait()
        return box.answer.withLock { $0 } ?? .failure(.network("no answer"))
    }
}

/// Where the completion handler leaves the answer for the thread that waits on the semaphore.
private final class AnswerBox: Sendable {
    let answer = Mutex<Result<HTTPAnswer, ArchitectureError>?>(nil)
}
