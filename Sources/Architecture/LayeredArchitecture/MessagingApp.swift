import Futubra
import FutubraServer
import FutubraUI
import Synchronization

/// The composition root: the one place that names every layer, builds them bottom up and
/// hands each only the protocol of the layer under it.
///
/// | layer | types | may name |
/// |---|---|---|
/// | UI | `InboxViewController`, `InboxAction`, `ChatViewController`, `ChatAction`, `AppRouter` | the service's protocol and values |
/// | service | `Messenger` | the network layer, the persistence layer |
/// | network | `MessagingAPI`, `EndpointService`, `NetworkLink` | nothing above it |
/// | persistence | `MessageStore` and its engines | nothing above it, never the network |
/// | log | `LogService` and its observers | the network (to upload); every other layer may name it |
///
/// The domain's values (`Conversation`, `DirectMessage`, `UserName`) cross every layer.
/// A test lexes each layer's files and fails when one names a type it must not.
///
/// ```swift
/// let app = await MessagingApp(server: server, store: store, me: SampleFeed.anna)
/// Window().show(app.navigation)
/// await app.inbox.pullToRefresh()
/// ```
@MainActor
final class MessagingApp {
    /// Builds the service layer from the layers under it: the API, the store, the user, the log.
    typealias ServiceMaker = @Sendable (MessagingAPI, any MessageStore, UserName, LogService) -> any MessagingService

    /// The log every layer writes to.
    let log = LogService(idPrefix: "app")
    /// What the console printer wrote: info and above.
    let console = PrintedLines()
    /// The device's connection.
    let link = NetworkLink()
    let router: AppRouter
    let inbox: InboxViewController

    /// The app for `me`, talking to `server` and storing in `store`, with the service layer
    /// `makeService` builds (a ``Messenger`` by default). Retries wait on `clock`: the real
    /// one, unless a test hands in another.
    init(
        server: FeedServer, store: any MessageStore, me: UserName, clock: any Clock<Duration> = ContinuousClock(),
        service makeService: ServiceMaker = { Messenger(api: $0, store: $1, me: $2, log: $3) }
    ) async {
        let session = server.signIn()
        let tokens = SharedTokens(accessToken: session.accessToken, refreshToken: session.refreshToken)
        let network = LinkedEndpointService(
            service: URLSessionEndpointService(server: server, tokens: tokens, clock: clock), link: link)
        let service = makeService(MessagingAPI(service: network), store, me, log)
        let navigation = NavigationController()
        router = AppRouter(navigation: navigation, service: service)
        inbox = InboxViewController(action: InboxAction(service: service, router: router))
        navigation.setViewControllers([inbox])
        let console = console
        await log.register(ConsolePrinter { console.append($0) }, for: [.info, .warning, .error, .fatal])
    }

    /// The navigation stack: the list, and a thread on top when one is open.
    var navigation: NavigationController { router.navigation }
}

/// The lines a console printer wrote, kept for the run and the tests to read.
final class PrintedLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// No lines yet.
    init() {}

    /// Every line, in order.
    var all: [String] { lines.withLock { $0 } }

    /// Keeps `line`.
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}
