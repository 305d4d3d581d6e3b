import Futubra
import FutubraServer

/// One row of the conversation list.
struct InboxRow: Equatable, Sendable {
    var conversation: ConversationID
    /// The other participants.
    var with: [UserName]
    /// Messages not yet read.
    var unread: Int
    /// The latest message, `bob: lunch?`, or empty.
    var latest: String
}

/// A thread as the screen shows it: the stored messages, the texts still waiting to go, and
/// the ones the server refused.
struct ThreadContents: Equatable, Sendable {
    var messages: [DirectMessage]
    var waiting: [String]
    var refused: [RefusedMessage] = []
}

/// A message the server refused: it is shown with the reason and never sent again.
struct RefusedMessage: Equatable, Sendable {
    var text: String
    var reason: String
}

/// What became of a message the user sent.
enum Delivery: Equatable, Sendable {
    /// The server took it, under this id.
    case sent(id: Int)
    /// It could not go now (the device is offline, or the server failed for a while): it
    /// waits in the outbox and goes with the next sync, in order.
    case queued
    /// The server refused it, for this reason.
    case refused(String)
}

/// What a sync did.
struct SyncReport: Equatable, Sendable {
    var online: Bool
    /// New messages saved.
    var received: Int
    /// Waiting messages delivered.
    var delivered: Int
}

/// Everything the screens may ask of the app, in plain values: the UI layer's only door to
/// the layers below. Neither a request nor a store appears in it.
protocol MessagingService: Sendable {
    /// The conversation list, from what is stored.
    func inbox() async -> [InboxRow]
    /// A thread, from what is stored; reading it marks it read.
    func thread(_ conversation: ConversationID) async -> ThreadContents
    /// Sends `text`, or keeps it for later when offline.
    func send(_ text: String, to conversation: ConversationID) async -> Delivery
    /// Fetches what is new, stores it, and delivers what waits.
    func sync() async -> SyncReport
    /// Whether the last attempt to reach the server succeeded.
    var isOnline: Bool { get async }
}
