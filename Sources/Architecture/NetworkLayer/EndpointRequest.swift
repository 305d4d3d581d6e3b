import Foundation
import Futubra
import FutubraServer

/// An HTTP method, and whether sending it twice does the same as sending it once.
enum HTTPMethod: String, Sendable {
    case get = "GET"
    case put = "PUT"
    case delete = "DELETE"
    case post = "POST"

    /// GET, PUT and DELETE are idempotent (RFC 9110 §9.2.2); a POST may be applied twice.
    var isIdempotent: Bool { self != .post }
}

/// One endpoint of the API as a value: where it goes, what it carries, what it answers.
///
/// Each endpoint is one small type; the service that sends them knows none of them.
///
/// ```swift
/// let request = MessagesRequest(conversation: ConversationID(1))
/// let messages: [DirectMessage] = try await service.send(request)
/// ```
protocol EndpointRequest: Sendable, CustomStringConvertible {
    /// What the endpoint answers, decoded from its JSON.
    associatedtype Response: Decodable & Sendable
    /// The HTTP method.
    var method: HTTPMethod { get }
    /// The path below the API's base URL.
    var path: String { get }
    /// The URL's query items.
    var query: [String: String] { get }
    /// The JSON body, if any.
    var body: (any Encodable & Sendable)? { get }
    /// Whether the request carries the access token.
    var needsToken: Bool { get }
    /// The `Idempotency-Key` the request carries, if any: a value the client makes once per
    /// operation and sends with every attempt of it, so that a server which keeps the keys
    /// applies the operation once, however many attempts reach it.
    var idempotencyKey: String? { get }
}

extension EndpointRequest {
    var query: [String: String] { [:] }
    var body: (any Encodable & Sendable)? { nil }
    var needsToken: Bool { true }
    var idempotencyKey: String? { nil }
    var description: String { "\(method.rawValue) \(path)" }

    /// Whether sending the request twice does what sending it once does: an idempotent
    /// method, or any method with an idempotency key.
    var isRepeatable: Bool { method.isIdempotent || idempotencyKey != nil }
}

/// `GET /conversations`.
struct ConversationsRequest: EndpointRequest {
    typealias Response = [Conversation]
    var method: HTTPMethod { .get }
    var path: String { "/conversations" }
}

/// `GET /conversations/{id}/messages`.
struct MessagesRequest: EndpointRequest {
    typealias Response = [DirectMessage]
    var conversation: ConversationID
    var method: HTTPMethod { .get }
    var path: String { "/conversations/\(conversation.rawValue)/messages" }
}

/// `POST /conversations/{id}/messages`: not idempotent. Without a key it is never sent twice
/// by the service; with one (the client's id for the message, made once when the user sends
/// it) every attempt carries the same key and the server stores the message once.
struct SendMessageRequest: EndpointRequest {
    typealias Response = DirectMessage

    /// `{"author": …, "text": …}`.
    struct Body: Encodable, Sendable {
        var author: UserName
        var text: String
    }

    var conversation: ConversationID
    var author: UserName
    var text: String
    /// The client's id for this message, sent as `Idempotency-Key` with every attempt.
    var key: String? = nil
    var method: HTTPMethod { .post }
    var path: String { "/conversations/\(conversation.rawValue)/messages" }
    var body: (any Encodable & Sendable)? { Body(author: author, text: text) }
    var idempotencyKey: String? { key }
}

/// `POST /auth/refresh`: trades the refresh token for a fresh access token.
struct RefreshTokenRequest: EndpointRequest {
    typealias Response = TokenGrant

    /// `{"refreshToken": …}`.
    struct Body: Encodable, Sendable {
        var refreshToken: String
    }

    var refreshToken: String
    var method: HTTPMethod { .post }
    var path: String { "/auth/refresh" }
    var body: (any Encodable & Sendable)? { Body(refreshToken: refreshToken) }
    var needsToken: Bool { false }
}
