/// A message with nothing in it: what a sender that makes no message of its own sends.
struct EmptyMessage: NotificationMessage {
    func compose(_ text: String, for user: String) -> String { "" }
}

/// A push notification.
struct PushMessage: NotificationMessage {
    func compose(_ text: String, for user: String) -> String { "🔔 \(user): \(text)" }
}

/// An e-mail.
struct EmailMessage: NotificationMessage {
    func compose(_ text: String, for user: String) -> String { "To: \(user) — \(text)" }
}

/// Sends a notification to a user: the creator. `send` is the operation; `makeMessage` is
/// the factory method, which each kind of sender overrides to make its own message.
class NotificationSender {
    /// The factory method: the message this sender sends.
    func makeMessage() -> any NotificationMessage {
        EmptyMessage()
    }

    /// Sends `text` to `user` with a new message from the factory method, and answers what
    /// the user receives. It names no concrete message: a new kind of sender needs no
    /// change here.
    final func send(_ text: String, to user: String) -> String {
        makeMessage().compose(text, for: user)
    }
}

/// A push notification: `🔔 anna: Hello`.
final class PushSender: NotificationSender {
    override func makeMessage() -> any NotificationMessage { PushMessage() }
}

/// An e-mail: `To: anna — Hello`.
final class EmailSender: NotificationSender {
    override func makeMessage() -> any NotificationMessage { EmailMessage() }
}
