import ContractSupport
import Foundation
import Testing

@testable import Architecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether this is the Foundation of Linux, whose measured behaviour these tests pin.
private let onLinux: Bool = {
    #if os(Linux)
        true
    #else
        false
    #endif
}()

/// Answers every request with a count and `Cache-Control: max-age=60`, allowing storage.
private final class CountingURLProtocol: URLProtocol {
    static let answers = CallCounter()

    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "counting.futubra.test" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let number = Self.answers.increment()
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Cache-Control": "max-age=60"])
        else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .allowed)
        client?.urlProtocol(self, didLoad: Data("\(number)".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

/// What the Foundation of Linux does with the stores the entry uses, measured.
@Suite(.timeLimit(.minutes(1)), .watchdog, .enabled(if: onLinux, "pins the Foundation of Linux"))
struct PlatformStorageTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("UserDefaults writes a stored token in plain text to the suite's property list file") {
            try withSettingsSuite { suite in
                let defaults = try #require(UserDefaults(suiteName: suite))
                defaults.set("tok-7f3a9c", forKey: "accessToken")
                expect(defaults.synchronize(), "written")
                let home = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? NSHomeDirectory() + "/.config"
                let file = URL(fileURLWithPath: home).appendingPathComponent("\(suite).plist")
                let text = try String(contentsOf: file, encoding: .utf8)
                expect(text.contains("<string>tok-7f3a9c</string>"), "the token, readable by anyone who reads the file")
            }
        },
        Check("NSCache on Linux keeps the objects it holds and drops a new one past its count limit") {
            let cache = NSCache<NSString, NSString>()
            cache.countLimit = 2
            for key in ["a", "b", "c"] { cache.setObject(key as NSString, forKey: key as NSString) }
            let held = ["a", "b", "c"].filter { cache.object(forKey: $0 as NSString) != nil }
            expect(held, equals: ["a", "b"])
        },
        Check("URLSession on Linux neither stores answers in its URLCache nor reads them from it") {
            let cache = URLCache(memoryCapacity: 1_000_000, diskCapacity: 0, diskPath: nil)
            let configuration = URLSessionConfiguration.default
            configuration.protocolClasses = [CountingURLProtocol.self]
            configuration.urlCache = cache
            let session = URLSession(configuration: configuration)
            let request = try #require(URL(string: "http://counting.futubra.test/feed")).asRequest
            let before = CountingURLProtocol.answers.value
            _ = try await session.data(for: request)
            expect(cache.cachedResponse(for: request) == nil, "the answer was not stored")
            let response = try #require(
                HTTPURLResponse(
                    url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 200, httpVersion: nil, headerFields: nil)
            )
            cache.storeCachedResponse(CachedURLResponse(response: response, data: Data("kept".utf8)), for: request)
            var cacheFirst = request
            cacheFirst.cachePolicy = .returnCacheDataDontLoad
            let (data, _) = try await session.data(for: cacheFirst)
            expect(String(decoding: data, as: UTF8.self) != "kept", "the stored answer was not read")
            expect(CountingURLProtocol.answers.value - before, equals: 2, "both requests reached the protocol")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

extension URL {
    fileprivate var asRequest: URLRequest { URLRequest(url: self) }
}
