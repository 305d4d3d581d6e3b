import Futubra
import FutubraServer

/// Everything the thread screen shows, as one value: the screen draws this and nothing else.
struct ThreadState: Equatable, Sendable {
    /// Whether the messages have been loaded.
    enum Loading: Equatable, Sendable {
        case idle, loading, loaded
    }

    /// The conversation on screen.
    var conversation: ConversationID
    /// Who is signed in.
    var me: UserName
    var loading = Loading.idle
    var messages: [DirectMessage] = []
    /// The text waiting to be sent.
    var draft = ""
    /// Whether a send is in flight; the send button is disabled meanwhile.
    var isSending = false
    /// The last failure, shown under the thread until the next success.
    var error = ""

    /// The thread's lines as drawn: `anna: lunch?`.
    var lines: [String] {
        loading == .loading ? ["loading…"] : messages.map { "\($0.author): \($0.text)" }
    }

    /// Whether the send button takes taps.
    var canSend: Bool { !isSending && loading == .loaded }
}
