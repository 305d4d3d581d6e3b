import ContractSupport
import Observation
import Synchronization

@testable import DrillSkeletons

// Correct answers to the drills dependency-injection, cacheable-request, redux and
// observable-model, written differently from the catalogue's solutions. RightAnswerTestsA
// proves each passes its drill's checks.

// MARK: - Dependency injection

/// The headlines model as a value that holds its store.
struct HeadlinesValue {
    let store: any HeadlineStore

    func headlines() -> [String] {
        store.titles()
    }
}

/// A container keyed by the type's name, whose shared registrations wrap their factory in a
/// closure that keeps what it made the first time.
final class ClosureContainer: ServiceContainer {
    private var makers: [String: () throws -> Any] = [:]

    func register<Service>(
        _ type: Service.Type, _ lifetime: DependencyContainer.Lifetime,
        make: @escaping (DependencyContainer) throws -> Service
    ) {
        let container = DependencyContainer()
        switch lifetime {
        case .transient:
            makers["\(type)"] = { try make(container) }
        case .shared:
            var made: Service?
            makers["\(type)"] = {
                if let made { return made }
                let instance = try make(container)
                made = instance
                return instance
            }
        }
    }

    func resolve<Service>(_ type: Service.Type) throws -> Service {
        guard let make = makers["\(type)"], let instance = try make() as? Service else {
            throw ResolutionError.notRegistered("\(type)")
        }
        return instance
    }
}

// MARK: - Cacheable request

/// No actor: a lock over each post's slot, and the callers that find a load in flight wait
/// on continuations that its leader resumes.
final class WaitingListCache: BodyCaching {
    private enum Slot {
        case loading([CheckedContinuation<String, any Error>])
        case loaded(String)
    }

    private enum Step {
        case done(String)
        case wait, lead
    }

    private let load: @Sendable (String) async throws -> String
    private let slots = Mutex<[String: Slot]>([:])

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        let load = self.load
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            let step: Step = slots.withLock { slots in
                switch slots[post] {
                case .loaded(let body): return .done(body)
                case .loading(let waiting):
                    slots[post] = .loading(waiting + [continuation])
                    return .wait
                case nil:
                    slots[post] = .loading([continuation])
                    return .lead
                }
            }
            switch step {
            case .done(let body): continuation.resume(returning: body)
            case .wait: break
            case .lead:
                Task {
                    let answer: Result<String, any Error>
                    do { answer = .success(try await load(post)) } catch { answer = .failure(error) }
                    let waiting: [CheckedContinuation<String, any Error>] = slots.withLock { slots in
                        guard case .loading(let waiting) = slots[post] else { return [] }
                        if case .success(let body) = answer { slots[post] = .loaded(body) } else { slots[post] = nil }
                        return waiting
                    }
                    for waiter in waiting { waiter.resume(with: answer) }
                }
            }
        }
    }
}

/// The catalogue's design on the main actor instead of an actor of its own: its code runs
/// on the main queue, not on the callers' executor.
@MainActor
final class MainActorBodyCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var loads: [String: Task<String, any Error>] = [:]
    private var bodies: [String: String] = [:]

    nonisolated init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let body = bodies[post] { return body }
        if let task = loads[post] { return try await task.value }
        let load = self.load
        let task = Task { try await load(post) }
        loads[post] = task
        defer { loads[post] = nil }
        let body = try await task.value
        bodies[post] = body
        return body
    }
}

// MARK: - Redux

extension TimelineState {
    /// The reducer as a mutating method on a copy of the state; it returns the effects.
    mutating func apply(_ action: FeedAction) -> [TimelineEffect] {
        switch action {
        case .refresh where !isLoading:
            isLoading = true
            return [.fetchFeed]
        case .loaded(let fresh) where isLoading:
            (posts, isLoading) = (fresh, false)
            liked.formIntersection(fresh)
            return []
        case .like(let post) where posts.contains(post) && !liked.contains(post):
            liked.insert(post)
            return [.sendLike(post)]
        case .unlike(let post) where liked.contains(post):
            liked.remove(post)
            return [.sendUnlike(post)]
        case .refresh, .loaded, .like, .unlike:
            return []
        }
    }
}

// MARK: - Observable model

/// Cancels the load in flight when a new one starts, and drops the answer of a cancelled one.
@Observable
@MainActor
final class CancellingPostsModel: LoadingScreenModel {
    private(set) var loadPhase = LoadPhase.idle
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private var current: Task<[String], any Error>?

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        current?.cancel()
        let loadPosts = self.loadPosts
        let task = Task { try await loadPosts() }
        current = task
        loadPhase = .loading
        let answer = await task.result
        guard !task.isCancelled else { return }
        switch answer {
        case .success(let posts): loadPhase = .loaded(posts)
        case .failure: loadPhase = .failed
        }
    }
}

/// Runs loads one after another: a second load waits for the first to end, then loads
/// again, so the newest answer is the last one shown.
@Observable
@MainActor
final class QueuedPostsModel: LoadingScreenModel {
    private(set) var loadPhase = LoadPhase.idle
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private var previous: Task<Void, Never>?

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        let before = previous
        let task = Task { @MainActor in
            await before?.value
            loadPhase = .loading
            do {
                loadPhase = .loaded(try await loadPosts())
            } catch {
                loadPhase = .failed
            }
        }
        previous = task
        await task.value
    }
}

// MARK: - Adapter

/// The adapter as an object that holds the client's method, not the client, and reads an
/// item through a small decoder of its own.
struct FetchingAdapter: PostSource {
    let fetch: (String?) -> LegacyFeedClient.Response

    func posts(after: Int?) throws -> [PostSummary] {
        let response = fetch(after.map { "\($0)" })
        if response.status != 200 { throw PostSourceError.unavailable(status: response.status) }
        var posts: [PostSummary] = []
        for item in response.items {
            let fields = try ["post_id", "user", "like_count", "created_ms"].map { key in
                guard let value = item[key] else { throw PostSourceError.unreadable(key) }
                return value
            }
            guard let id = Int(fields[0]), let likes = Int(fields[2]), let milliseconds = Int(fields[3]) else {
                throw PostSourceError.unreadable("a number")
            }
            posts.append(PostSummary(id: id, author: fields[1], likes: likes, postedAt: Double(milliseconds) / 1000))
        }
        return posts
    }
}

// MARK: - Visitor

/// The thread as an enum, walked with an explicit stack: an exhaustive `switch` (no
/// `default:`) is Swift's other answer to a new kind, since the compiler flags every switch
/// that misses it.
indirect enum ThreadItem {
    case post(Int, [ThreadItem])
    case comment(Int, [ThreadItem])
    case like(Int)
    case repost(Int)

    static func walk(_ items: [ThreadItem], record: (String) -> Void) {
        var stack = Array(items.reversed())
        while let item = stack.popLast() {
            switch item {
            case .post(let id, let children):
                record("post #\(id)")
                stack += children.reversed()
            case .comment(let id, let children):
                record("comment #\(id)")
                stack += children.reversed()
            case .like(let id): record("like #\(id)")
            case .repost(let id): record("repost #\(id)")
            }
        }
    }

    /// The drill's feed as items.
    static var feed: [ThreadItem] {
        [
            .post(1, [.comment(2, [.like(3), .comment(4, [])]), .like(5), .repost(6)]), .post(7, [.repost(8)]),
        ]
    }
}

// MARK: - Strategy

/// The strategy as a plain function held by the screen, wrapped from whatever ranking it is
/// given each time one is set.
final class FunctionRankingScreen: RankingScreen {
    private var order: ([RankedPost]) -> [RankedPost]

    var ranking: any FeedRanking {
        didSet { order = ranking.rank }
    }

    init(ranking: any FeedRanking) {
        self.ranking = ranking
        self.order = ranking.rank
    }

    func arrange(_ posts: [RankedPost]) -> [RankedPost] {
        order(posts)
    }
}

/// Most liked first with the ties broken in a second pass, newest first.
struct GroupedMostLiked: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        Dictionary(grouping: posts, by: \.likes).sorted { $0.key > $1.key }
            .flatMap { $0.value.sorted { $0.postedAt > $1.postedAt } }
    }
}

// MARK: - Template method

/// The template method as a protocol extension: the steps are requirements, `share` is
/// defined once in the extension (and not a requirement, so no conformer can replace it).
protocol SharingSteps: AnyObject {
    var delivered: [String] { get set }
    func validate(_ post: SharedPost) -> Bool
    func render(_ post: SharedPost) -> String
    func deliver(_ text: String)
}

extension SharingSteps {
    @discardableResult
    func share(_ post: SharedPost) -> Bool {
        guard validate(post) else { return false }
        deliver(render(post) + "\n— shared from Futubra")
        return true
    }

    func deliver(_ text: String) { delivered.append(text) }
}

final class ProtocolSharer: SharingSteps {
    enum Style {
        case plain, markdown
        case recording((String) -> Void, refuse: Bool)
    }

    let style: Style
    var delivered: [String] = []

    init(_ style: Style) {
        self.style = style
    }

    func validate(_ post: SharedPost) -> Bool {
        switch style {
        case .plain: return !post.text.isEmpty
        case .markdown: return !post.text.isEmpty && post.text.count <= 280
        case .recording(let record, let refuse):
            record("validate")
            return !refuse && !post.text.isEmpty
        }
    }

    func render(_ post: SharedPost) -> String {
        switch style {
        case .plain: return "\(post.author): \(post.text)"
        case .markdown: return "**\(post.author)**: \(post.text)"
        case .recording(let record, _):
            record("render")
            return post.text
        }
    }

    func deliver(_ text: String) {
        if case .recording(let record, _) = style { record("deliver") }
        delivered.append(text)
    }
}

// MARK: - Mediator

/// Colleagues that report through closures the mediator gives them (capturing it weakly),
/// so no colleague has a property that names the mediator's type.
final class ClosureComposeScreen: ComposeGroup {
    final class TextBox {
        var onChange: (String) -> Void = { _ in }
        private(set) var text = ""

        func type(_ text: String) {
            self.text = text
            onChange(text)
        }
    }

    final class PostButton {
        var onTap: () -> Void = {}
        var isEnabled = false

        func tap() { onTap() }
    }

    final class Counter {
        var remaining = 280
    }

    let textBox = TextBox()
    let postButton = PostButton()
    let counter = Counter()
    private(set) var postedTexts: [String] = []

    init() {
        textBox.onChange = { [weak self] text in
            guard let self else { return }
            counter.remaining = 280 - text.count
            postButton.isEnabled = text.contains { !$0.isWhitespace } && text.count <= 280
        }
        postButton.onTap = { [weak self] in
            guard let self, postButton.isEnabled else { return }
            postedTexts.append(textBox.text)
            textBox.type("")
        }
    }

    var colleagueObjects: [AnyObject] { [textBox, postButton, counter] }
    var isPostEnabled: Bool { postButton.isEnabled }
    var remaining: Int { counter.remaining }
    func type(_ text: String) { textBox.type(text) }
    func tapPost() { postButton.tap() }
}

// MARK: - Facade

/// The facade as a struct of the steps' functions, the photo's upload folded into an
/// optional chain with a `do`/`catch` that rethrows.
struct StepsFacade: Publishing {
    let check: (String) throws -> Void
    let upload: (String) throws -> String
    let insert: (String, String?) -> Int
    let notify: (Int) -> Void

    init(_ subsystems: RecordingSubsystems) {
        check = subsystems.check
        upload = subsystems.upload
        insert = { subsystems.insert(text: $0, media: $1) }
        notify = subsystems.notifyFollowers
    }

    func publish(_ text: String, photo: String?) throws -> Int {
        do {
            try check(text)
            var media: String?
            if let photo { media = try upload(photo) }
            let id = insert(text, media)
            notify(id)
            return id
        } catch {
            throw error
        }
    }
}

// MARK: - Factory method

/// The creator as a protocol whose factory method's product is an associated type, `send`
/// written once in an extension.
protocol MessageSending {
    associatedtype Message: NotificationMessage
    func makeMessage() -> Message
}

extension MessageSending {
    func send(_ text: String, to user: String) -> String {
        makeMessage().compose(text, for: user)
    }
}

struct PushMessageSender: MessageSending {
    struct Message: NotificationMessage {
        func compose(_ text: String, for user: String) -> String { "🔔 \(user): \(text)" }
    }

    func makeMessage() -> Message { Message() }
}

struct EmailMessageSender: MessageSending {
    struct Message: NotificationMessage {
        func compose(_ text: String, for user: String) -> String { "To: \(user) — \(text)" }
    }

    func makeMessage() -> Message { Message() }
}

struct ProbeMessageSender: MessageSending {
    let record: (String) -> Void

    func makeMessage() -> ProbeMessage {
        record("made")
        return ProbeMessage(record: record)
    }
}
