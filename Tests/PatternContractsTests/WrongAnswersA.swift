import ContractSupport
import Observation
import Synchronization

@testable import DrillSkeletons

// The classic wrong answers to the drills dependency-injection, cacheable-request, redux and
// observable-model, written against the drills' own interfaces (DrillBindingsA.swift), each
// with one mistake. WrongAnswerTestsA runs each under its drill's checker and expects the one
// issue that names the property it breaks.

// MARK: - Dependency injection

/// A service locator: one place the app registers its services in, and the types look them
/// up in when they need them.
final class ServiceLocator {
    var store: (any HeadlineStore)?
}

/// A model that reaches its store through the locator from inside, at the moment it needs
/// it: what it was given only goes into the locator.
final class LocatorHeadlinesModel {
    private let locator: ServiceLocator

    init(store: any HeadlineStore, locator: ServiceLocator) {
        self.locator = locator
        locator.store = store
    }

    func headlines() -> [String] {
        locator.store?.titles() ?? []
    }
}

/// The drill's container with one classic mistake, named by `flaw`.
final class FlawedContainer: ServiceContainer {
    enum Flaw {
        /// A "shared" lifetime that calls the factory on every resolve.
        case sharedBuildsEachTime
        /// Keeps every instance it made, so a transient service is shared.
        case transientShared
        /// A missing registration throws an error that does not say what is missing.
        case anonymousMissing
    }

    private struct AnonymousError: Error {}

    private let flaw: Flaw
    private var factories: [ObjectIdentifier: (lifetime: DependencyContainer.Lifetime, make: () throws -> Any)] = [:]
    private var instances: [ObjectIdentifier: Any] = [:]

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func register<Service>(
        _ type: Service.Type, _ lifetime: DependencyContainer.Lifetime,
        make: @escaping (DependencyContainer) throws -> Service
    ) {
        let container = DependencyContainer()
        factories[ObjectIdentifier(type)] = (lifetime, { try make(container) })
    }

    func resolve<Service>(_ type: Service.Type) throws -> Service {
        let key = ObjectIdentifier(type)
        guard let registration = factories[key] else {
            if flaw == .anonymousMissing { throw AnonymousError() }
            throw ResolutionError.notRegistered("\(type)")
        }
        let keeps =
            switch flaw {
            case .sharedBuildsEachTime: false
            case .transientShared: true
            case .anonymousMissing: registration.lifetime == .shared
            }
        if keeps, let instance = instances[key] as? Service { return instance }
        guard let instance = try registration.make() as? Service else { throw ResolutionError.notRegistered("\(type)") }
        if keeps { instances[key] = instance }
        return instance
    }
}

// MARK: - Cacheable request

/// Stores the body only once its load has returned: the callers that come in meanwhile find
/// nothing and load again.
actor StoreAfterLoadCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var bodies: [String: String] = [:]

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let body = bodies[post] { return body }
        let body = try await load(post)
        bodies[post] = body
        return body
    }
}

/// A log the check-then-await cache writes to before it records its load: another actor,
/// so writing to it is an `await`.
actor MissLog {
    private(set) var lines: [String] = []

    func record(_ line: String) {
        lines.append(line)
    }
}

/// Checks for a load in flight, then awaits (a log line) before recording its own: every
/// caller that came in meanwhile passed the same check and starts a load too.
actor CheckThenAwaitCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var inFlight: [String: Task<String, any Error>] = [:]
    private let log = MissLog()

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let task = inFlight[post] { return try await task.value }
        await log.record("miss \(post)")
        let load = self.load
        let task = Task { try await load(post) }
        inFlight[post] = task
        return try await task.value
    }
}

/// Keeps every load's task, failed ones too: one failure answers every later call.
actor FailureKeepingCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var tasks: [String: Task<String, any Error>] = [:]

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let task = tasks[post] { return try await task.value }
        let load = self.load
        let task = Task { try await load(post) }
        tasks[post] = task
        return try await task.value
    }
}

/// One load in flight for the whole cache: a caller of another post waits for it and gets
/// its body.
actor SingleFlightCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var bodies: [String: String] = [:]
    private var current: Task<String, any Error>?

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let body = bodies[post] { return body }
        if let current { return try await current.value }
        let load = self.load
        let task = Task { try await load(post) }
        current = task
        defer { current = nil }
        let body = try await task.value
        bodies[post] = body
        return body
    }
}

// MARK: - Redux

/// The drill's reducer with one classic mistake, named by `flaw`.
final class FlawedTimelineReducer {
    enum Flaw {
        /// Sends the like itself (and returns the effect too).
        case performsEffect
        /// Keeps what was liked in a variable of its own and decides from it.
        case sharedLedger
        /// `default:` swallows `unlike`.
        case forgetsUnlike
        /// Likes without checking the post is on the timeline and not liked yet.
        case acceptsIllegalLike
    }

    private let flaw: Flaw
    private let api: LikeAPI
    private var ledger: Set<Int> = []

    init(_ flaw: Flaw, api: LikeAPI) {
        self.flaw = flaw
        self.api = api
    }

    func reduce(_ state: TimelineState, _ action: FeedAction) -> (TimelineState, [TimelineEffect]) {
        var next = state
        switch action {
        case .refresh:
            guard !state.isLoading else { return (state, []) }
            next.isLoading = true
            return (next, [.fetchFeed])
        case .loaded(let posts):
            guard state.isLoading else { return (state, []) }
            next.isLoading = false
            next.posts = posts
            next.liked = state.liked.intersection(posts)
            return (next, [])
        case .like(let post):
            let likedAlready = flaw == .sharedLedger ? ledger.contains(post) : state.liked.contains(post)
            if flaw != .acceptsIllegalLike {
                guard state.posts.contains(post), !likedAlready else { return (state, []) }
            }
            ledger.insert(post)
            next.liked.insert(post)
            if flaw == .performsEffect { api.send(like: post) }
            return (next, [.sendLike(post)])
        case .unlike(let post):
            guard flaw != .forgetsUnlike, state.liked.contains(post) else { return (state, []) }
            next.liked.remove(post)
            return (next, [.sendUnlike(post)])
        }
    }
}

// MARK: - Observable model

/// The drill's view model with one classic mistake, named by `flaw`; right in every other
/// way (`@Observable`, `@MainActor`, the newest load wins unless that is the flaw).
@Observable
@MainActor
final class FlawedPostsModel {
    enum Flaw {
        /// A loading flag apart from the result, which a failure does not reset.
        case loadingStaysAfterFailure
        /// No guard against an older load: whichever answer comes last is shown.
        case olderAnswerWins
    }

    private(set) var isLoading = false
    private(set) var posts: [String]?
    private(set) var failure: String?
    @ObservationIgnored private let flaw: Flaw
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private var generation = 0

    init(_ flaw: Flaw, load: @escaping @Sendable () async throws -> [String]) {
        self.flaw = flaw
        self.loadPosts = load
    }

    var loadPhase: LoadPhase {
        if isLoading { return .loading }
        if let posts { return .loaded(posts) }
        return failure == nil ? .idle : .failed
    }

    func load() async {
        generation += 1
        let mine = generation
        isLoading = true
        do {
            let answer = try await loadPosts()
            guard flaw == .olderAnswerWins || mine == generation else { return }
            posts = answer
            isLoading = false
        } catch {
            guard flaw == .olderAnswerWins || mine == generation else { return }
            failure = "\(error)"
            posts = nil
            if flaw != .loadingStaysAfterFailure { isLoading = false }
        }
    }
}

/// A view model that is not `@Observable`: right in every other way, but a view that reads
/// it hears nothing.
@MainActor
final class UnobservedPostsModel: LoadingScreenModel {
    private(set) var loadPhase = LoadPhase.idle
    private let loadPosts: @Sendable () async throws -> [String]
    private var generation = 0

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        generation += 1
        let mine = generation
        loadPhase = .loading
        do {
            let posts = try await loadPosts()
            guard mine == generation else { return }
            loadPhase = .loaded(posts)
        } catch {
            guard mine == generation else { return }
            loadPhase = .failed
        }
    }
}

/// A view model that is not on the main actor: `@unchecked Sendable` silences the compiler,
/// and `load()` runs on the concurrent executor, so the state changes there. Its changes
/// happen one at a time in the check (each while the checker waits), so the control itself
/// races nothing.
@Observable
final class OffMainPostsModel: @unchecked Sendable {
    private(set) var loadPhase = LoadPhase.idle
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private let generation = Atomic<Int>(0)

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        let mine = generation.add(1, ordering: .sequentiallyConsistent).newValue
        loadPhase = .loading
        do {
            let posts = try await loadPosts()
            guard mine == generation.load(ordering: .sequentiallyConsistent) else { return }
            loadPhase = .loaded(posts)
        } catch {
            guard mine == generation.load(ordering: .sequentiallyConsistent) else { return }
            loadPhase = .failed
        }
    }
}

// MARK: - Adapter

/// The drill's adapter with one classic mistake, named by `flaw`.
final class FlawedFeedAdapter: PostSource {
    enum Flaw {
        /// A status other than 200 becomes an empty feed.
        case emptyOnFailure
        /// An item that cannot be read is skipped (`compactMap`).
        case dropsUnreadable
        /// `created_ms` taken as seconds.
        case millisecondsAsSeconds
        /// The cursor is not passed on: every call asks for the first page.
        case firstPageAlways
    }

    private let flaw: Flaw
    private let client: LegacyFeedClient

    init(_ flaw: Flaw, client: LegacyFeedClient) {
        self.flaw = flaw
        self.client = client
    }

    func posts(after: Int?) throws -> [PostSummary] {
        let cursor = flaw == .firstPageAlways ? nil : after.map(String.init)
        let response = client.fetchItems(startingAfter: cursor)
        guard response.status == 200 else {
            if flaw == .emptyOnFailure { return [] }
            throw PostSourceError.unavailable(status: response.status)
        }
        if flaw == .dropsUnreadable { return response.items.compactMap { try? post($0) } }
        return try response.items.map(post)
    }

    private func post(_ item: [String: String]) throws -> PostSummary {
        guard let id = item["post_id"].flatMap({ Int($0) }), let author = item["user"],
            let likes = item["like_count"].flatMap({ Int($0) }),
            let created = item["created_ms"].flatMap({ Double($0) })
        else { throw PostSourceError.unreadable("an item") }
        return PostSummary(
            id: id, author: author, likes: likes, postedAt: flaw == .millisecondsAsSeconds ? created : created / 1000)
    }
}

// MARK: - Visitor

/// Walks with a type switch instead of double dispatch; its `default:` skips the kind added
/// after it was written (the repost).
func typeSwitchWalk(_ nodes: [any FeedNode], _ visitor: any FeedNodeVisitor) {
    for node in nodes {
        switch node {
        case let post as PostNode: visitor.visitPost(post)
        case let comment as CommentNode: visitor.visitComment(comment)
        case let like as LikeNode: visitor.visitLike(like)
        default: break
        }
        typeSwitchWalk(node.children, visitor)
    }
}

/// Sends a repost to the like method, as an `accept` copied from `LikeNode` would.
func repostAsLikeWalk(_ nodes: [any FeedNode], _ visitor: any FeedNodeVisitor) {
    for node in nodes {
        switch node {
        case let post as PostNode: visitor.visitPost(post)
        case let comment as CommentNode: visitor.visitComment(comment)
        case let like as LikeNode: visitor.visitLike(like)
        case let repost as RepostNode: visitor.visitLike(LikeNode(id: repost.id, by: repost.by))
        default: break
        }
        repostAsLikeWalk(node.children, visitor)
    }
}

/// Visits the children before their parent (post-order).
func childrenFirstWalk(_ nodes: [any FeedNode], _ visitor: any FeedNodeVisitor) {
    for node in nodes {
        childrenFirstWalk(node.children, visitor)
        visitOwnKind(node, visitor)
    }
}

/// One node sent to the method of its own kind.
private func visitOwnKind(_ node: any FeedNode, _ visitor: any FeedNodeVisitor) {
    switch node {
    case let post as PostNode: visitor.visitPost(post)
    case let comment as CommentNode: visitor.visitComment(comment)
    case let like as LikeNode: visitor.visitLike(like)
    case let repost as RepostNode: visitor.visitRepost(repost)
    default: break
    }
}

// MARK: - Strategy

/// The right rankings, for the wrong screens below.
struct NewestRanking: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] { posts.sorted { $0.postedAt > $1.postedAt } }
}

struct MostLikedRanking: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        posts.sorted { ($0.likes, $0.postedAt) > ($1.likes, $1.postedAt) }
    }
}

/// Most liked first, ties left in the order they came (Swift's sort keeps them).
struct TiesAsTheyCameRanking: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] { posts.sorted { $0.likes > $1.likes } }
}

/// A screen that switches on a kind of its own and sorts by itself.
final class KindSwitchingScreen: RankingScreen {
    var ranking: any FeedRanking

    init(ranking: any FeedRanking) {
        self.ranking = ranking
    }

    func arrange(_ posts: [RankedPost]) -> [RankedPost] {
        if ranking is MostLikedRanking {
            return posts.sorted { ($0.likes, $0.postedAt) > ($1.likes, $1.postedAt) }
        }
        return posts.sorted { $0.postedAt > $1.postedAt }
    }
}

/// A screen that takes the ranking's method once, in its initializer.
final class FirstRankingScreen: RankingScreen {
    var ranking: any FeedRanking
    private let rank: ([RankedPost]) -> [RankedPost]

    init(ranking: any FeedRanking) {
        self.ranking = ranking
        self.rank = ranking.rank
    }

    func arrange(_ posts: [RankedPost]) -> [RankedPost] {
        rank(posts)
    }
}

// MARK: - Template method

/// The drill's sharer with one classic mistake, named by `flaw`, in its template method or
/// its Markdown subclass.
class FlawedSharer {
    enum Flaw {
        /// Shares a post `validate` refused.
        case ignoresRefusal
        /// Renders before it validates.
        case rendersFirst
        /// Delivers the rendering without signing it.
        case skipsSign
        /// The Markdown sharer puts the footer in its own rendering.
        case footerInRender
    }

    let flaw: Flaw
    private(set) var delivered: [String] = []

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    final func share(_ post: SharedPost) -> Bool {
        switch flaw {
        case .ignoresRefusal:
            _ = validate(post)
            deliver(sign(render(post)))
            return true
        case .rendersFirst:
            let rendered = render(post)
            guard validate(post) else { return false }
            deliver(sign(rendered))
            return true
        case .skipsSign:
            guard validate(post) else { return false }
            deliver(render(post))
            return true
        case .footerInRender:
            guard validate(post) else { return false }
            deliver(sign(render(post)))
            return true
        }
    }

    func validate(_ post: SharedPost) -> Bool { !post.text.isEmpty }
    func render(_ post: SharedPost) -> String { post.text }
    final func sign(_ text: String) -> String { text + "\n— shared from Futubra" }
    func deliver(_ text: String) { delivered.append(text) }
}

final class RecordingFlawedSharer: FlawedSharer {
    let record: (String) -> Void
    let refuse: Bool

    init(_ flaw: Flaw, record: @escaping (String) -> Void, refuse: Bool) {
        self.record = record
        self.refuse = refuse
        super.init(flaw)
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

final class FlawedPlainSharer: FlawedSharer {
    override func render(_ post: SharedPost) -> String { "\(post.author): \(post.text)" }
}

final class FlawedMarkdownSharer: FlawedSharer {
    override func validate(_ post: SharedPost) -> Bool { super.validate(post) && post.text.count <= 280 }

    override func render(_ post: SharedPost) -> String {
        let rendered = "**\(post.author)**: \(post.text)"
        return flaw == .footerInRender ? sign(rendered) : rendered
    }
}

// MARK: - Mediator

/// The mediator drill's screen with one classic mistake, named by `flaw`.
final class FlawedComposeScreen: ComposeGroup {
    enum Flaw {
        /// The text box holds the Post button and enables it itself.
        case textBoxHoldsButton
        /// The colleagues hold the mediator strongly.
        case strongMediator
        /// The mediator forgets the counter.
        case forgetsCounter
        /// The mediator posts but does not clear the box.
        case forgetsClear
    }

    final class TextBox {
        weak var mediator: FlawedComposeScreen?
        var strongMediator: FlawedComposeScreen?
        weak var button: PostButton?
        private(set) var text = ""

        func type(_ text: String) {
            self.text = text
            button?.isEnabled = !text.allSatisfy(\.isWhitespace) && text.count <= 280
            (mediator ?? strongMediator)?.textChanged()
        }
    }

    final class PostButton {
        weak var mediator: FlawedComposeScreen?
        var strongMediator: FlawedComposeScreen?
        var isEnabled = false

        func tap() { (mediator ?? strongMediator)?.postTapped() }
    }

    final class Counter {
        var remaining = 280
    }

    let flaw: Flaw
    let textBox = TextBox()
    let postButton = PostButton()
    let counter = Counter()
    private(set) var postedTexts: [String] = []

    init(_ flaw: Flaw) {
        self.flaw = flaw
        if flaw == .strongMediator {
            textBox.strongMediator = self
            postButton.strongMediator = self
        } else {
            textBox.mediator = self
            postButton.mediator = self
        }
        if flaw == .textBoxHoldsButton { textBox.button = postButton }
    }

    func textChanged() {
        let text = textBox.text
        if flaw != .forgetsCounter { counter.remaining = 280 - text.count }
        if flaw != .textBoxHoldsButton {
            postButton.isEnabled = !text.allSatisfy(\.isWhitespace) && text.count <= 280
        }
    }

    func postTapped() {
        guard postButton.isEnabled else { return }
        postedTexts.append(textBox.text)
        if flaw != .forgetsClear { textBox.type("") }
    }

    var colleagueObjects: [AnyObject] { [textBox, postButton, counter] }
    var isPostEnabled: Bool { postButton.isEnabled }
    var remaining: Int { counter.remaining }
    func type(_ text: String) { textBox.type(text) }
    func tapPost() { postButton.tap() }
}

// MARK: - Abstract factory

/// A dark theme whose badge was copied from the light one.
struct CopiedBadgeDarkTheme: ThemeFactory {
    func makeButton(_ title: String) -> any ThemedControl { FamilyControl(family: "dark", kind: "button") }
    func makeBadge(_ count: Int) -> any ThemedControl { FamilyControl(family: "light", kind: "badge") }
    func makeDivider() -> any ThemedControl { FamilyControl(family: "dark", kind: "divider") }
}

/// A header that makes its divider itself, in the light family.
func selfMadeDividerHeader(_ theme: any ThemeFactory) -> [any ThemedControl] {
    [theme.makeButton("New post"), theme.makeBadge(3), FamilyControl(family: "light", kind: "divider")]
}

/// A header that ignores its theme and asks for the light one everywhere.
func lightOnlyHeader(_ theme: any ThemeFactory) -> [any ThemedControl] {
    let light = FamilyTheme(family: "light")
    return [light.makeButton("New post"), light.makeBadge(3), light.makeDivider()]
}

// MARK: - Facade

/// The facade drill's facade with one classic mistake, named by `flaw`.
struct FlawedPublishingFacade: Publishing {
    enum Flaw {
        /// Uploads the photo before moderation.
        case uploadsFirst
        /// Puts the local file name on the timeline.
        case localFileName
        /// Swallows moderation's refusal.
        case swallowsRefusal
        /// Publishes without the photo when its upload fails.
        case dropsFailedPhoto
    }

    let flaw: Flaw
    let subsystems: RecordingSubsystems

    func publish(_ text: String, photo: String?) throws -> Int {
        var media: String?
        if flaw == .uploadsFirst, let photo { media = try subsystems.upload(photo) }
        if flaw == .swallowsRefusal { try? subsystems.check(text) } else { try subsystems.check(text) }
        if flaw != .uploadsFirst, let photo {
            if flaw == .dropsFailedPhoto {
                media = try? subsystems.upload(photo)
            } else {
                let address = try subsystems.upload(photo)
                media = flaw == .localFileName ? photo : address
            }
        }
        let id = subsystems.insert(text: text, media: media)
        subsystems.notifyFollowers(ofPost: id)
        return id
    }
}

// MARK: - Factory method

/// The drill's sender with one classic mistake, named by `flaw`.
class FlawedSender {
    enum Flaw {
        /// `send` makes a push message itself.
        case namesPushMessage
        /// `send` keeps the first message it made.
        case keepsFirstMessage
        /// The e-mail sender does not override the factory method.
        case emailForgetsOverride
    }

    struct Push: NotificationMessage {
        func compose(_ text: String, for user: String) -> String { "🔔 \(user): \(text)" }
    }

    struct Email: NotificationMessage {
        func compose(_ text: String, for user: String) -> String { "To: \(user) — \(text)" }
    }

    let flaw: Flaw
    private var first: (any NotificationMessage)?

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func makeMessage() -> any NotificationMessage { EmptyMessage() }

    final func send(_ text: String, to user: String) -> String {
        switch flaw {
        case .namesPushMessage:
            return Push().compose(text, for: user)
        case .keepsFirstMessage:
            let message = first ?? makeMessage()
            first = message
            return message.compose(text, for: user)
        case .emailForgetsOverride:
            return makeMessage().compose(text, for: user)
        }
    }
}

final class FlawedProbeSender: FlawedSender {
    let record: (String) -> Void

    init(_ flaw: Flaw, record: @escaping (String) -> Void) {
        self.record = record
        super.init(flaw)
    }

    override func makeMessage() -> any NotificationMessage {
        record("made")
        return ProbeMessage(record: record)
    }
}

final class FlawedPushSender: FlawedSender {
    override func makeMessage() -> any NotificationMessage { Push() }
}

final class FlawedEmailSender: FlawedSender {
    override func makeMessage() -> any NotificationMessage {
        flaw == .emailForgetsOverride ? super.makeMessage() : Email()
    }
}
