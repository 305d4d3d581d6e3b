import Futubra
import FutubraServer

/// The service as it is often first written: a send goes straight to the network and, offline,
/// simply fails; what the user typed is gone. Reading and syncing are ``Messenger``'s.
///
/// Kept to be run beside ``Messenger`` and caught by the offline test: nothing waits, and
/// nothing reaches the server once the device is back.
struct OnlineOnlyMessenger: MessagingService {
    private let reader: Messenger
    private let api: MessagingAPI
    private let store: any MessageStore
    private let me: UserName

    /// A service for `me` over `api` and `store`.
    init(api: MessagingAPI, store: any MessageStore, me: UserName, log: LogService) {
        reader = Messenger(api: api, store: store, me: me, log: log)
        (self.api, self.store, self.me) = (api, store, me)
    }

    func inbox() async -> [InboxRow] { await reader.inbox() }
    func thread(_ conversation: ConversationID) async -> ThreadContents { await reader.thread(conversation) }
    func sync() async -> SyncReport { await reader.sync() }
    var isOnline: Bool { get async { await reader.isOnline } }

    func send(_ text: String, to conversation: ConversationID) async -> Delivery {
        do {
            let sent = try await api.send(text, to: conversation, as: me)
            try store.save([sent])
            return .sent(id: sent.id)
        } catch {
            return .refused("\(error)")
        }
    }
}
