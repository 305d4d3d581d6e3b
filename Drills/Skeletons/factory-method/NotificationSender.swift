/// A message with nothing in it: the stand-in the skeleton makes. TODO: remove it.
struct EmptyMessage: NotificationMessage {
    func compose(_ text: String, for user: String) -> String { "" }
}

/// Sends a notification to a user: the creator. `send` is the operation; `makeMessage` is
/// the factory method, which each kind of sender overrides to make its own message.
class NotificationSender {
    /// The factory method: the message this sender sends. TODO: subclasses override it.
    func makeMessage() -> any NotificationMessage {
        EmptyMessage()
    }

    /// Sends `text` to `user` with a new message from the factory method, and answers what
    /// the user receives. TODO
    final func send(_ text: String, to user: String) -> String {
        ""
    }
}

/// A push notification: `🔔 anna: Hello`. TODO
final class PushSender: NotificationSender {}

/// An e-mail: `To: anna — Hello`. TODO
final class EmailSender: NotificationSender {}
