import ContractSupport
import Testing

@testable import DrillSkeletons

// How the proofs drive a drill's skeleton and the wrong answers written against the same
// interface: the drill's own tests (Drills/Tests) do the same for the solutions. Each
// interface is a protocol here, so a wrong answer is checked exactly as the skeleton is.

/// What the observer drill's publisher offers: subscribe an object with a handler, get a
/// token back that cancels; publish.
protocol FeedPublishing: AnyObject {
    associatedtype Token: Cancelling
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Token
    func publish(_ event: FeedEvent)
}

/// A subscription token.
protocol Cancelling: AnyObject {
    func cancel()
}

extension FeedPublisher: FeedPublishing {}
extension Subscription: Cancelling {}

enum ObserverProofs {
    static let events: [FeedEvent] = [.postLiked(3), .commentAdded(1)]

    static func harness() -> ObserverHarness<FeedEvent> {
        harness(FeedPublisher())
    }

    /// How the drill's tests drive a publisher of the drill's shape.
    static func harness(_ publisher: some FeedPublishing) -> ObserverHarness<FeedEvent> {
        ObserverHarness(
            subscribe: { subscriber in publisher.subscribe(subscriber) { subscriber, event in subscriber.hear(event) }
            },
            cancel: { token in (token as? any Cancelling)?.cancel() },
            publish: { event in publisher.publish(event) },
            events: events)
    }
}

protocol UndoableEditor {
    init()
    var text: String { get }
    mutating func perform(_ edit: TextEdit)
    mutating func undo()
    mutating func redo()
}

extension PostEditor: UndoableEditor {}

enum CommandProofs {
    static func check<Editor: UndoableEditor>(_: Editor.Type) {
        check { Editor() }
    }

    static func check<Editor: UndoableEditor>(_ make: () -> Editor) {
        checkUndoRedoContract(
            edits: [TextEdit.append("Hello"), .append(", world"), .replace("Bye")], make: make,
            perform: { editor, edit in editor.perform(edit) }, undo: { $0.undo() }, redo: { $0.redo() },
            state: { "'\($0.text)'" })
    }
}

protocol DraftKeeping: AnyObject {
    associatedtype Checkpoint
    init()
    var text: String { get }
    var cursor: Int { get }
    func type(_ words: String)
    func moveCursor(to position: Int)
    func save() -> Checkpoint
    func restore(_ checkpoint: Checkpoint)
}

extension PostComposer: DraftKeeping {}

enum MementoProofs {
    static func check<Composer: DraftKeeping>(_: Composer.Type) {
        let edits: [(inout Composer) -> Void] = [
            { $0.type("Hello") },
            { composer in
                composer.moveCursor(to: 0)
                composer.type("Oh, ")
            },
        ]
        checkMementoContract(
            edits: edits, make: { Composer() }, save: { $0.save() }, restore: { $0.restore($1) },
            state: { "'\($0.text)' with the cursor at \($0.cursor)" })
    }
}

/// The contract's counting subject, as a `FeedService`.
struct RecordedService: FeedService {
    let source: RecordingFeedSource
    func feed() -> [Int] { source.read() }
    func remove(_ post: Int) { source.remove(post) }
}

enum ProxyProofs {
    static func check(_ make: (any FeedService) -> any FeedService) {
        checkCachingProxyContract(
            make: { make(RecordedService(source: $0)) }, read: { $0.feed() }, remove: { $0.remove($1) })
    }
}

/// The contract's scripted subject, as a `FeedLoader`.
struct ScriptedLoader: FeedLoader {
    let load: () throws -> [Int]
    func loadFeed() throws -> [Int] { try load() }
}

enum DecoratorProofs {
    static func check(_ make: (any FeedLoader) -> any FeedLoader) {
        checkRetryContract(
            attempts: 3, transient: FeedLoadError.offline, refusal: FeedLoadError.forbidden,
            make: { make(ScriptedLoader(load: $0)) }, call: { try $0.loadFeed() })
    }
}

enum StateProofs {
    static func check(send: (PublicationPhase, PublicationEvent) -> (accepted: Bool, phase: PublicationPhase)) {
        checkTransitionContract(
            phases: PublicationPhase.allCases, events: PublicationEvent.allCases,
            legal: [
                Transition(.draft, on: .submit, to: .inReview), Transition(.inReview, on: .approve, to: .published),
                Transition(.inReview, on: .reject, to: .draft), Transition(.draft, on: .delete, to: .deleted),
                Transition(.inReview, on: .delete, to: .deleted), Transition(.published, on: .delete, to: .deleted),
            ],
            send: send)
    }
}

protocol QueryBuilding {
    init()
    func by(_ author: String) -> Self
    func limit(_ count: Int) -> Self
    func build() throws -> FeedQuery
}

extension FeedQueryBuilder: QueryBuilding {}

enum BuilderProofs {
    static func check<Builder: QueryBuilding>(_: Builder.Type) {
        check { Builder() }
    }

    static func check<Builder: QueryBuilding>(_ make: () -> Builder) {
        typealias Step = BuildStep<Builder>
        checkBuilderContract(
            make: make, build: { try $0.build() },
            valid: [Step("by(\"anna\")") { $0 = $0.by("anna") }, Step("limit(20)") { $0 = $0.limit(20) }],
            alsoValid: [
                Step("limit(1)") { $0 = $0.limit(1) }, Step("limit(100)") { $0 = $0.limit(100) },
                Step("by(\"a\")") { $0 = $0.by("a") },
            ],
            invalid: [
                (Step("limit(0)") { $0 = $0.limit(0) }, badValue: "0"),
                (Step("limit(101)") { $0 = $0.limit(101) }, badValue: "101"),
                (Step("by(\"Anna!\")") { $0 = $0.by("Anna!") }, badValue: "Anna!"),
            ])
    }
}

enum IteratorProofs {
    static let stored = [
        ArchivedPost(id: 1, day: 3), ArchivedPost(id: 2, day: 7), ArchivedPost(id: 3, day: 1),
        ArchivedPost(id: 4, day: 9),
    ]
    static let newestFirst = [stored[3], stored[1], stored[0], stored[2]]

    static var archive: PostArchive {
        var archive = PostArchive()
        for post in stored { archive.store(post) }
        return archive
    }
}

enum FlyweightProofs {
    static let keys = ["anna", "annabel", "Anna", "bob"]

    /// Checks a pool made by `make` from the glyph factory it must use.
    static func check(
        _ clauses: [FlyweightClause] = FlyweightClause.allCases,
        _ make:
            @escaping (_ makeGlyph: @escaping @Sendable (String) -> AvatarGlyph) -> @Sendable (String) -> AvatarGlyph
    ) async {
        await checkFlyweightContract(clauses, keys: keys) { creating in
            make { user in
                creating(user)
                return AvatarGlyph(user: user)
            }
        }
    }
}

protocol Responding: AnyObject {
    init(name: String, next: Self?, handles: @escaping (String) -> Bool)
    func handle(_ action: String) -> Bool
}

extension FeedResponder: Responding {}

enum ChainProofs {
    static func check<Responder: Responding>(_: Responder.Type) {
        check { Responder(name: $0, next: $1, handles: $2) }
    }

    /// Checks the chain that `responder` builds link by link, from the top down.
    static func check<Responder: AnyObject>(
        _ responder: (_ name: String, _ next: Responder?, _ handles: @escaping (String) -> Bool) -> Responder,
        handle: (Responder, String) -> Bool = { ($0 as? any Responding)?.handle($1) == true }
    ) {
        checkChainContract(
            make: { links in
                links.reversed().reduce(Responder?.none) { above, link in responder(link.name, above, link.visit) }
            },
            send: { firstResponder, action in firstResponder.map { handle($0, action) } == true })
    }
}

/// The contract's scripted server, as a `FeedServer`.
struct ScriptedServer: FeedServer {
    let server: ScriptedFeedServer

    func loadFeed() throws -> [FeedPost] {
        try server.loadFeed().map(Self.post)
    }

    func toggleLike(_ post: Int) -> FeedPost? {
        server.toggleLike(post).map(Self.post)
    }

    private static func post(_ post: ScriptedPost) -> FeedPost {
        FeedPost(id: post.id, author: post.author, likes: post.likes, likedByMe: post.likedByMe)
    }
}

protocol FeedScreenModel: AnyObject {
    init(server: any FeedServer)
    var lines: [String] { get }
    func load()
    func retry()
    func toggleLike(post: Int)
}

extension FeedViewModel: FeedScreenModel {}

enum MVVMProofs {
    static func check<Model: FeedScreenModel>(_: Model.Type) {
        check { Model(server: $0) }
    }

    static func check<Model: FeedScreenModel>(_ make: (any FeedServer) -> Model) {
        checkFeedScript(
            make: { make(ScriptedServer(server: $0)) }, load: { $0.load() }, retry: { $0.retry() },
            tapLike: { $0.toggleLike(post: $1) }, screen: { $0.lines })
    }
}

protocol OperationLifecycle {
    init(state: RequestState)
    var state: RequestState { get }
    mutating func handle(_ event: RequestEvent) throws(IllegalMove)
}

extension RequestLifecycle: OperationLifecycle {}

enum RequestOperationProofs {
    static let legal: [Transition<RequestState, RequestEvent>] = [
        Transition(.ready, on: .start, to: .executing), Transition(.ready, on: .cancel, to: .cancelled),
        Transition(.executing, on: .pause, to: .paused), Transition(.executing, on: .finish, to: .finished),
        Transition(.executing, on: .fail, to: .failed), Transition(.executing, on: .cancel, to: .cancelled),
        Transition(.paused, on: .resume, to: .executing), Transition(.paused, on: .cancel, to: .cancelled),
    ]

    static func check<Lifecycle: OperationLifecycle>(_: Lifecycle.Type) {
        check { Lifecycle(state: $0) }
    }

    static func check<Lifecycle: OperationLifecycle>(_ make: (RequestState) -> Lifecycle) {
        checkTransitionContract(
            phases: RequestState.allCases, events: RequestEvent.allCases, legal: legal,
            send: { state, event in
                var operation = make(state)
                do {
                    try operation.handle(event)
                    return (true, operation.state)
                } catch {
                    return (false, operation.state)
                }
            })
    }
}

protocol SelectableList: AnyObject {
    var delegate: (any PostListDelegate)? { get set }
    func tapRow(post: Int)
}

extension PostList: SelectableList {}

enum DelegationProofs {
    /// A screen that owns its list and is its delegate, as the drill's tests build it.
    final class Screen<List: SelectableList>: PostListDelegate {
        let list: List
        let uploading: Set<Int>
        private(set) var asked: [Int] = []
        private(set) var selected: [Int] = []

        init(_ list: List, uploading: Set<Int> = []) {
            self.list = list
            self.uploading = uploading
            list.delegate = self
        }

        func postList(_ list: PostList, shouldSelect post: Int) -> Bool {
            asked.append(post)
            return !uploading.contains(post)
        }

        func postList(_ list: PostList, didSelect post: Int) {
            selected.append(post)
        }
    }

    /// The drill's two tests: no retain cycle, and ask-then-tell.
    static func check<List: SelectableList>(_ make: () -> List) {
        checkNotRetained({ Screen(make()) }, by: { screen in screen.list.tapRow(post: 3) })
        let screen = Screen(make(), uploading: [4])
        for post in [3, 4, 1] { screen.list.tapRow(post: post) }
        if screen.asked != [3, 4, 1] || screen.selected != [3, 1] {
            Issue.record(
                Comment(
                    rawValue:
                        "a list asks its delegate whether a row may be selected and tells it what it selected, but after "
                        + "taps on #3, #4 (uploading) and #1 the delegate was asked about \(screen.asked) and told of "
                        + "\(screen.selected) instead of [3, 4, 1] and [3, 1]"))
        }
    }
}

protocol LikeableRow: AnyObject {
    init()
    var button: TapButton { get }
    var likes: Int { get }
}

extension LikeRow: LikeableRow {}

protocol AutoRefreshing: AnyObject {
    init(loop: TimerLoop, reloads: ReloadCount)
}

extension FeedAutoRefresher: AutoRefreshing {}

enum MemoryManagementProofs {
    /// The drill's first test, on its reply screen.
    static func checkScreen() {
        checkNotRetained(
            { ReplyScreen() },
            by: { screen in
                screen.composer.send("Thanks!")
                if screen.sent != ["Thanks!"] {
                    Issue.record(
                        Comment(
                            rawValue:
                                "a composer tells its delegate what was sent, but the screen heard \(screen.sent) "
                                + "instead of [\"Thanks!\"]"))
                }
            })
    }

    /// The drill's second test.
    static func checkRow<Row: LikeableRow>(_: Row.Type) {
        checkNotRetained(
            { Row() },
            by: { row in
                row.button.tap()
                if row.likes != 1 {
                    Issue.record(
                        "a tap on the like button likes the row, but the row has \(row.likes) likes after one tap")
                }
            })
    }

    /// The drill's third test.
    static func checkRefresher<Refresher: AutoRefreshing>(_: Refresher.Type) {
        let loop = TimerLoop()
        let reloads = ReloadCount()
        weak var watched: Refresher?
        checkNotRetained(
            { Refresher(loop: loop, reloads: reloads) },
            by: { refresher in
                watched = refresher
                loop.advance(by: 60)
                if reloads.value != 2 {
                    Issue.record(
                        Comment(
                            rawValue: "a refresher reloads every 30 seconds while it lives, but 60 seconds gave "
                                + "\(reloads.value) reloads instead of 2"))
                }
            })
        guard watched == nil else { return }
        loop.advance(by: 60)
        if loop.scheduledCount != 0 || reloads.value > 2 {
            Issue.record(
                Comment(
                    rawValue:
                        "a refresher that is gone leaves no timer behind, but \(loop.scheduledCount) timer(s) were still "
                        + "scheduled, and \(reloads.value) reloads were counted after 120 seconds instead of 2"))
        }
    }
}

protocol EndpointRegistry: Sendable {
    func client(for endpoint: Endpoint) -> EndpointClient
}

extension ClientRegistry: EndpointRegistry {}

enum MultitonProofs {
    static let endpoints = [
        Endpoint(host: "cdn1", port: 80), Endpoint(host: "cdn", port: 180), Endpoint(host: "cdn", port: 8080),
        Endpoint(host: "api", port: 443),
    ]

    /// The drill's two tests, or the clauses named.
    static func check<Registry: EndpointRegistry>(
        _ clauses: [FlyweightClause] = FlyweightClause.allCases,
        _ registry: @escaping (_ makeClient: @escaping @Sendable (Endpoint) -> EndpointClient) -> Registry
    ) async {
        let make: (@escaping @Sendable (Endpoint) -> Void) -> @Sendable (Endpoint) -> EndpointClient = { creating in
            let registry = registry { endpoint in
                creating(endpoint)
                return EndpointClient(endpoint: endpoint)
            }
            return { registry.client(for: $0) }
        }
        let sharing = clauses.filter { $0 != .sharedUnderConcurrentFirstUse }
        if !sharing.isEmpty {
            await checkFlyweightContract(sharing, keys: endpoints, make: make)
        }
        if clauses.contains(.sharedUnderConcurrentFirstUse) {
            await checkFlyweightContract(
                [.sharedUnderConcurrentFirstUse], keys: Array(endpoints.prefix(2)), make: make)
        }
    }
}

/// What the notification drill's centre offers.
protocol LikeCentre: AnyObject {
    func addObserver(_ observer: any LikeObserver)
    func removeObserver(_ observer: any LikeObserver)
    func post(_ notice: LikeNotice)
}

extension LikeNotificationCenter: LikeCentre {}

enum NotificationProofs {
    /// An observer the checker makes, as the drill's tests make one.
    final class Probe: LikeObserver {
        private let hear: (LikeNotice) -> Void

        init(_ hear: @escaping (LikeNotice) -> Void) {
            self.hear = hear
        }

        func didReceive(_ notice: LikeNotice) {
            hear(notice)
        }
    }

    static let semantics = ObserverSemantics(
        subscription: .observerLifetime, delivery: .snapshot, publishDuringDelivery: .nested)

    /// The drill's test, or the clauses named, on centres made by `make`.
    static func check(_ clauses: [ObserverClause]? = nil, _ make: @escaping () -> any LikeCentre) {
        checkObserverContract(semantics, clauses) {
            let center = make()
            return ObserverSubject(
                observer: { hear in Probe(hear) },
                subscribe: { center.addObserver($0) },
                cancel: { observer, _ in center.removeObserver(observer) },
                publish: { center.post($0) },
                events: [.liked(post: 3), .unliked(post: 3)])
        }
    }
}

/// The contract's scripted subject, as a `PostsEndpoint`.
struct ScriptedEndpoint: PostsEndpoint {
    let load: () throws -> [Int]
    func loadPosts() throws -> [Int] { try load() }
}

enum NetworkLayerProofs {
    /// Makes a retrying endpoint around `base` with these attempts, first wait, cap and wait.
    typealias Make = (
        _ base: any PostsEndpoint, _ attempts: Int, _ firstWait: Duration, _ cap: Duration,
        _ wait: @escaping (Duration) -> Void
    ) -> any PostsEndpoint

    /// The drill's two tests.
    static func check(_ make: Make) {
        checkRetryContract(
            attempts: 3, transient: NetworkFault.unavailable, refusal: NetworkFault.notFound,
            make: { subject in
                make(ScriptedEndpoint(load: subject), 3, .milliseconds(100), .milliseconds(300), { _ in })
            },
            call: { try $0.loadPosts() })
        final class Timeline {
            var steps: [String] = []
        }
        let timeline = Timeline()
        let retry = make(
            ScriptedEndpoint {
                timeline.steps.append("call")
                throw NetworkFault.timedOut
            }, 5, .milliseconds(100), .milliseconds(300),
            { timeline.steps.append("wait \(Int($0 / .milliseconds(1))) ms") })
        _ = try? retry.loadPosts()
        let expected = [
            "call", "wait 100 ms", "call", "wait 200 ms", "call", "wait 300 ms", "call", "wait 300 ms", "call",
        ]
        if timeline.steps != expected {
            Issue.record(
                Comment(
                    rawValue: "a retry waits only between calls, twice as long each time up to the cap, but with 5 "
                        + "attempts, a first wait of 100 ms and a cap of 300 ms it went \(timeline.steps) instead of "
                        + "\(expected)"))
        }
    }
}

/// What the key-value observing drill's observed count offers.
protocol LikeObserving: AnyObject {
    associatedtype Observation: AnyObject
    var count: Int { get set }
    func observe(_ handler: @escaping (LikeChange) -> Void) -> Observation
    func invalidate(_ observation: Observation)
}

extension ObservedLikes: LikeObserving {
    func invalidate(_ observation: LikeObservation) {
        observation.invalidate()
    }
}

enum KeyValueObservingProofs {
    static let semantics = ObserverSemantics(
        subscription: .token(endsOnRelease: true), delivery: .live, publishDuringDelivery: .nested)

    /// The drill's test, or the clauses named, on observed counts made by `make`.
    static func check<Likes: LikeObserving>(_ clauses: [ObserverClause]? = nil, _ make: @escaping () -> Likes) {
        checkObserverContract(semantics, clauses) {
            let likes = make()
            return ObserverHarness(
                subscribe: { subscriber in likes.observe { [weak subscriber] change in subscriber?.hear(change.new) } },
                cancel: { observation in (observation as? Likes.Observation).map(likes.invalidate) },
                publish: { likes.count = $0 },
                events: [5, 6])
        }
    }
}

enum CompositeProofs {
    static let feed = ThreadNode.group(
        "feed",
        [
            .group("pinned", [.message("#1"), .message("#2")]),
            .message("#3"),
            .group("#4 comments", [.message("anna"), .group("replies", [.message("bob")]), .message("eve")]),
        ])

    static let depthFirst = ["feed", "pinned", "#1", "#2", "#3", "#4 comments", "anna", "replies", "bob", "eve"]
}

/// The contract's scripted server, as a `FeedBackend`.
struct ScriptedBackend: FeedBackend {
    let server: ScriptedFeedServer

    func loadPosts() throws -> [PresentedPost] {
        try server.loadFeed().map(Self.post)
    }

    func toggleLike(_ post: Int) -> PresentedPost? {
        server.toggleLike(post).map(Self.post)
    }

    private static func post(_ post: ScriptedPost) -> PresentedPost {
        PresentedPost(id: post.id, author: post.author, likes: post.likes, likedByMe: post.likedByMe)
    }
}

/// A server with an empty feed.
struct EmptyBackend: FeedBackend {
    func loadPosts() throws -> [PresentedPost] { [] }
    func toggleLike(_ post: Int) -> PresentedPost? { nil }
}

protocol FeedPresenting: AnyObject {
    var view: (any FeedView)? { get set }
    func viewDidLoad()
    func didTapRetry()
    func didTapLike(post: Int)
}

extension FeedPresenter: FeedPresenting {}

enum MVPProofs {
    /// A passive view that records what it is told to show; it owns its presenter.
    final class RecordingView<Presenter: FeedPresenting>: FeedView {
        let presenter: Presenter
        private(set) var lines: [String] = []

        init(_ presenter: Presenter) {
            self.presenter = presenter
            presenter.view = self
        }

        func display(_ lines: [String]) {
            self.lines = lines
        }
    }

    /// The drill's two tests, on presenters made by `make` from the server they must use.
    static func check<Presenter: FeedPresenting>(_ make: @escaping (any FeedBackend) -> Presenter) {
        checkFeedScript(
            make: { server in RecordingView(make(ScriptedBackend(server: server))) },
            load: { $0.presenter.viewDidLoad() }, retry: { $0.presenter.didTapRetry() },
            tapLike: { view, post in view.presenter.didTapLike(post: post) }, screen: { $0.lines })
        checkNotRetained(
            { RecordingView(make(EmptyBackend())) },
            by: { view in view.presenter.viewDidLoad() })
    }
}

protocol FlowParent: AnyObject {
    associatedtype Flow: AnyObject
    var posted: [String] { get }
    func startCompose() -> Flow
    func finish(_ flow: Flow, posted text: String?)
}

extension AppCoordinator: FlowParent {
    func finish(_ flow: ComposeFlow, posted text: String?) {
        flow.finish(posted: text)
    }
}

enum CoordinatorProofs {
    /// The drill's three tests, on app coordinators made by `make`.
    static func check<Parent: FlowParent>(_ make: () -> Parent) {
        let app = make()
        checkNotRetained({ app.startCompose() }, by: { flow in app.finish(flow, posted: "Hello") })
        if app.posted != ["Hello"] {
            Issue.record(
                Comment(rawValue: "a flow tells its parent what it posted, but the parent noted \(app.posted)"))
        }
        let other = make()
        weak var first: Parent.Flow?
        weak var second: Parent.Flow?
        do {
            let started = (other.startCompose(), other.startCompose())
            (first, second) = started
        }
        let runningAtFirst = [first, second].compactMap(\.self).count
        if let running = first { other.finish(running, posted: nil) }
        if runningAtFirst != 2 || second == nil {
            Issue.record(
                Comment(
                    rawValue: "a parent keeps each running flow alive until that flow finishes, but of two flows "
                        + "started, \(runningAtFirst) ran once nothing else held them, and the second "
                        + (second == nil ? "was gone" : "still ran") + " once the first finished"))
        }
        checkNotRetained({ make() }, by: { app in _ = app.startCompose() })
    }
}
