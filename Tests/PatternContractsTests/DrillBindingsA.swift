import ContractSupport
import Testing

@testable import DrillSkeletons

// How the proofs drive the drills dependency-injection, cacheable-request, redux and
// observable-model, exactly as each drill's own tests (Drills/Tests) drive the solution.

/// The checker's recording dependency, as a `HeadlineStore`.
final class RecordingHeadlineStore: HeadlineStore {
    let dependency: RecordingDependency

    init(_ dependency: RecordingDependency) {
        self.dependency = dependency
    }

    func titles() -> [String] {
        [dependency.record("titles()")]
    }
}

/// What the dependency-injection drill's container offers.
protocol ServiceContainer {
    func register<Service>(
        _ type: Service.Type, _ lifetime: DependencyContainer.Lifetime,
        make: @escaping (DependencyContainer) throws -> Service)
    func resolve<Service>(_ type: Service.Type) throws -> Service
}

extension DependencyContainer: ServiceContainer {}

enum InjectionProofs {
    static func checkModel<Model>(_ make: @escaping (any HeadlineStore) -> Model, use: @escaping (Model) -> Void) {
        checkConstructorInjection(make: { make(RecordingHeadlineStore($0)) }, use: use)
    }

    static func checkContainer<Container: ServiceContainer>(_ make: () -> Container) {
        checkContainerContract(
            make: make,
            register: { container, lifetime, factory in
                container.register(ServiceProbe.self, lifetime == .shared ? .shared : .transient) { _ in factory() }
            },
            resolve: { container in try container.resolve(ServiceProbe.self) })
    }
}

/// What the cacheable-request drill's cache offers.
protocol BodyCaching: Sendable {
    init(load: @escaping @Sendable (String) async throws -> String)
    func body(of post: String) async throws -> String
}

extension PostBodyCache: BodyCaching {}

enum CoalescingProofs {
    static func check<Cache: BodyCaching>(_: Cache.Type) async {
        await checkCoalescingContract(
            make: { load in Cache(load: load) }, get: { cache, post in try await cache.body(of: post) })
    }
}

enum ReducerProofs {
    static let empty = TimelineState()
    static let loading = TimelineState(isLoading: true)
    static let shown = TimelineState(posts: [3, 2, 1])
    static let likedThree = TimelineState(posts: [3, 2, 1], liked: [3])
    static let refreshingLiked = TimelineState(posts: [3, 2, 1], liked: [3, 1], isLoading: true)

    /// The drill's table, on `reduce`; `api` is the like endpoint the reducer could reach.
    static func check(
        api: LikeAPI = LikeAPI(), _ reduce: (TimelineState, FeedAction) -> (TimelineState, [TimelineEffect])
    ) {
        checkReducerContract(
            legal: [
                ReducerStep(from: empty, on: .refresh, to: loading, effects: [.fetchFeed]),
                ReducerStep(from: loading, on: .loaded([3, 2, 1]), to: shown),
                ReducerStep(
                    from: refreshingLiked, on: .loaded([4, 3, 2]), to: TimelineState(posts: [4, 3, 2], liked: [3])),
                ReducerStep(from: shown, on: .like(3), to: likedThree, effects: [.sendLike(3)]),
                ReducerStep(from: likedThree, on: .unlike(3), to: shown, effects: [.sendUnlike(3)]),
            ],
            illegal: [
                (loading, .refresh), (shown, .loaded([9])), (likedThree, .like(3)), (shown, .like(9)),
                (shown, .unlike(2)),
            ],
            reduce: reduce, effectsPerformed: { api.requestCount })
    }
}

extension PostsScreenModel.Phase {
    /// The phase as the checker reads it.
    var contractPhase: LoadPhase {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let posts): .loaded(posts)
        case .failed: .failed
        }
    }
}

/// What the observable-model drill's view model offers.
@MainActor
protocol LoadingScreenModel: AnyObject, Sendable {
    init(load: @escaping @Sendable () async throws -> [String])
    var loadPhase: LoadPhase { get }
    func load() async
}

extension PostsScreenModel: LoadingScreenModel {
    var loadPhase: LoadPhase { phase.contractPhase }
}

enum ObservableModelProofs {
    @MainActor
    static func check<Model: LoadingScreenModel>(_: Model.Type) async {
        await checkObservableLoading(
            make: { load in Model(load: load) }, load: { model in await model.load() },
            phase: { model in model.loadPhase })
    }
}

enum AdapterProofs {
    static func item(_ id: Int, _ user: String?, likes: String, ms: String = "1700000000500") -> [String: String] {
        var item = ["post_id": "\(id)", "like_count": likes, "created_ms": ms]
        item["user"] = user
        return item
    }

    static let twoPosts = LegacyFeedClient.Response(
        status: 200, items: [item(8, "bob", likes: "0", ms: "1700000001000"), item(7, "anna", likes: "3")])

    /// The drill's situations, on the adapter `make` puts in front of the client.
    static func check(_ make: @escaping (LegacyFeedClient) -> any PostSource) {
        func call(
            _ responses: [String: LegacyFeedClient.Response], after: Int? = nil
        ) -> (answer: Result<[PostSummary], any Error>, asked: [String]) {
            let client = LegacyFeedClient(responses: responses)
            let adapter = make(client)
            return (Result { try adapter.posts(after: after) }, client.requests)
        }
        let pageAfterSeven = LegacyFeedClient.Response(status: 200, items: [item(6, "cleo", likes: "1")])
        checkAdapterContract(
            translations: [
                .gives(
                    "two posts on the first page",
                    [
                        PostSummary(id: 8, author: "bob", likes: 0, postedAt: 1_700_000_001),
                        PostSummary(id: 7, author: "anna", likes: 3, postedAt: 1_700_000_000.5),
                    ]
                ) { call(["first": twoPosts]) }
            ],
            requests: [
                .gives(
                    "the page after #7", [PostSummary(id: 6, author: "cleo", likes: 1, postedAt: 1_700_000_000.5)],
                    asked: ["items after 7"]
                ) { call(["first": twoPosts, "7": pageAfterSeven], after: 7) }
            ],
            failures: [.mustThrow("a 503 from the server") { call(["first": .init(status: 503, items: [])]) }],
            untranslatable: [
                .mustThrow("a like count of 'many'") {
                    call([
                        "first": .init(
                            status: 200, items: [item(8, "bob", likes: "0"), item(7, "anna", likes: "many")])
                    ])
                },
                .mustThrow("a post with no author") {
                    call(["first": .init(status: 200, items: [item(7, nil, likes: "3")])])
                },
            ])
    }
}

/// A visitor that records each visit as the visitor checker reads it: `post #1`.
final class RecordingNodeVisitor: FeedNodeVisitor {
    let record: (String) -> Void

    init(record: @escaping (String) -> Void) {
        self.record = record
    }

    func visitPost(_ post: PostNode) { record("post #\(post.id)") }
    func visitComment(_ comment: CommentNode) { record("comment #\(comment.id)") }
    func visitLike(_ like: LikeNode) { record("like #\(like.id)") }
    func visitRepost(_ repost: RepostNode) { record("repost #\(repost.id)") }
}

enum VisitorProofs {
    /// The drill's feed: two posts, the first with a liked comment that has a reply, a like
    /// and a repost.
    static var feed: [any FeedNode] {
        [
            PostNode(
                id: 1, author: "anna",
                children: [
                    CommentNode(
                        id: 2, author: "bob",
                        children: [LikeNode(id: 3, by: "cleo"), CommentNode(id: 4, author: "anna")]),
                    LikeNode(id: 5, by: "dev"), RepostNode(id: 6, by: "cleo"),
                ]),
            PostNode(id: 7, author: "bob", children: [RepostNode(id: 8, by: "anna")]),
        ]
    }

    static let walk = [
        "post #1", "comment #2", "like #3", "comment #4", "like #5", "repost #6", "post #7", "repost #8",
    ]

    /// Checks `walk` on the drill's feed with a recording visitor.
    static func check(_ walk: @escaping ([any FeedNode], any FeedNodeVisitor) -> Void) {
        checkVisitorContract(expected: Self.walk) { record in
            walk(feed, RecordingNodeVisitor(record: record))
        }
    }
}

/// A checker's strategy, as a `FeedRanking`.
struct ClosureRanking: FeedRanking {
    let body: ([RankedPost]) -> [RankedPost]

    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        body(posts)
    }
}

/// What the strategy drill's screen offers.
protocol RankingScreen: AnyObject {
    var ranking: any FeedRanking { get set }
    func arrange(_ posts: [RankedPost]) -> [RankedPost]
}

extension RankedFeedScreen: RankingScreen {}

enum StrategyProofs {
    static let posts = [
        RankedPost(id: 1, likes: 5, postedAt: 100), RankedPost(id: 2, likes: 9, postedAt: 200),
        RankedPost(id: 3, likes: 5, postedAt: 300), RankedPost(id: 4, likes: 0, postedAt: 400),
    ]

    /// The drill's checks, on the screen `make` builds and the two rankings given.
    static func check(
        newest: any FeedRanking = NewestFirst(), mostLiked: any FeedRanking = MostLiked(),
        _ make: @escaping (any FeedRanking) -> any RankingScreen
    ) {
        checkStrategyContract(
            make: { ranking in make(ClosureRanking(body: ranking)) },
            replace: { screen, ranking in screen.ranking = ClosureRanking(body: ranking) },
            run: { screen, posts in screen.arrange(posts) },
            input: posts, first: Array(posts.reversed()), second: [posts[0]],
            answers: [
                StrategyAnswer("newest first", expected: [posts[3], posts[2], posts[1], posts[0]]) {
                    newest.rank(posts)
                },
                StrategyAnswer("most liked first", expected: [posts[1], posts[2], posts[0], posts[3]]) {
                    mostLiked.rank(posts)
                },
            ])
    }
}

/// A subclass of the drill's sharer that records each step the template method runs.
final class RecordingPostSharer: PostSharer {
    let record: (String) -> Void
    let refuse: Bool

    init(record: @escaping (String) -> Void, refuse: Bool) {
        self.record = record
        self.refuse = refuse
    }

    override func validate(_ post: SharedPost) -> Bool {
        record("validate")
        return !refuse && super.validate(post)
    }

    override func render(_ post: SharedPost) -> String {
        record("render")
        return super.render(post)
    }

    override func deliver(_ text: String) {
        record("deliver")
        super.deliver(text)
    }
}

enum TemplateMethodProofs {
    static let post = SharedPost(author: "anna", text: "Hello")
    static let long = SharedPost(author: "anna", text: String(repeating: "a", count: 281))

    /// The drill's checks: `run` shares with a recording sharer, `plain` and `markdown` share
    /// a post with the two sharers and return what they delivered.
    static func check(
        run: @escaping (_ record: @escaping (String) -> Void, _ refuse: Bool) -> Void,
        plain: @escaping (SharedPost) -> [String], markdown: @escaping (SharedPost) -> [String]
    ) {
        checkTemplateMethodContract(
            steps: ["validate", "render", "deliver"], run: run,
            results: [
                TemplateResult("the plain-text sharer", expected: ["anna: Hello\n— shared from Futubra"]) {
                    plain(post)
                },
                TemplateResult("the Markdown sharer", expected: ["**anna**: Hello\n— shared from Futubra"]) {
                    markdown(post)
                },
                TemplateResult("the Markdown sharer, given 281 characters", expected: []) { markdown(long) },
            ])
    }

    /// The drill's checks on the skeleton's (or solution's) classes.
    static func checkDrill() {
        check(
            run: { record, refuse in _ = RecordingPostSharer(record: record, refuse: refuse).share(post) },
            plain: { post in
                let sharer = PlainTextSharer()
                _ = sharer.share(post)
                return sharer.delivered
            },
            markdown: { post in
                let sharer = MarkdownSharer()
                _ = sharer.share(post)
                return sharer.delivered
            })
    }
}

/// What the mediator drill's screen offers, as the proofs drive it.
protocol ComposeGroup: AnyObject {
    var colleagueObjects: [AnyObject] { get }
    var isPostEnabled: Bool { get }
    var remaining: Int { get }
    var postedTexts: [String] { get }
    func type(_ text: String)
    func tapPost()
}

extension ComposeScreen: ComposeGroup {
    var colleagueObjects: [AnyObject] { [textBox, postButton, counter] }
    var isPostEnabled: Bool { postButton.isEnabled }
    var remaining: Int { counter.remaining }
    var postedTexts: [String] { posted }
    func type(_ text: String) { textBox.type(text) }
    func tapPost() { postButton.tap() }
}

enum MediatorProofs {
    /// The drill's scenario, on the group `make` builds.
    static func check(_ make: @escaping () -> any ComposeGroup) {
        checkMediatorContract(
            make: make, mediator: { $0 }, colleagues: { $0.colleagueObjects },
            show: { screen in
                "Post \(screen.isPostEnabled ? "enabled" : "disabled"), \(screen.remaining) left, posted \(screen.postedTexts)"
            },
            steps: [
                MediatorStep("type 'Hello'", expected: "Post enabled, 275 left, posted []") { $0.type("Hello") },
                MediatorStep("type 281 characters", expected: "Post disabled, -1 left, posted []") {
                    $0.type(String(repeating: "a", count: 281))
                },
                MediatorStep("type 'Hi'", expected: "Post enabled, 278 left, posted []") { $0.type("Hi") },
                MediatorStep("tap Post", expected: "Post disabled, 280 left, posted [\"Hi\"]") { $0.tapPost() },
                MediatorStep("type three spaces", expected: "Post disabled, 277 left, posted [\"Hi\"]") {
                    $0.type("   ")
                },
                MediatorStep("tap Post", expected: "Post disabled, 277 left, posted [\"Hi\"]") { $0.tapPost() },
            ])
    }
}

/// A control that says which family and kind it is: the checker's probe family's, and the
/// wrong and right answers' controls.
struct FamilyControl: ThemedControl {
    let family: String
    let kind: String
}

/// A theme whose every control belongs to `family`.
struct FamilyTheme: ThemeFactory {
    let family: String

    func makeButton(_ title: String) -> any ThemedControl { FamilyControl(family: family, kind: "button") }
    func makeBadge(_ count: Int) -> any ThemedControl { FamilyControl(family: family, kind: "badge") }
    func makeDivider() -> any ThemedControl { FamilyControl(family: family, kind: "divider") }
}

enum AbstractFactoryProofs {
    static func products(of theme: any ThemeFactory) -> [(product: String, family: String)] {
        [theme.makeButton("New post"), theme.makeBadge(3), theme.makeDivider()].map { ($0.kind, $0.family) }
    }

    /// The drill's checks on the two themes and the header `header` builds from a theme.
    static func check(
        light: any ThemeFactory, dark: any ThemeFactory, header: @escaping (any ThemeFactory) -> [any ThemedControl]
    ) {
        checkAbstractFactoryContract(
            families: [
                FactoryFamily("light") { products(of: light) }, FactoryFamily("dark") { products(of: dark) },
            ],
            client: { family in header(FamilyTheme(family: family)).map(\.family) })
    }
}

/// The facade drill's four subsystems as doubles that write what they are asked in one log.
final class RecordingSubsystems: ModerationService, MediaUploader, TimelineWriter, FollowerNotifier {
    var calls: [String] = []

    func check(_ text: String) throws {
        calls.append("check '\(text)'")
        if text == "spam" { throw PublishError.refused(text) }
    }

    func upload(_ file: String) throws -> String {
        calls.append("upload \(file)")
        if file == "broken.jpg" { throw PublishError.uploadFailed(file) }
        return "cdn/\(file)"
    }

    func insert(text: String, media: String?) -> Int {
        calls.append("insert '\(text)' with \(media ?? "no media")")
        return 41
    }

    func notifyFollowers(ofPost id: Int) {
        calls.append("notify followers of #\(id)")
    }
}

/// What the facade drill's facade offers.
protocol Publishing {
    func publish(_ text: String, photo: String?) throws -> Int
}

extension PublishingFacade: Publishing {}

enum FacadeProofs {
    /// The drill's situations, on the facade `make` puts in front of the subsystems.
    static func check(_ make: @escaping (RecordingSubsystems) -> any Publishing) {
        func publish(_ text: String, photo: String?) -> (succeeded: Bool, calls: [String]) {
            let subsystems = RecordingSubsystems()
            let succeeded = (try? make(subsystems).publish(text, photo: photo)) == 41
            return (succeeded, subsystems.calls)
        }
        checkFacadeContract(
            whole: [
                .succeeds(
                    "a post with a photo",
                    calls: [
                        "check 'Hi'", "upload photo.jpg", "insert 'Hi' with cdn/photo.jpg", "notify followers of #41",
                    ]
                ) { publish("Hi", photo: "photo.jpg") },
                .succeeds(
                    "a post without a photo",
                    calls: ["check 'Hi'", "insert 'Hi' with no media", "notify followers of #41"]
                ) { publish("Hi", photo: nil) },
            ],
            refusals: [
                .fails("a post moderation refuses", calls: ["check 'spam'"]) { publish("spam", photo: "photo.jpg") },
                .fails("a photo that fails to upload", calls: ["check 'Hi'", "upload broken.jpg"]) {
                    publish("Hi", photo: "broken.jpg")
                },
            ])
    }

    static func checkDrill() {
        check { PublishingFacade(moderation: $0, uploader: $0, timeline: $0, notifier: $0) }
    }
}

/// A message that records what it is asked.
struct ProbeMessage: NotificationMessage {
    let record: (String) -> Void

    func compose(_ text: String, for user: String) -> String {
        record("compose \(text) for \(user)")
        return "probe"
    }
}

/// A sender of the drill's whose factory method records each message it makes.
final class ProbeSender: NotificationSender {
    let record: (String) -> Void

    init(record: @escaping (String) -> Void) {
        self.record = record
    }

    override func makeMessage() -> any NotificationMessage {
        record("made")
        return ProbeMessage(record: record)
    }
}

enum FactoryMethodProofs {
    /// The drill's checks: `send` sends with the sender `probe` makes from a recorder, or
    /// with the push or e-mail sender.
    static func check(
        probe: @escaping (_ record: @escaping (String) -> Void) -> (String, String) -> String,
        push: @escaping (String, String) -> String, email: @escaping (String, String) -> String
    ) {
        checkFactoryMethodContract(
            probe: { record in
                let send = probe(record)
                _ = send("Hi", "anna")
                _ = send("Yo", "bob")
            },
            expectedProbe: ["made", "compose Hi for anna", "made", "compose Yo for bob"],
            creators: [
                CreatorResult("the push sender", expected: "🔔 anna: Hello") { push("Hello", "anna") },
                CreatorResult("the e-mail sender", expected: "To: anna — Hello") { email("Hello", "anna") },
            ])
    }

    static func checkDrill() {
        check(
            probe: { record in ProbeSender(record: record).send }, push: PushSender().send,
            email: EmailSender().send)
    }
}
