import Foundation
import Futubra
import FutubraServer
import MessageTrace

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends any endpoint request and returns its decoded answer.
protocol EndpointService: Sendable {
    /// Sends `request`; retries, token renewal and decoding happen inside.
    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response
}

/// The endpoint service over `URLSession`.
///
/// One request goes through three steps. `transmit` builds the `URLRequest` (method, path,
/// query, JSON body, `Authorization` when the endpoint needs a token), sends it and turns
/// each failure into its own ``NetworkError``. `authorized` meets a 401 by asking
/// ``AccessTokens`` for a renewed token and sending once more; a second 401 is final.
/// `send` retries what ``RetryRule`` allows, sleeping on the clock it was given for the
/// wait the rule picks (or the one the server asked for with `Retry-After`).
///
/// ```swift
/// let service = URLSessionEndpointService(server: server, tokens: tokens, clock: ContinuousClock())
/// let conversations = try await service.send(ConversationsRequest())
/// ```
struct URLSessionEndpointService: EndpointService {
    /// The name the service traces under.
    let name = "EndpointService"
    let baseURL: URL
    let session: URLSession
    let tokens: any AccessTokens
    let retry: RetryRule
    /// Waits between retries, on the clock the service was given.
    private let sleep: @Sendable (Duration) async throws -> Void

    /// A service for the API at `baseURL`, sending through `session`.
    init(
        baseURL: URL, session: URLSession, tokens: any AccessTokens, retry: RetryRule = .standard,
        clock: some Clock<Duration>
    ) {
        self.baseURL = baseURL
        self.session = session
        self.tokens = tokens
        self.retry = retry
        self.sleep = { duration in try await clock.sleep(for: duration) }
    }

    /// A service for the in-process `server`.
    init(server: FeedServer, tokens: any AccessTokens, retry: RetryRule = .standard, clock: some Clock<Duration>) {
        self.init(baseURL: server.baseURL, session: server.makeSession(), tokens: tokens, retry: retry, clock: clock)
    }

    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response {
        var attempt = 0
        while true {
            attempt += 1
            do throws(NetworkError) {
                return try await authorized(request)
            } catch {
                guard retry.shouldRetry(request, after: error, attempt: attempt) else { throw error }
                let wait = retry.delay(after: attempt, error: error)
                Trace.note(over: name, "retry \(request) after \(wait)")
                do {
                    try await sleep(wait)
                } catch {
                    throw .cancelled
                }
            }
        }
    }

    /// Sends with the current token; on a 401, once more with a renewed one.
    private func authorized<Request: EndpointRequest>(_ request: Request) async throws(NetworkError)
        -> Request.Response
    {
        guard request.needsToken else { return try await transmit(request, token: nil) }
        let token = await tokens.current()
        do throws(NetworkError) {
            return try await transmit(request, token: token)
        } catch .status(401, _) {
            let fresh = try await tokens.renew(after: token) { refreshToken throws(NetworkError) in
                do throws(NetworkError) {
                    return try await transmit(RefreshTokenRequest(refreshToken: refreshToken), token: nil).accessToken
                } catch .status(401, let message) {
                    throw .unauthorized(message)
                }
            }
            do throws(NetworkError) {
                return try await transmit(request, token: fresh)
            } catch .status(401, let message) {
                throw .unauthorized(message)
            }
        }
    }

    /// One round trip, each failure as its own error.
    private func transmit<Request: EndpointRequest>(_ request: Request, token: String?) async throws(NetworkError)
        -> Request.Response
    {
        var components = URLComponents(
            url: baseURL.appendingPathComponent(request.path), resolvingAgainstBaseURL: false)
        if !request.query.isEmpty {
            components?.queryItems = request.query.sorted { $0.key < $1.key }.map {
                URLQueryItem(name: $0.key, value: $0.value)
            }
        }
        guard let url = components?.url else { throw .transport("no URL for '\(request.path)'") }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        if let token { urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let key = request.idempotencyKey { urlRequest.setValue(key, forHTTPHeaderField: "Idempotency-Key") }
        if let body = request.body {
            do {
                urlRequest.httpBody = try Self.encode(body)
            } catch {
                throw .encoding(error.description)
            }
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        Trace.call(from: name, to: "FeedServer", "\(request)")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            let failure: NetworkError =
                Task.isCancelled || error is CancellationError
                ? .cancelled : .transport("no answer (URLError \((error as? URLError)?.code.rawValue ?? 0))")
            Trace.reply(from: "FeedServer", to: name, "\(failure)")
            throw failure
        }
        let http = response as? HTTPURLResponse
        let status = http?.statusCode ?? 0
        Trace.reply(from: "FeedServer", to: name, "\(status)")
        guard (200..<300).contains(status) else {
            let message = (try? FutubraJSON.decode(ErrorBody.self, from: data))?.error ?? ""
            if [429, 503].contains(status), let header = http?.value(forHTTPHeaderField: "Retry-After"),
                let wait = RetryRule.wait(retryAfter: header, now: Date())
            {
                throw .retryAfter(wait, status: status, message: message)
            }
            throw .status(status, message: message)
        }
        do {
            return try FutubraJSON.decode(Request.Response.self, from: data)
        } catch {
            throw .decoding(error.description)
        }
    }

    private static func encode(_ body: some Encodable) throws(FutubraError) -> Data {
        try FutubraJSON.encode(body)
    }

    /// `{"error": "…"}`, the body of every failure.
    private struct ErrorBody: Decodable {
        var error: String
    }
}

/// A service that holds every request at a latch before passing it on: the stand-in for a
/// slow network, so a request can be cancelled while it is in flight.
struct HeldService: EndpointService {
    let service: any EndpointService
    let latch: Latch

    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response {
        do {
            try await latch.wait()
        } catch {
            throw .cancelled
        }
        return try await service.send(request)
    }
}
