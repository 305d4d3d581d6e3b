import ContractSupport
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

/// A server with one conversation and a signed-in client over it.
struct MessagingRig {
    let server = FeedServer(feed: Feed())
    let conversation: Conversation
    let tokens: any AccessTokens
    let clock = VirtualClock()
    let api: MessagingAPI

    init(tokens makeTokens: (String, String) -> any AccessTokens = SharedTokens.init, retry: RetryRule = .standard) {
        conversation = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let session = server.signIn()
        tokens = makeTokens(session.accessToken, session.refreshToken)
        api = MessagingAPI(
            service: URLSessionEndpointService(server: server, tokens: tokens, retry: retry, clock: clock))
    }

    /// How many requests in the server's log start with `prefix`.
    func count(_ prefix: String) -> Int { server.requestLog.filter { $0.hasPrefix(prefix) }.count }
}

/// Renews on every call, as a refresh written inside each request's own error handling does.
actor PerCallerTokens: AccessTokens {
    private var accessToken: String
    private let refreshToken: String
    init(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
    func current() -> String { accessToken }
    func renew(
        after stale: String, using refresh: @escaping @Sendable (String) async throws(NetworkError) -> String
    ) async throws(NetworkError) -> String {
        accessToken = try await refresh(refreshToken)
        return accessToken
    }
}

/// Five reads meet an expired token at once: all must be answered after one refresh.
func checkOneRefreshForAllWaiters(
    tokens: @escaping (String, String) -> any AccessTokens, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let rig = MessagingRig(tokens: tokens)
    rig.server.expireTokens()
    let loads = (1...5).map { _ in rig.api.start(MessagesRequest(conversation: rig.conversation.id)) }
    for load in loads {
        if case .failure(let error) = await load.result { Issue.record("\(error)", sourceLocation: sourceLocation) }
    }
    #expect(rig.count("POST /auth/refresh") == 1, "\(rig.server.requestLog)", sourceLocation: sourceLocation)
}

/// A POST whose answer is lost after the server applied it must be sent once only.
func checkPostNeverResent(retry: RetryRule, sourceLocation: SourceLocation = #_sourceLocation) async {
    let rig = MessagingRig(retry: retry)
    rig.server.inject(.failAfterApplying(status: 504))
    let result = await rig.api.start(
        SendMessageRequest(conversation: rig.conversation.id, author: SampleFeed.anna, text: "lunch?")
    ).result
    #expect(result.failure == .status(504, message: "the gateway timed out"), sourceLocation: sourceLocation)
    #expect(rig.server.messages(in: rig.conversation.id).count == 1, sourceLocation: sourceLocation)
    #expect(rig.count("POST /conversations") == 1, sourceLocation: sourceLocation)
    #expect(rig.clock.sleeps.isEmpty, sourceLocation: sourceLocation)
}

/// A message POST whose body cannot be encoded: JSON has no NaN.
struct UnencodableRequest: EndpointRequest {
    typealias Response = DirectMessage

    struct Body: Encodable, Sendable {
        var text = "lunch?"
        var weight = Double.nan
    }

    var method: HTTPMethod { .post }
    var path: String { "/conversations/1/messages" }
    var body: (any Encodable & Sendable)? { Body() }
}

/// A refresh that fails as scripted, call after call, then grants `token-9`; counts its calls.
final class ScriptedRefresh: Sendable {
    private let failures: Mutex<[NetworkError]>
    private let count = Mutex(0)

    init(failing failures: [NetworkError]) {
        self.failures = Mutex(failures)
    }

    /// How many times the refresh ran.
    var calls: Int { count.withLock { $0 } }

    /// The refresh itself, as `SharedTokens.renew(after:using:)` takes it.
    var refresh: @Sendable (String) async throws(NetworkError) -> String {
        { _ throws(NetworkError) in
            self.count.withLock { $0 += 1 }
            if let failure = self.failures.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { throw failure }
            return "token-9"
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct NetworkLayerTests {
    @Test("each fault the server injects arrives as its own typed error: transport, status or decoding")
    func faultsAreTypedAndDistinct() async {
        let rig = MessagingRig(retry: RetryRule(maxAttempts: 1, initialDelay: .zero))
        rig.server.inject(.dropConnection)
        let dropped = await rig.api.start(ConversationsRequest()).result.failure
        rig.server.inject(.malformedBody)
        let garbled = await rig.api.start(ConversationsRequest()).result.failure
        rig.server.failNext(1, status: 503)
        let refused = await rig.api.start(ConversationsRequest()).result.failure
        let missing = await rig.api.start(MessagesRequest(conversation: ConversationID(99))).result.failure
        guard case .transport = dropped else {
            Issue.record("dropped: \(String(describing: dropped))")
            return
        }
        guard case .decoding = garbled else {
            Issue.record("garbled: \(String(describing: garbled))")
            return
        }
        expect(refused, equals: .status(503, message: "the service is unavailable, try again"))
        expect(missing, equals: .status(404, message: "no conversation '99'"))
    }

    @Test(
        "an idempotent request is retried on 408, 500, 502, 503 and 504 with doubling backoff on the injected clock",
        arguments: [408, 500, 502, 503, 504])
    func idempotentRequestIsRetried(status: Int) async throws {
        let rig = MessagingRig()
        rig.server.failNext(2, status: status)
        let messages = try await rig.api.messages(in: rig.conversation.id)
        expect(messages.isEmpty)
        expect(rig.count("GET /conversations/1/messages"), equals: 3)
        expect(rig.clock.sleeps, equals: [.milliseconds(100), .milliseconds(200)])
    }

    @Test(
        "a status that will not change on a second try (400, 404, 501) is reported at once", arguments: [400, 404, 501])
    func otherStatusesAreNotRetried(status: Int) async {
        let rig = MessagingRig()
        rig.server.failNext(1, status: status)
        let failure = await rig.api.start(ConversationsRequest()).result.failure
        expect(failure?.description.hasPrefix("status \(status)"), equals: true)
        expect(rig.count("GET /conversations"), equals: 1)
        expect(rig.clock.sleeps.isEmpty)
    }

    @Test("retries stop after the last attempt and report the last failure")
    func retriesStop() async {
        let rig = MessagingRig()
        rig.server.failNext(5, status: 502)
        let failure = await rig.api.start(ConversationsRequest()).result.failure
        expect(failure, equals: .status(502, message: "the service is unavailable, try again"))
        expect(rig.count("GET /conversations"), equals: 3)
    }

    @Test("a POST the server applied is never sent again, even when its answer is lost")
    func postIsNeverRetried() async {
        await checkPostNeverResent(retry: .standard)
    }

    @Test("control: a retry rule that ignores the method sends the applied POST twice", .tags(.control))
    func controlRetryingPost() async {
        await withKnownIssue {
            await checkPostNeverResent(
                retry: RetryRule(maxAttempts: 3, initialDelay: .milliseconds(100), retriesEveryMethod: true))
        }
    }

    @Test("a POST with an idempotency key is sent again after a lost answer, and the server stores it once")
    func keyedPostIsRetriedAndStoredOnce() async {
        let rig = MessagingRig()
        rig.server.inject(.failAfterApplying(status: 504))
        let request = SendMessageRequest(
            conversation: rig.conversation.id, author: SampleFeed.anna, text: "lunch?", key: "anna-7f3a")
        let sent = await rig.api.start(request).result
        expect(sent.failure, equals: nil)
        expect(rig.server.messages(in: rig.conversation.id).map(\.text), equals: ["lunch?"])
        expect(rig.count("POST /conversations"), equals: 2)
        expect(rig.clock.sleeps, equals: [.milliseconds(100)])
    }

    @Test("five requests that meet an expired token wait on exactly one refresh, then all succeed")
    func oneRefreshForAllWaiters() async {
        await checkOneRefreshForAllWaiters(tokens: SharedTokens.init)
    }

    @Test("control: a refresh written into each request's error handling refreshes once per request", .tags(.control))
    func controlRefreshPerCaller() async {
        await withKnownIssue {
            await checkOneRefreshForAllWaiters(tokens: PerCallerTokens.init)
        }
    }

    @Test("a refresh the server refuses ends every waiting request in an unauthorized error, after one refresh")
    func failedRefreshEndsInError() async {
        let rig = MessagingRig()
        rig.server.expireTokens()
        rig.server.revokeRefresh()
        let loads = (1...3).map { _ in rig.api.start(ConversationsRequest()) }
        for load in loads {
            expect(await load.result.failure == .unauthorized("the session has ended, sign in again"))
        }
        let later = await rig.api.start(ConversationsRequest()).result.failure
        expect(later, equals: .unauthorized("the session has ended, sign in again"))
        expect(rig.count("POST /auth/refresh"), equals: 1)
    }

    @Test("a refresh that fails for a passing reason (a 503, no answer) is tried again by the next request")
    func transientRefreshFailureIsRetried() async throws {
        let tokens = SharedTokens(accessToken: "token-1", refreshToken: "refresh-1")
        let script = ScriptedRefresh(failing: [
            .status(503, message: "the service is unavailable, try again"), .transport("no answer"),
        ])
        await #expect(throws: NetworkError.status(503, message: "the service is unavailable, try again")) {
            try await tokens.renew(after: "token-1", using: script.refresh)
        }
        await #expect(throws: NetworkError.transport("no answer")) {
            try await tokens.renew(after: "token-1", using: script.refresh)
        }
        expect(try await tokens.renew(after: "token-1", using: script.refresh), equals: "token-9")
        expect(script.calls, equals: 3)
        expect(await tokens.current(), equals: "token-9")
    }

    @Test("a refresh the server refused is remembered: later requests get the refusal without refreshing")
    func refusedRefreshIsRemembered() async throws {
        let tokens = SharedTokens(accessToken: "token-1", refreshToken: "refresh-1")
        let script = ScriptedRefresh(failing: [.unauthorized("the session has ended, sign in again")])
        for _ in 1...3 {
            await #expect(throws: NetworkError.unauthorized("the session has ended, sign in again")) {
                try await tokens.renew(after: "token-1", using: script.refresh)
            }
        }
        expect(script.calls, equals: 1)
        await tokens.signIn(accessToken: "token-5", refreshToken: "refresh-2")
        expect(try await tokens.renew(after: "token-5", using: script.refresh), equals: "token-9")
    }

    @Test("a body that cannot be encoded fails the request before anything is sent")
    func unencodableBodyIsNotSent() async {
        let rig = MessagingRig()
        let failure = await rig.api.start(UnencodableRequest()).result.failure
        expect(rig.server.requestLog, equals: [])
        expect(
            failure.map { if case .encoding = $0 { true } else { false } }, equals: true,
            "\(String(describing: failure))")
    }

    @Test("a renewed token the server still refuses ends in an unauthorized error instead of another refresh")
    func refusedFreshTokenEndsInError() async {
        let rig = MessagingRig()
        rig.server.refuseAllTokens()
        let failure = await rig.api.start(ConversationsRequest()).result.failure
        expect(failure, equals: .unauthorized("the access token is missing or expired"))
        expect(
            rig.server.requestLog,
            equals: [
                "GET /conversations -> 401", "POST /auth/refresh -> 200", "GET /conversations -> 401",
            ])
    }

    @Test("cancelling a request operation in flight ends it as cancelled before the server sees it")
    func cancellingInFlight() async {
        let rig = MessagingRig()
        let latch = Latch()
        let held = MessagingAPI(service: HeldService(service: rig.api.service, latch: latch))
        let operation = held.start(ConversationsRequest())
        await yield { latch.waiting == 1 }
        operation.cancel()
        latch.open()
        expect(await operation.result.failure == .cancelled)
        expect(latch.cancelledWaits, equals: 1)
        expect(rig.server.requestLog.isEmpty)
    }
}
