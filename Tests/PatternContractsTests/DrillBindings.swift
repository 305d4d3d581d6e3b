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
