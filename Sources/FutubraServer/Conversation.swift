import Futubra

/// Identifies a conversation on the server.
package struct ConversationID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id `rawValue`.
    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    package static func < (lhs: ConversationID, rhs: ConversationID) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String { "#\(rawValue)" }
}

/// A private conversation between users, as `GET /conversations` answers it.
package struct Conversation: Codable, Hashable, Sendable, Identifiable {
    /// The conversation's id.
    package var id: ConversationID
    /// Who takes part.
    package var participants: [UserName]

    /// A conversation `id` between `participants`.
    package init(id: ConversationID, participants: [UserName]) {
        self.id = id
        self.participants = participants
    }
}

/// One message of a conversation: who wrote what, and its place in the server's order.
package struct DirectMessage: Codable, Hashable, Sendable, Identifiable {
    /// The message's id; ids grow in the order the server accepted the messages.
    package var id: Int
    /// The conversation it belongs to.
    package var conversation: ConversationID
    /// Who wrote it.
    package var author: UserName
    /// What it says.
    package var text: String

    /// A message `id` by `author` in `conversation`.
    package init(id: Int, conversation: ConversationID, author: UserName, text: String) {
        self.id = id
        self.conversation = conversation
        self.author = author
        self.text = text
    }
}

/// A fresh access token, as `POST /auth/refresh` answers it.
package struct TokenGrant: Codable, Hashable, Sendable {
    /// The access token to send as `Authorization: Bearer …`.
    package var accessToken: String

    /// A grant of `accessToken`.
    package init(accessToken: String) {
        self.accessToken = accessToken
    }
}

/// A fault the server plays on the next request instead of (or after) answering it.
package enum ServerFault: Equatable, Sendable {
    /// The connection drops before any answer: the client sees a transport error.
    case dropConnection
    /// The server answers 200 with a body that is not JSON.
    case malformedBody
    /// The server handles the request (a POST is applied), then the answer is lost behind
    /// `status`, as when a proxy times out after the backend has written.
    case failAfterApplying(status: Int)
}
