import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers a `URLSession`'s requests from the ``FeedServer`` that owns the request's host.
///
/// Installed per session through `URLSessionConfiguration.protocolClasses` (see
/// ``FeedServer/makeSession()``), never globally: `URLProtocol.registerClass` would not
/// reach `URLSession.shared` on Linux anyway. Foundation makes the instances, so the server
/// is found by host name in ``ServerDirectory``.
final class FeedURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host.map(ServerDirectory.isServerHost) ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let host = url.host, let server = ServerDirectory.server(at: host) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let answer = server.respond(
            method: request.httpMethod ?? "GET", path: url.path, query: query, body: bodyData(),
            headers: request.allHTTPHeaderFields ?? [:])
        guard !answer.dropsConnection else {
            client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
            return
        }
        let response = HTTPURLResponse(
            url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json"])
        if let response {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    /// The request body: Foundation may hand it over as a stream instead of `httpBody`.
    private func bodyData() -> Data? {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
