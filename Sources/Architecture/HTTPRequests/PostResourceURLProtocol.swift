import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers a `URLSession`'s requests from the ``PostResourceServer`` that owns the host.
///
/// Installed per session (``PostResourceServer/makeSession()``). A lost answer is reported
/// as `URLError(.networkConnectionLost)`, after the server applied the request.
final class PostResourceURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix(".resources.test") ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let server = url.host.flatMap(PostResourceServer.server(at:)) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let answer = server.respond(
            method: request.httpMethod ?? "GET", path: url.path, body: body(),
            headers: request.allHTTPHeaderFields ?? [:])
        guard let answer else {
            client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
            return
        }
        var headers = answer.headers
        headers["Content-Type"] = "application/json"
        if let response = HTTPURLResponse(
            url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)
        {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client?.urlProtocol(self, didLoad: Data(answer.body.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    /// The request's body: Foundation may hand it over as a stream instead of `httpBody`.
    private func body() -> Data? {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while case let count = stream.read(&buffer, maxLength: buffer.count), count > 0 {
            data.append(buffer, count: count)
        }
        return data
    }
}
