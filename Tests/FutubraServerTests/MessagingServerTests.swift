import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Testing

@Suite("FeedServer's conversations, tokens and faults", .timeLimit(.minutes(1)), .watchdog)
struct MessagingServerTests {
    let server = FeedServer(feed: Feed())

    private func bearer(_ token: String) -> [String: String] { ["Authorization": "Bearer \(token)"] }

    @Test("conversations need a valid token, and a stored message is answered back in order")
    func conversationsNeedAToken() throws {
        let talk = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let token = server.signIn().accessToken
        expect(server.respond(method: "GET", path: "/conversations", body: nil).status, equals: 401)
        let body = Data(#"{"author": "anna", "text": "hi"}"#.utf8)
        let sent = server.respond(method: "POST", path: "/conversations/1/messages", body: body, headers: bearer(token))
        expect(sent.status, equals: 201)
        let empty = Data(#"{"author": "anna", "text": " "}"#.utf8)
        expect(
            server.respond(method: "POST", path: "/conversations/1/messages", body: empty, headers: bearer(token))
                .status, equals: 400)
        expect(
            server.respond(method: "GET", path: "/conversations/7/messages", body: nil, headers: bearer(token)).status,
            equals: 404)
        expect(server.messages(in: talk.id).map(\.text), equals: ["hi"])
    }

    @Test("an expired token answers 401 until it is refreshed; a revoked refresh answers 401")
    func expiryAndRefresh() throws {
        server.startConversation([SampleFeed.anna])
        let session = server.signIn()
        server.expireTokens()
        expect(
            server.respond(method: "GET", path: "/conversations", body: nil, headers: bearer(session.accessToken))
                .status, equals: 401)
        let refresh = Data(#"{"refreshToken": "\#(session.refreshToken)"}"#.utf8)
        let grant = server.respond(method: "POST", path: "/auth/refresh", body: refresh)
        let fresh = try FutubraJSON.decode(TokenGrant.self, from: grant.body).accessToken
        expect(
            server.respond(method: "GET", path: "/conversations", body: nil, headers: bearer(fresh)).status, equals: 200
        )
        server.revokeRefresh()
        expect(server.respond(method: "POST", path: "/auth/refresh", body: refresh).status, equals: 401)
    }

    @Test(
        "a fault that fails after applying still applies the POST; a dropped connection reaches URLSession as an error")
    func faults() async throws {
        server.startConversation([SampleFeed.anna])
        let token = server.signIn().accessToken
        server.inject(.failAfterApplying(status: 504))
        let body = Data(#"{"author": "anna", "text": "hi"}"#.utf8)
        expect(
            server.respond(method: "POST", path: "/conversations/1/messages", body: body, headers: bearer(token))
                .status, equals: 504)
        expect(server.messages(in: ConversationID(1)).count, equals: 1)
        server.inject(.dropConnection)
        await #expect(throws: URLError.self) {
            _ = try await server.makeSession().data(from: server.baseURL.appendingPathComponent("feed"))
        }
        server.inject(.malformedBody)
        expect(server.respond(method: "GET", path: "/feed", body: nil).status, equals: 200)
    }
}
