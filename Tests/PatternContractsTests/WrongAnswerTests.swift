import ContractSupport
import Synchronization
import Testing

@testable import DrillSkeletons

// The typical wrong answer to each drill, checked as the drill checks a learner's code: it
// must fail, with the message that names the property it breaks.

@Suite("A typical wrong answer to each drill fails, naming the property it breaks", .timeLimit(.minutes(1)), .watchdog)
struct WrongAnswerTests {
    @Test("singleton: check, unlock, create, store lets two first callers create", .tags(.control))
    func checkThenCreate() async throws {
        try await FirstUseRace.alone {
            await expectViolation(of: "the shared object is created once") {
                await checkSafeFirstUse { create in
                    let naive = CheckThenCreate(create)
                    return { naive.value }
                }
            }
        }
    }

    @Test("observer: a publisher that captures its subscribers strongly keeps them alive", .tags(.control))
    func strongPublisher() {
        expectViolation(of: "the subject must not keep a subscriber alive", "a subscriber that is gone hears nothing") {
            checkObserverContract([.subscribersNotRetained]) {
                let publisher = StrongPublisher()
                return ObserverHarness(
                    subscribe: { subscriber in publisher.subscribe { subscriber.hear($0) } },
                    cancel: { _ in }, publish: publisher.publish, events: ObserverProofs.events)
            }
        }
    }

    @Test("observer: delivering to a copy of the list reaches a subscription cancelled mid-delivery", .tags(.control))
    func snapshotPublisher() {
        expectViolation(of: "a subscription cancelled by an earlier subscriber while an event is delivered") {
            checkObserverContract([.cancelledDuringDelivery]) {
                let publisher = SnapshotPublisher()
                return ObserverHarness(
                    subscribe: { subscriber in publisher.subscribe { [weak subscriber] in subscriber?.hear($0) } },
                    cancel: { ($0 as? SnapshotPublisher.Token)?.cancel() }, publish: publisher.publish,
                    events: ObserverProofs.events)
            }
        }
    }

    @Test("command: an editor that keeps only the text before the last edit undoes one step", .tags(.control))
    func oneStepUndo() {
        expectViolation(of: "undo steps back one edit at a time, but undo number 2") {
            CommandProofs.check(OneStepEditor.self)
        }
    }

    @Test("memento: a memento that shares the composer's storage sees later edits", .tags(.control))
    func sharedMemento() {
        expectViolation(of: "restoring a memento gives back exactly the state it captured") {
            MementoProofs.check(SharingComposer.self)
        }
    }

    @Test(
        "memento: a memento that is only a number into the composer's own history restores nothing elsewhere",
        .tags(.control))
    func handleMemento() {
        expectViolation(of: "a memento carries a copy of the state") {
            MementoProofs.check(HistoryIndexComposer.self)
        }
    }

    @Test("proxy: a cache that is never refreshed serves a removed post", .tags(.control))
    func staleCache() {
        expectViolation(of: "a write through the proxy refreshes its copy, but after removing #3") {
            ProxyProofs.check { StaleCachingProxy(subject: $0) }
        }
    }

    @Test("decorator: a decorator that retries every error retries a refusal", .tags(.control))
    func retriesEverything() {
        expectViolation(of: "a refusal is not retried") {
            DecoratorProofs.check { RetryEverything(base: $0) }
        }
    }

    @Test("state: switching on the event alone accepts moves the phase does not allow", .tags(.control))
    func eventOnlySwitch() {
        expectViolation(of: "is not a legal move and must be refused") {
            StateProofs.check { phase, event in
                let next: PublicationPhase =
                    switch event {
                    case .submit: .inReview
                    case .approve: .published
                    case .reject: .draft
                    case .delete: .deleted
                    }
                return (true, phase == next ? phase : next)
            }
        }
    }

    @Test("builder: a builder that is a class changes the original when a branch is changed", .tags(.control))
    func classBuilder() {
        expectViolation(of: "a builder is a value") {
            BuilderProofs.check(SharedQueryBuilder.self)
        }
    }

    @Test("iterator: iterators that share one position are not independent", .tags(.control))
    func sharedCursor() {
        expectViolation(of: "the collection can be traversed again", "two iterators are independent") {
            checkIteratorContract(
                SharedCursorArchive(posts: IteratorProofs.newestFirst), yields: IteratorProofs.newestFirst)
        }
    }

    @Test("flyweight: a pool keyed on initials gives two users one avatar", .tags(.control))
    func initialsPool() async {
        await expectViolation(of: "keys that differ get their own objects") {
            await checkFlyweightContract(keys: FlyweightProofs.keys) {
                let pool = InitialsPool()
                return { pool.avatar(for: $0) }
            }
        }
    }

    @Test("chain of responsibility: broadcasting to every responder lets a handled action climb on", .tags(.control))
    func broadcast() {
        expectViolation(of: "visited [button, cell, list, screen] instead of") {
            ChainProofs.check(BroadcastResponder.self)
        }
    }

    @Test("mvvm: a view model that likes only on screen never tells the server", .tags(.control))
    func optimisticLike() {
        expectViolation(of: "a like is sent to the server") {
            MVVMProofs.check(LocalLikeViewModel.self)
        }
    }
}

// MARK: - The wrong answers

/// Holds every handler strongly and cannot cancel.
private final class StrongPublisher {
    private var handlers: [(FeedEvent) -> Void] = []

    func subscribe(_ handler: @escaping (FeedEvent) -> Void) -> AnyObject {
        handlers.append(handler)
        return self
    }

    func publish(_ event: FeedEvent) {
        for handler in handlers { handler(event) }
    }
}

/// Weak and cancellable, but delivers to the list as it was when delivery began.
private final class SnapshotPublisher {
    final class Token {
        let cancel: () -> Void
        init(cancel: @escaping () -> Void) { self.cancel = cancel }
    }

    private var handlers: [(id: Int, handler: (FeedEvent) -> Void)] = []

    func subscribe(_ handler: @escaping (FeedEvent) -> Void) -> AnyObject {
        let id = handlers.count
        handlers.append((id, handler))
        return Token { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }

    func publish(_ event: FeedEvent) {
        for entry in handlers { entry.handler(event) }
    }
}

private struct OneStepEditor: UndoableEditor {
    private(set) var text = ""
    private var previous: String?

    mutating func perform(_ edit: TextEdit) {
        previous = text
        _ = edit.apply(to: &text)
    }

    mutating func undo() {
        if let previous { text = previous }
    }

    mutating func redo() {}
}

private final class DraftBox {
    var text = ""
    var cursor = 0
}

private final class SharingComposer: DraftKeeping {
    private let draft = DraftBox()
    var text: String { draft.text }
    var cursor: Int { draft.cursor }

    func type(_ words: String) {
        draft.text.insert(contentsOf: words, at: draft.text.index(draft.text.startIndex, offsetBy: draft.cursor))
        draft.cursor += words.count
    }

    func moveCursor(to position: Int) { draft.cursor = max(0, min(position, draft.text.count)) }
    func save() -> DraftBox { draft }

    func restore(_ checkpoint: DraftBox) {
        draft.text = checkpoint.text
        draft.cursor = checkpoint.cursor
    }
}

/// Keeps its checkpoints itself and hands out their positions.
private final class HistoryIndexComposer: DraftKeeping {
    private(set) var text = ""
    private(set) var cursor = 0
    private var history: [(text: String, cursor: Int)] = []

    func type(_ words: String) {
        text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += words.count
    }

    func moveCursor(to position: Int) { cursor = max(0, min(position, text.count)) }

    func save() -> Int {
        history.append((text, cursor))
        return history.count - 1
    }

    func restore(_ checkpoint: Int) {
        guard history.indices.contains(checkpoint) else { return }
        (text, cursor) = history[checkpoint]
    }
}

private final class StaleCachingProxy: FeedService {
    private let subject: any FeedService
    private var copy: [Int]?

    init(subject: any FeedService) { self.subject = subject }

    func feed() -> [Int] {
        if let copy { return copy }
        let fresh = subject.feed()
        copy = fresh
        return fresh
    }

    func remove(_ post: Int) { subject.remove(post) }
}

private struct RetryEverything: FeedLoader {
    let base: any FeedLoader

    func loadFeed() throws -> [Int] {
        for _ in 1..<3 {
            if let feed = try? base.loadFeed() { return feed }
        }
        return try base.loadFeed()
    }
}

private final class SharedQueryBuilder: QueryBuilding {
    private var author: String?
    private var count = 20

    func by(_ author: String) -> Self {
        self.author = author
        return self
    }

    func limit(_ count: Int) -> Self {
        self.count = count
        return self
    }

    func build() throws -> FeedQuery {
        guard (1...100).contains(count) else { throw FeedQueryError(description: "limit '\(count)' is out of range") }
        if let author, !author.allSatisfy(\.isLowercase) {
            throw FeedQueryError(description: "author '\(author)' is not lowercase")
        }
        return FeedQuery(author: author, limit: count)
    }
}

private struct SharedCursorArchive: Sequence {
    final class Cursor: IteratorProtocol {
        let posts: [ArchivedPost]
        var position = 0
        init(posts: [ArchivedPost]) { self.posts = posts }

        func next() -> ArchivedPost? {
            guard position < posts.count else { return nil }
            defer { position += 1 }
            return posts[position]
        }
    }

    let cursor: Cursor

    init(posts: [ArchivedPost]) { cursor = Cursor(posts: posts) }

    func makeIterator() -> Cursor { cursor }
}

private final class InitialsPool: Sendable {
    private let glyphs = Mutex<[String: AvatarGlyph]>([:])

    func avatar(for user: String) -> AvatarGlyph {
        glyphs.withLock { glyphs in
            let key = String(user.prefix(2)).uppercased()
            if let glyph = glyphs[key] { return glyph }
            let glyph = AvatarGlyph(user: user)
            glyphs[key] = glyph
            return glyph
        }
    }
}

private final class BroadcastResponder: Responding {
    let next: BroadcastResponder?
    private let handles: (String) -> Bool

    init(name: String, next: BroadcastResponder?, handles: @escaping (String) -> Bool) {
        self.next = next
        self.handles = handles
    }

    func handle(_ action: String) -> Bool {
        let here = handles(action)
        let above = next?.handle(action) ?? false
        return here || above
    }
}

private final class LocalLikeViewModel: FeedScreenModel {
    private let server: any FeedServer
    private var posts: [FeedPost]?

    init(server: any FeedServer) { self.server = server }

    var lines: [String] {
        guard let posts else { return ["[Retry]"] }
        return posts.map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]" }
    }

    func load() { posts = try? server.loadFeed() }
    func retry() { load() }

    /// Likes on screen only: the server never hears of it.
    func toggleLike(post: Int) {
        guard var shown = posts, let index = shown.firstIndex(where: { $0.id == post }) else { return }
        shown[index].likedByMe.toggle()
        shown[index].likes += shown[index].likedByMe ? 1 : -1
        posts = shown
    }
}
