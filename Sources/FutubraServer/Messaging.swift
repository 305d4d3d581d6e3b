import Foundation
import Futubra

/// The server's conversations, messages and tokens, kept inside ``FeedServer``'s lock.
struct Messaging {
    var conversations: [Conversation] = []
    var messages: [DirectMessage] = []
    var validTokens: Set<String> = []
    var issuedTokens = 0
    let refreshToken = "refresh-1"
    var refreshRevoked = false
    var refusesAllTokens = false
    /// The messages stored under each `Idempotency-Key`, with what was asked: a POST sent
    /// again with its key gets the first answer and stores nothing.
    var keyedMessages: [String: (request: MessageBody, message: DirectMessage)] = [:]

    /// `{"author": …, "text": …}`.
    struct MessageBody: Decodable, Equatable {
        var author: UserName
        var text: String
    }

    /// `{"refreshToken": …}`.
    private struct RefreshBody: Decodable {
        var refreshToken: String
    }

    mutating func issueAccessToken() -> String {
        issuedTokens += 1
        let token = "token-\(issuedTokens)"
        validTokens.insert(token)
        return token
    }

    mutating func startConversation(_ participants: [UserName]) -> Conversation {
        let conversation = Conversation(id: ConversationID(conversations.count + 1), participants: participants)
        conversations.append(conversation)
        return conversation
    }

    mutating func route(method: String, path: String, body: Data?, headers: [String: String]) -> ServerResponse {
        let parts = path.split(separator: "/").map(String.init)
        do throws(FutubraError) {
            if method == "POST", parts == ["auth", "refresh"] {
                let request = try FutubraJSON.decode(RefreshBody.self, from: body ?? Data())
                guard !refreshRevoked, request.refreshToken == refreshToken else {
                    return .error(401, "the session has ended, sign in again")
                }
                return try .ok(TokenGrant(accessToken: issueAccessToken()))
            }
            guard isAuthorized(headers) else { return .error(401, "the access token is missing or expired") }
            switch (method, parts.count) {
            case ("GET", 1):
                return try .ok(conversations)
            case ("GET", 3) where parts[2] == "messages":
                let id = try conversationID(parts[1])
                return try .ok(messages.filter { $0.conversation == id })
            case ("POST", 3) where parts[2] == "messages":
                let id = try conversationID(parts[1])
                let request = try FutubraJSON.decode(MessageBody.self, from: body ?? Data())
                let key = headers.first { $0.key.lowercased() == "idempotency-key" }?.value
                if let key, let earlier = keyedMessages[key] {
                    guard earlier.request == request, earlier.message.conversation == id else {
                        return .error(422, "the idempotency key '\(key)' was used for another message")
                    }
                    return try .ok(earlier.message, status: 201)
                }
                guard !request.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    return .error(400, "a message needs text")
                }
                let message = DirectMessage(
                    id: messages.count + 1, conversation: id, author: request.author, text: request.text)
                messages.append(message)
                if let key { keyedMessages[key] = (request, message) }
                return try .ok(message, status: 201)
            default:
                return .error(404, "no endpoint '\(method) \(path)'")
            }
        } catch .invalidJSON(field: "conversation", let reason) {
            return .error(404, reason)
        } catch {
            return .error(400, error.description)
        }
    }

    private func isAuthorized(_ headers: [String: String]) -> Bool {
        let value = headers.first { $0.key.lowercased() == "authorization" }?.value ?? ""
        let token = value.hasPrefix("Bearer ") ? String(value.dropFirst("Bearer ".count)) : ""
        return !refusesAllTokens && validTokens.contains(token)
    }

    private func conversationID(_ text: String) throws(FutubraError) -> ConversationID {
        guard let raw = Int(text), conversations.contains(where: { $0.id.rawValue == raw }) else {
            throw .invalidJSON(field: "conversation", reason: "no conversation '\(text)'")
        }
        return ConversationID(raw)
    }
}
