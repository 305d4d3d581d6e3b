import ContractSupport
import Foundation
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

    init(tokens makeTokens: (String, String) -> any AccessTokens = SharedTokens.init, retry: RetryRule = .halfway) {
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

/// Holds every `renew` until `count` requests have asked for one, then lets them all through:
/// every request has met the expired token before any refresh starts, however the five
/// requests happened to be scheduled (without it, a request that started after the first
/// refresh ended sends the new token, and a refresh per request can look like one).
actor RenewalsMeetingAtOnce: AccessTokens {
    private let tokens: any AccessTokens
    private let count: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ tokens: any AccessTokens, count: Int) {
        self.tokens = tokens
        self.count = count
    }

    func current() async -> String { await tokens.current() }

    func renew(
        after stale: String, using refresh: @escaping @Sendable (String) async throws(NetworkError) -> String
    ) async throws(NetworkError) -> String {
        arrived += 1
        if arrived < count {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            for request in waiting { request.resume() }
            waiting = []
        }
        return try await tokens.renew(after: stale, using: refresh)
    }
}

/// Five reads meet an expired token at once: all must be answered after one refresh.
func checkOneRefreshForAllWaiters(
    tokens: @escaping (String, String) -> any AccessTokens, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let rig = MessagingRig(tokens: { RenewalsMeetingAtOnce(tokens($0, $1), count: 5) })
    rig.server.expireTokens()
    let loads = (1...5).map { _ in rig.api.start(MessagesRequest(conversation: rig.conversation.id)) }
    for load in loads {
        if case .failure(let error) = await load.result { Issue.record("\(error)", sourceLocation: sourceLocation) }
    }
    expect(rig.count("POST /auth/refresh"), equals: 1, "\(rig.server.requestLog)", from: sourceLocation)
}

/// A POST whose answer is lost after the server applied it must be sent once only.
func checkPostNeverResent(retry: RetryRule, sourceLocation: SourceLocation = #_sourceLocation) async {
    let rig = MessagingRig(retry: retry)
    rig.server.inject(.failAfterApplying(status: 504))
    let result = await rig.api.start(
        SendMessageRequest(conversation: rig.conversation.id, author: SampleFeed.anna, text: "lunch?")
    ).result
    expect(result.failure, equals: .status(504, message: "the gateway timed out"), from: sourceLocation)
    expect(rig.server.messages(in: rig.conversation.id).count, equals: 1, from: sourceLocation)
    expect(rig.count("POST /conversations"), equals: 1, from: sourceLocation)
    expect(rig.clock.sleeps, equals: [], from: sourceLocation)
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

extension RetryRule {
    /// The standard rule with every wait at three quarters of its ceiling (75 ms, 150 ms):
    /// halfway between the least and the most the jitter allows.
    static var halfway: RetryRule {
        var rule = RetryRule.standard
        rule.jitter = Jitter { 0.5 }
        return rule
    }
}

/// The first waits of `clients` clients whose GET failed at the same moment, each with its
/// own random generator.
func firstWaits(of clients: Int, jitter: (UInt64) -> Jitter) -> [Duration] {
    (1...clients).map { client in
        var rule = RetryRule.standard
        rule.jitter = jitter(UInt64(client))
        return rule.delay(after: 1, error: .status(503, message: ""))
    }
}

/// Clients that failed together must spread their retries over the window the rule allows.
func checkRetriesSpread(_ waits: [Duration], sourceLocation: SourceLocation = #_sourceLocation) {
    let window = Duration.milliseconds(50)...Duration.milliseconds(100)
    expect(waits.allSatisfy(window.contains), "\(waits)", from: sourceLocation)
    expect(Set(waits).count >= waits.count * 3 / 4, "\(waits)", from: sourceLocation)
}

/// Sends `request` to a server that holds it in flight, cancels the operation once the server
/// has it, and checks the operation ends as cancelled and URLSession stopped the request.
func checkCancelledInFlight(
    _ request: some EndpointRequest, _ key: String, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let server = ScriptedServer()
    server.script(key, .hold)
    let operation = MessagingAPI(service: server.service(clock: VirtualClock())).start(request)
    await server.arrived.wait(until: 1)
    operation.cancel()
    expect(await operation.result.failure, equals: .cancelled, from: sourceLocation)
    expect(server.stopped, equals: 1, "URLSession stopped the request it had sent", from: sourceLocation)
    expect(server.log, equals: ["\(key) -> held"], from: sourceLocation)
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
        "an idempotent request is retried on 408, 429, 500, 502, 503 and 504 after growing waits on the injected clock",
        arguments: [408, 429, 500, 502, 503, 504])
    func idempotentRequestIsRetried(status: Int) async throws {
        let rig = MessagingRig()
        rig.server.failNext(2, status: status)
        let messages = try await rig.api.messages(in: rig.conversation.id)
        expect(messages.isEmpty)
        expect(rig.count("GET /conversations/1/messages"), equals: 3)
        expect(rig.clock.sleeps, equals: [.milliseconds(75), .milliseconds(150)])
    }

    @Test("the wait's ceiling doubles after each failed attempt and stops growing at the cap")
    func ceilingIsCapped() {
        let rule = RetryRule(maxAttempts: 9, initialDelay: .milliseconds(100), maxDelay: .seconds(1))
        expect(
            (1...8).map(rule.ceiling(after:)),
            equals: [100, 200, 400, 800, 1000, 1000, 1000, 1000].map(Duration.milliseconds))
        var lowest = rule
        lowest.jitter = Jitter { 0 }
        expect((1...8).map { lowest.delay(after: $0, error: .transport("")) }.last, equals: .milliseconds(500))
    }

    @Test("clients whose requests failed together wait different times before they retry")
    func retriesSpread() {
        checkRetriesSpread(firstWaits(of: 20, jitter: Jitter.seeded))
    }

    @Test(
        "control: without jitter, clients whose requests failed together all retry at the same moment", .tags(.control))
    func controlRetriesWithoutJitter() {
        withKnownIssue {
            checkRetriesSpread(firstWaits(of: 20) { _ in .none })
        }
    }

    @Test("a 429 with Retry-After is retried after exactly the wait the server asked for")
    func retryAfterIsHonoured() async throws {
        let server = ScriptedServer()
        server.script(
            "GET /conversations", .status(429, headers: ["Retry-After": "2"], body: #"{"error": "slow down"}"#),
            .status(200, body: "[]"))
        let clock = VirtualClock()
        let conversations = try await MessagingAPI(service: server.service(retry: .halfway, clock: clock))
            .conversations()
        expect(conversations, equals: [])
        expect(clock.sleeps, equals: [.seconds(2)])
        expect(server.log, equals: ["GET /conversations -> 429", "GET /conversations -> 200"])
    }

    @Test("a Retry-After longer than the rule will wait goes to the caller at once")
    func longRetryAfterIsReported() async {
        let server = ScriptedServer()
        server.script(
            "GET /conversations",
            .status(503, headers: ["Retry-After": "3600"], body: #"{"error": "down for maintenance"}"#))
        let clock = VirtualClock()
        let failure = await MessagingAPI(service: server.service(retry: .halfway, clock: clock))
            .start(ConversationsRequest()).result.failure
        expect(failure, equals: .retryAfter(.seconds(3600), status: 503, message: "down for maintenance"))
        expect(clock.sleeps, equals: [])
        expect(server.log.count, equals: 1)
    }

    @Test("Retry-After is read as seconds or as an HTTP date, and anything else is ignored")
    func retryAfterIsParsed() {
        let now = Date(timeIntervalSince1970: 1_792_567_650)  // Wed, 21 Oct 2026 07:27:30 GMT
        expect(RetryRule.wait(retryAfter: "120", now: now), equals: .seconds(120))
        expect(RetryRule.wait(retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT", now: now), equals: .seconds(30))
        expect(RetryRule.wait(retryAfter: "Wed, 21 Oct 2026 07:00:00 GMT", now: now), equals: .zero)
        expect(RetryRule.wait(retryAfter: "-5", now: now), equals: nil)
        expect(RetryRule.wait(retryAfter: "soon", now: now), equals: nil)
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
        expect(rig.clock.sleeps, equals: [.milliseconds(75)])
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

    @Test("a read whose token refresh meets a 503 renews again on its retry and is answered")
    func readRecoversFromTransientRefreshFailure() async throws {
        let server = ScriptedServer()
        let denied = #"{"error": "the access token is missing or expired"}"#
        server.script(
            "GET /conversations", .status(401, body: denied), .status(401, body: denied), .status(200, body: "[]"))
        server.script(
            "POST /auth/refresh", .status(503, body: #"{"error": "try again"}"#),
            .status(200, body: #"{"accessToken": "token-2"}"#))
        let tokens = SharedTokens(accessToken: "token-1", refreshToken: "refresh-1")
        let api = MessagingAPI(service: server.service(tokens: tokens, retry: .halfway, clock: VirtualClock()))
        expect(try await api.conversations(), equals: [])
        expect(await tokens.current(), equals: "token-2")
        expect(
            server.log,
            equals: [
                "GET /conversations -> 401", "POST /auth/refresh -> 503", "GET /conversations -> 401",
                "POST /auth/refresh -> 200", "GET /conversations -> 200",
            ])
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

    @Test(
        "cancelling a request operation whose request is in flight stops the URLSession task and ends it as cancelled")
    func cancellingARequestInURLSession() async {
        // A message POST: it is not retried, so its own error is what the caller sees.
        let post = SendMessageRequest(conversation: ConversationID(1), author: SampleFeed.anna, text: "lunch?")
        await checkCancelledInFlight(post, "POST /conversations/1/messages")
        // A read: cancelled, it is not retried either.
        await checkCancelledInFlight(ConversationsRequest(), "GET /conversations")
    }

    @Test(
        "cancelling a request operation that waits for the network ends it as cancelled, and the server never sees it")
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
