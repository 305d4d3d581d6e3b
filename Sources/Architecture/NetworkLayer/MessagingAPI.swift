import Futubra
import FutubraServer

/// The one door to the API that the rest of the app uses: the endpoints grouped by feature,
/// each group in its own extension, all sent through one ``EndpointService``.
///
/// ```swift
/// let api = MessagingAPI(service: service)
/// let threads = try await api.conversations()
/// let sent = try await api.send("hi", to: threads[0].id, as: SampleFeed.anna)
/// ```
struct MessagingAPI: Sendable {
    /// How requests are sent.
    let service: any EndpointService

    /// Starts `request` as a cancellable operation.
    func start<Request: EndpointRequest>(_ request: Request) -> EndpointOperation<Request> {
        EndpointOperation(request, service: service)
    }
}

// MARK: - Conversations

extension MessagingAPI {
    /// The signed-in user's conversations.
    func conversations() async throws(NetworkError) -> [Conversation] {
        try await service.send(ConversationsRequest())
    }
}

// MARK: - Messages

extension MessagingAPI {
    /// The messages of `conversation`, oldest first.
    func messages(in conversation: ConversationID) async throws(NetworkError) -> [DirectMessage] {
        try await service.send(MessagesRequest(conversation: conversation))
    }

    /// Sends `text` to `conversation` as `author`. Without a `key` it is sent once, never
    /// retried; with one (the client's id for the message, the same for every attempt) the
    /// service may send it again after a lost answer, and the server stores it once.
    func send(_ text: String, to conversation: ConversationID, as author: UserName, key: String? = nil)
        async throws(NetworkError) -> DirectMessage
    {
        try await service.send(SendMessageRequest(conversation: conversation, author: author, text: text, key: key))
    }
}
