import ExampleKit
import Futubra
import FutubraServer
import MessageTrace

/// Plays the network layer against the in-process server: endpoints grouped by feature, one
/// typed error per injected fault, retries that spare the POST, one token refresh for five
/// waiting requests, a refresh that fails for good, and a cancelled request.
public struct NetworkLayerExample: Example {
    public static let id = "network-layer"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let talk = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let session = server.signIn()
        let tokens = SharedTokens(accessToken: session.accessToken, refreshToken: session.refreshToken)
        let clock = VirtualClock()
        var retry = RetryRule.standard
        retry.jitter = .seeded(2026)  // random waits, the same on every run
        let api = MessagingAPI(
            service: URLSessionEndpointService(server: server, tokens: tokens, retry: retry, clock: clock))

        transcript.section("one small type per endpoint, grouped by feature")
        let sent = try await api.send("lunch?", to: talk.id, as: SampleFeed.anna)
        transcript.line(
            "sent: \(SendMessageRequest(conversation: talk.id, author: sent.author, text: sent.text)) -> #\(sent.id)")
        let threads = try await api.conversations()
        transcript.line(
            "conversations: \(threads.map { "\($0.id) \($0.participants.map(\.rawValue).joined(separator: "+"))" })")
        let thread = try await api.messages(in: talk.id)
        transcript.line("messages in \(talk.id): \(thread.map { "\($0.author): \($0.text)" })")

        transcript.section("each fault is its own typed error")
        server.inject(.dropConnection)
        let hello = SendMessageRequest(conversation: talk.id, author: SampleFeed.anna, text: "hello?")
        transcript.line("dropped connection: \(await api.start(hello).result.errorText)")
        server.inject(.malformedBody)
        transcript.line("broken body: \(await api.start(ConversationsRequest()).result.errorText)")
        let missing = await api.start(MessagesRequest(conversation: ConversationID(99))).result
        transcript.line("unknown conversation: \(missing.errorText)")

        transcript.section("retries: repeatable requests only, after growing random waits on the clock")
        server.failNext(2, status: 503)
        let retried = try await api.messages(in: talk.id)
        transcript.line(
            "GET after two 503s: \(retried.count) message(s), waits \(clock.sleeps.map(\.shown)) "
                + "(ceilings \((1...2).map { retry.ceiling(after: $0).shown }))")
        let postsBefore = server.requestLog.filter { $0.hasPrefix("POST /conversations") }.count
        server.inject(.failAfterApplying(status: 504))
        let lost = await api.start(SendMessageRequest(conversation: talk.id, author: SampleFeed.anna, text: "1pm?"))
            .result
        transcript.line("POST answered 504 after it was applied: \(lost.errorText)")
        let posts = server.requestLog.filter { $0.hasPrefix("POST /conversations") }
        transcript.line(
            "the POST was sent \(posts.count - postsBefore) time(s); the server holds \(server.messages(in: talk.id).count) messages"
        )
        server.inject(.failAfterApplying(status: 504))
        let keyed = SendMessageRequest(
            conversation: talk.id, author: SampleFeed.anna, text: "or 2pm?", key: "anna-0042")
        let answer = await api.start(keyed).result
        let keyedPosts = server.requestLog.filter { $0.hasPrefix("POST /conversations") }.count - posts.count
        transcript.line(
            "the same with an idempotency key: \(answer.errorText), sent \(keyedPosts) times; "
                + "the server holds \(server.messages(in: talk.id).count) messages")

        transcript.section("an expired token: one refresh for every request waiting on it")
        server.expireTokens()
        // Five requests interleave differently on every run: their messages stay out of the
        // trace, which must be the same each time; the note below sums them up.
        let answered = await Tracer.$current.withValue(nil) {
            let loads = (1...5).map { _ in api.start(MessagesRequest(conversation: talk.id)) }
            var answered = 0
            for load in loads { if case .success = await load.result { answered += 1 } }
            return answered
        }
        Trace.note(
            over: "EndpointService", "\(answered) reads refused with an expired token, one refresh, all answered")
        transcript.line("\(answered) of 5 requests answered after \(await tokens.refreshes) refresh")

        transcript.section("a refresh that fails ends in an error, not a loop")
        server.expireTokens()
        server.revokeRefresh()
        let before = server.requestLog.count
        let refused = await api.start(ConversationsRequest()).result
        transcript.line("\(refused.errorText)")
        transcript.line("requests: \(server.requestLog.dropFirst(before).joined(separator: ", "))")

        transcript.section("a request cancelled while it waits for the network")
        let latch = Latch()
        let held = MessagingAPI(service: HeldService(service: api.service, latch: latch))
        let seen = server.requestLog.count
        let operation = held.start(MessagesRequest(conversation: talk.id))
        await yield { latch.waiting == 1 }
        operation.cancel()
        transcript.line(
            "\(await operation.result.errorText); the server saw \(server.requestLog.count - seen) request(s)")
    }
}

extension Result {
    /// The error's text, or "answered".
    fileprivate var errorText: String {
        switch self {
        case .success: "answered"
        case .failure(let error): "\(error)"
        }
    }
}

extension Duration {
    /// `100 ms`.
    fileprivate var shown: String { "\(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000) ms" }
}
