import Dispatch
import Foundation
import Synchronization

@testable import DrillSkeletons

// Correct answers to the drills written differently from the catalogue's solutions: other
// data structures, other shapes of the pattern, other locks. RightAnswerTests proves each
// passes its drill's checks: a checker must reject wrong answers without rejecting a right
// one written in a way its author did not think of.

// MARK: - Observer

/// Slots that cancellation empties in place (tombstones), swept once no delivery is running;
/// a delivery walks the slots there were when it began, by index.
final class TombstonePublisher: FeedPublishing {
    final class Token: Cancelling {
        private weak var slot: Slot?
        private weak var publisher: TombstonePublisher?

        fileprivate init(slot: Slot, publisher: TombstonePublisher) {
            self.slot = slot
            self.publisher = publisher
        }

        func cancel() {
            slot?.sink = nil
            publisher?.sweepIfIdle()
        }

        deinit { cancel() }
    }

    fileprivate final class Slot {
        var sink: ((FeedEvent) -> Bool)?
        init(sink: @escaping (FeedEvent) -> Bool) { self.sink = sink }
    }

    private var slots = ContiguousArray<Slot>()
    private var depth = 0
    private var queued: [FeedEvent] = []

    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Token {
        let slot = Slot { [weak subscriber] event in
            guard let subscriber else { return false }
            handler(subscriber, event)
            return true
        }
        slots.append(slot)
        return Token(slot: slot, publisher: self)
    }

    func publish(_ event: FeedEvent) {
        queued.append(event)
        guard depth == 0 else { return }
        depth += 1
        while !queued.isEmpty {
            let event = queued.removeFirst()
            let count = slots.count
            for index in 0..<count {
                if let sink = slots[index].sink, !sink(event) { slots[index].sink = nil }
            }
        }
        depth -= 1
        sweepIfIdle()
    }

    fileprivate func sweepIfIdle() {
        if depth == 0 { slots.removeAll { $0.sink == nil } }
    }
}

/// The token is the record: the publisher holds its tokens weakly, and each token holds its
/// subscriber weakly.
final class WeakTokenPublisher: FeedPublishing {
    final class Token: Cancelling {
        fileprivate let deliver: (FeedEvent) -> Void
        fileprivate var isCancelled = false

        fileprivate init(deliver: @escaping (FeedEvent) -> Void) {
            self.deliver = deliver
        }

        func cancel() { isCancelled = true }
    }

    private struct WeakToken {
        weak var token: Token?
    }

    private var tokens: [WeakToken] = []
    private var waiting: [FeedEvent]?

    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Token {
        let token = Token { [weak subscriber] event in
            if let subscriber { handler(subscriber, event) }
        }
        tokens.append(WeakToken(token: token))
        return token
    }

    func publish(_ event: FeedEvent) {
        if waiting != nil {
            waiting?.append(event)
            return
        }
        waiting = [event]
        while let next = waiting?.first {
            waiting?.removeFirst()
            tokens.removeAll { $0.token == nil || $0.token?.isCancelled == true }
            for token in tokens.compactMap(\.token) where !token.isCancelled {
                token.deliver(next)
            }
        }
        waiting = nil
    }
}

/// An order of ids and a dictionary of handlers: a delivery walks a copy of the order and
/// looks each handler up at its turn, so one removed meanwhile is not found.
final class OrderedHandlersPublisher: FeedPublishing {
    final class Token: Cancelling {
        private var remove: (() -> Void)?
        init(remove: @escaping () -> Void) { self.remove = remove }

        func cancel() {
            remove?()
            remove = nil
        }

        deinit { remove?() }
    }

    private var order: [Int] = []
    private var handlers: [Int: (FeedEvent) -> Void] = [:]
    private var nextID = 0
    private var backlog: [FeedEvent] = []
    private var busy = false

    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Token {
        let id = nextID
        nextID += 1
        order.append(id)
        handlers[id] = { [weak subscriber] event in
            if let subscriber { handler(subscriber, event) }
        }
        return Token { [weak self] in
            self?.handlers[id] = nil
            self?.order.removeAll { $0 == id }
        }
    }

    func publish(_ event: FeedEvent) {
        backlog.append(event)
        guard !busy else { return }
        busy = true
        defer { busy = false }
        while !backlog.isEmpty {
            let event = backlog.removeFirst()
            for id in order {
                handlers[id]?(event)
            }
        }
    }
}

// MARK: - Command

/// One history of (edit, inverse) pairs and a cursor into it.
struct HistoryCursorEditor: UndoableEditor {
    private(set) var text = ""
    private var history: [(forward: TextEdit, backward: TextEdit)] = []
    private var cursor = 0

    mutating func perform(_ edit: TextEdit) {
        history.removeSubrange(cursor...)
        history.append((edit, edit.apply(to: &text)))
        cursor = history.count
    }

    mutating func undo() {
        guard cursor > 0 else { return }
        cursor -= 1
        _ = history[cursor].backward.apply(to: &text)
    }

    mutating func redo() {
        guard cursor < history.count else { return }
        _ = history[cursor].forward.apply(to: &text)
        cursor += 1
    }
}

/// Snapshots of the whole text (a memento per edit), with the redo stack cleared by a new
/// edit: behaviour the command contract cannot tell from commands.
struct SnapshotEditor: UndoableEditor {
    private(set) var text = ""
    private var before: [String] = []
    private var after: [String] = []

    mutating func perform(_ edit: TextEdit) {
        before.append(text)
        after.removeAll()
        _ = edit.apply(to: &text)
    }

    mutating func undo() {
        guard let previous = before.popLast() else { return }
        after.append(text)
        text = previous
    }

    mutating func redo() {
        guard let next = after.popLast() else { return }
        before.append(text)
        text = next
    }
}

/// Snapshot commands, as `UndoManager.registerUndo` records them: each step knows the value
/// before and after, and undo and redo move one step along a list of them.
final class SnapshotCommandEditor: UndoableEditor {
    private struct Change {
        let old: String
        let new: String
    }

    private(set) var text = ""
    private var done: [Change] = []
    private var undone: [Change] = []

    init() {}

    func perform(_ edit: TextEdit) {
        let old = text
        _ = edit.apply(to: &text)
        done.append(Change(old: old, new: text))
        undone = []
    }

    func undo() {
        guard let change = done.popLast() else { return }
        text = change.old
        undone.append(change)
    }

    func redo() {
        guard let change = undone.popLast() else { return }
        text = change.new
        done.append(change)
    }
}

// MARK: - Memento

/// The memento is a class, but an immutable one: sharing it is harmless.
final class FrozenCheckpointComposer: DraftKeeping {
    final class Checkpoint {
        fileprivate let text: String
        fileprivate let cursor: Int

        fileprivate init(text: String, cursor: Int) {
            self.text = text
            self.cursor = cursor
        }
    }

    private(set) var text = ""
    private(set) var cursor = 0

    func type(_ words: String) {
        text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += words.count
    }

    func moveCursor(to position: Int) { cursor = max(0, min(position, text.count)) }
    func save() -> Checkpoint { Checkpoint(text: text, cursor: cursor) }

    func restore(_ checkpoint: Checkpoint) {
        text = checkpoint.text
        cursor = checkpoint.cursor
    }
}

/// The memento is the draft encoded as bytes: opaque to anyone who does not know the format.
final class EncodedCheckpointComposer: DraftKeeping {
    private(set) var text = ""
    private(set) var cursor = 0

    func type(_ words: String) {
        text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += words.count
    }

    func moveCursor(to position: Int) { cursor = max(0, min(position, text.count)) }
    func save() -> [UInt8] { Array("\(cursor)|\(text)".utf8) }

    func restore(_ checkpoint: [UInt8]) {
        let saved = String(decoding: checkpoint, as: UTF8.self)
        guard let bar = saved.firstIndex(of: "|"), let position = Int(saved[..<bar]) else { return }
        text = String(saved[saved.index(after: bar)...])
        cursor = position
    }
}

// MARK: - Proxy

/// Applies a removal to its copy itself, instead of reading the subject again.
final class CopyKeepingProxy: FeedService {
    private let subject: any FeedService
    private var copy: [Int]?

    init(subject: any FeedService) { self.subject = subject }

    func feed() -> [Int] {
        if let copy { return copy }
        let fresh = subject.feed()
        copy = fresh
        return fresh
    }

    func remove(_ post: Int) {
        subject.remove(post)
        copy?.removeAll { $0 == post }
    }
}

/// Refreshes its copy at once when a write goes through it.
final class EagerRefreshProxy: FeedService {
    private let subject: any FeedService
    private lazy var copy: [Int] = subject.feed()

    init(subject: any FeedService) { self.subject = subject }

    func feed() -> [Int] { copy }

    func remove(_ post: Int) {
        subject.remove(post)
        copy = subject.feed()
    }
}

// MARK: - Decorator

/// Retries by calling itself with one attempt fewer.
struct RecursiveRetry: FeedLoader {
    let base: any FeedLoader
    let attempts: Int

    func loadFeed() throws -> [Int] {
        do {
            return try base.loadFeed()
        } catch let error as FeedLoadError where error.isTransient && attempts > 1 {
            return try RecursiveRetry(base: base, attempts: attempts - 1).loadFeed()
        }
    }
}

/// A counted loop that keeps the last error and throws it when the attempts run out.
struct CountedRetry: FeedLoader {
    let base: any FeedLoader
    let attempts: Int

    func loadFeed() throws -> [Int] {
        var lastError: (any Error)?
        for _ in 0..<attempts {
            do {
                return try base.loadFeed()
            } catch let error as FeedLoadError where error.isTransient {
                lastError = error
            }
        }
        throw lastError ?? FeedLoadError.offline
    }
}

// MARK: - State

/// The classic shape: one type per phase, each knowing its own legal events.
struct PhaseObjectPost {
    private protocol PhaseBehaviour {
        var phase: PublicationPhase { get }
        func handle(_ event: PublicationEvent) -> (any PhaseBehaviour)?
    }

    private struct Draft: PhaseBehaviour {
        var phase: PublicationPhase { .draft }
        func handle(_ event: PublicationEvent) -> (any PhaseBehaviour)? {
            switch event {
            case .submit: InReview()
            case .delete: Deleted()
            case .approve, .reject: nil
            }
        }
    }

    private struct InReview: PhaseBehaviour {
        var phase: PublicationPhase { .inReview }
        func handle(_ event: PublicationEvent) -> (any PhaseBehaviour)? {
            switch event {
            case .approve: Published()
            case .reject: Draft()
            case .delete: Deleted()
            case .submit: nil
            }
        }
    }

    private struct Published: PhaseBehaviour {
        var phase: PublicationPhase { .published }
        func handle(_ event: PublicationEvent) -> (any PhaseBehaviour)? { event == .delete ? Deleted() : nil }
    }

    private struct Deleted: PhaseBehaviour {
        var phase: PublicationPhase { .deleted }
        func handle(_ event: PublicationEvent) -> (any PhaseBehaviour)? { nil }
    }

    private var current: any PhaseBehaviour
    var phase: PublicationPhase { current.phase }

    init(phase: PublicationPhase) {
        current =
            switch phase {
            case .draft: Draft()
            case .inReview: InReview()
            case .published: Published()
            case .deleted: Deleted()
            }
    }

    mutating func handle(_ event: PublicationEvent) -> Bool {
        guard let next = current.handle(event) else { return false }
        current = next
        return true
    }
}

/// A table, phase by phase, of where each legal event leads.
struct TablePost {
    private static let moves: [PublicationPhase: [PublicationEvent: PublicationPhase]] = [
        .draft: [.submit: .inReview, .delete: .deleted],
        .inReview: [.approve: .published, .reject: .draft, .delete: .deleted],
        .published: [.delete: .deleted],
    ]

    private(set) var phase: PublicationPhase

    mutating func handle(_ event: PublicationEvent) -> Bool {
        guard let next = Self.moves[phase]?[event] else { return false }
        phase = next
        return true
    }
}

// MARK: - Builder

/// Validates in `build()` through a list of rules, each naming what it checks.
struct RulesQueryBuilder: QueryBuilding {
    private var author: String?
    private var count = 20

    func by(_ author: String) -> Self {
        var copy = self
        copy.author = author
        return copy
    }

    func limit(_ count: Int) -> Self {
        var copy = self
        copy.count = count
        return copy
    }

    func build() throws -> FeedQuery {
        let rules: [(holds: Bool, message: String)] = [
            ((1...100).contains(count), "limit '\(count)' must be from 1 to 100"),
            (
                author.map { !$0.isEmpty && $0.allSatisfy { $0.isLowercase && $0.isLetter } } ?? true,
                "author '\(author ?? "")' must be lowercase letters"
            ),
        ]
        if let broken = rules.first(where: { !$0.holds }) { throw FeedQueryError(description: broken.message) }
        return FeedQuery(author: author, limit: count)
    }
}

/// Records its steps as a list of changes, applied only when it builds.
struct RecordingQueryBuilder: QueryBuilding {
    private var steps: [(inout (author: String?, limit: Int)) -> Void] = []

    func by(_ author: String) -> Self {
        var copy = self
        copy.steps.append { $0.author = author }
        return copy
    }

    func limit(_ count: Int) -> Self {
        var copy = self
        copy.steps.append { $0.limit = count }
        return copy
    }

    func build() throws -> FeedQuery {
        var query: (author: String?, limit: Int) = (nil, 20)
        for step in steps { step(&query) }
        guard query.limit >= 1, query.limit <= 100 else {
            throw FeedQueryError(description: "limit '\(query.limit)' is not allowed")
        }
        if let author = query.author, author.isEmpty || author.contains(where: { !($0.isLowercase && $0.isLetter) }) {
            throw FeedQueryError(description: "author '\(author)' is not allowed")
        }
        return FeedQuery(author: query.author, limit: query.limit)
    }
}

// MARK: - Iterator

/// Finds the newest post not yet yielded at each step, without sorting up front.
struct SelectingArchive: Sequence {
    struct Iterator: IteratorProtocol {
        var remaining: [ArchivedPost]

        mutating func next() -> ArchivedPost? {
            guard let newest = remaining.indices.max(by: { remaining[$0].day < remaining[$1].day }) else { return nil }
            return remaining.remove(at: newest)
        }
    }

    let posts: [ArchivedPost]

    func makeIterator() -> Iterator { Iterator(remaining: posts) }
}

/// Sorts once, and hands out the standard library's iterator over the sorted array.
struct SortedArchive: Sequence {
    let posts: [ArchivedPost]

    func makeIterator() -> IndexingIterator<[ArchivedPost]> {
        posts.sorted { $0.day > $1.day }.makeIterator()
    }
}

// MARK: - Chain of responsibility

/// Walks up the chain in a loop instead of recursing.
final class LoopingResponder {
    let next: LoopingResponder?
    private let handles: (String) -> Bool

    init(next: LoopingResponder?, handles: @escaping (String) -> Bool) {
        self.next = next
        self.handles = handles
    }

    func handle(_ action: String) -> Bool {
        var responder: LoopingResponder? = self
        while let current = responder {
            if current.handles(action) { return true }
            responder = current.next
        }
        return false
    }
}

// MARK: - MVVM

/// Reloads the whole feed after a like, instead of using the post the server sends back.
final class ReloadingViewModel: FeedScreenModel {
    private let server: any FeedServer
    private var state: Result<[FeedPost], any Error>?

    init(server: any FeedServer) { self.server = server }

    var lines: [String] {
        switch state {
        case nil: []
        case .failure(let error): ["! \(error)", "[Retry]"]
        case .success(let posts):
            posts.map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]" }
        }
    }

    func load() { state = Result { try server.loadFeed() } }

    func retry() {
        if case .success = state { return }
        load()
    }

    func toggleLike(post: Int) {
        _ = server.toggleLike(post)
        load()
    }
}

// MARK: - Singleton

/// `NSLock` held across the check and the creation.
final class LockedSlot<Value: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var stored: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let created = make()
        stored = created
        return created
    }
}

/// Double-checked: a lock-free look first, then the lock, and a second look inside it.
final class DoubleCheckedSlot<Value: AnyObject & Sendable>: Sendable {
    private let ready = Atomic<Bool>(false)
    private let stored = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        if ready.load(ordering: .acquiring), let existing = stored.withLock({ $0 }) {
            return existing
        }
        return stored.withLock { stored in
            if let existing = stored { return existing }
            let created = make()
            stored = created
            ready.store(true, ordering: .releasing)
            return created
        }
    }
}

/// A serial dispatch queue: every caller's look and creation run one after the other.
final class QueueSlot<Value: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is read and written only on `queue`, which is serial.
    private let queue = DispatchQueue(label: "QueueSlot")
    private var stored: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        queue.sync {
            if let stored { return stored }
            let created = make()
            stored = created
            return created
        }
    }
}

// MARK: - Flyweight

/// `NSLock` around the look-up and the creation.
final class LockedAvatarPool: @unchecked Sendable {
    // @unchecked: `glyphs` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var glyphs: [String: AvatarGlyph] = [:]
    private let makeGlyph: @Sendable (String) -> AvatarGlyph

    init(makeGlyph: @escaping @Sendable (String) -> AvatarGlyph) { self.makeGlyph = makeGlyph }

    func avatar(for user: String) -> AvatarGlyph {
        lock.withLock {
            if let glyph = glyphs[user] { return glyph }
            let glyph = makeGlyph(user)
            glyphs[user] = glyph
            return glyph
        }
    }
}

/// Draws outside the lock, and keeps whichever glyph was stored first: two callers may both
/// draw, but every caller gets the one that is shared.
final class FirstStoredWinsPool: Sendable {
    private let glyphs = Mutex<[String: AvatarGlyph]>([:])
    private let makeGlyph: @Sendable (String) -> AvatarGlyph

    init(makeGlyph: @escaping @Sendable (String) -> AvatarGlyph) { self.makeGlyph = makeGlyph }

    func avatar(for user: String) -> AvatarGlyph {
        if let glyph = glyphs.withLock({ $0[user] }) { return glyph }
        let drawn = makeGlyph(user)
        return glyphs.withLock { glyphs in
            if let stored = glyphs[user] { return stored }
            glyphs[user] = drawn
            return drawn
        }
    }
}

// MARK: - Request operation

/// The legal moves as a table looked up by state, then by event.
struct TableRequestLifecycle: OperationLifecycle {
    private static let moves: [RequestState: [RequestEvent: RequestState]] = [
        .ready: [.start: .executing, .cancel: .cancelled],
        .executing: [.pause: .paused, .finish: .finished, .fail: .failed, .cancel: .cancelled],
        .paused: [.resume: .executing, .cancel: .cancelled],
    ]

    private(set) var state: RequestState

    mutating func handle(_ event: RequestEvent) throws(IllegalMove) {
        guard let next = Self.moves[state]?[event] else { throw IllegalMove(state: state, event: event) }
        state = next
    }
}

// MARK: - Delegation

/// A list that keeps what it needs of its delegate as two closures, each holding it weakly.
final class ClosureDelegateList: SelectableList {
    weak var delegate: (any PostListDelegate)? {
        didSet {
            let list = PostList()
            maySelect = { [weak delegate] post in delegate?.postList(list, shouldSelect: post) ?? false }
            didSelect = { [weak delegate] post in delegate?.postList(list, didSelect: post) }
        }
    }
    private var maySelect: (Int) -> Bool = { _ in false }
    private var didSelect: (Int) -> Void = { _ in }

    func tapRow(post: Int) {
        if maySelect(post) { didSelect(post) }
    }
}

// MARK: - Memory management

/// A row whose button's closure holds it `unowned`: the row owns the button, so the closure
/// never outlives the row.
final class UnownedRow: LikeableRow {
    let button = TapButton()
    private(set) var likes = 0

    init() {
        button.onTap = { [unowned self] in likes += 1 }
    }
}

/// A refresher whose timer calls a small proxy that holds it weakly (the usual fix for a
/// `Timer` whose target is kept strongly), invalidated when the refresher goes.
final class ProxiedRefresher: AutoRefreshing {
    private final class WeakTarget {
        weak var refresher: ProxiedRefresher?
        func fire() { refresher?.reloads.record() }
    }

    private let reloads: ReloadCount
    private var timer: TimerLoop.Timer?

    init(loop: TimerLoop, reloads: ReloadCount) {
        self.reloads = reloads
        let target = WeakTarget()
        timer = loop.schedule(every: 30, target.fire)
        target.refresher = self
    }

    deinit {
        timer?.invalidate()
    }
}

// MARK: - Multiton

/// Clients kept by host, then by port.
final class NestedRegistry: EndpointRegistry {
    private let clients = Mutex<[String: [Int: EndpointClient]]>([:])
    private let makeClient: @Sendable (Endpoint) -> EndpointClient

    init(makeClient: @escaping @Sendable (Endpoint) -> EndpointClient) {
        self.makeClient = makeClient
    }

    func client(for endpoint: Endpoint) -> EndpointClient {
        clients.withLock { clients in
            if let existing = clients[endpoint.host]?[endpoint.port] { return existing }
            let created = makeClient(endpoint)
            clients[endpoint.host, default: [:]][endpoint.port] = created
            return created
        }
    }
}

/// A string key with a separator no host holds, the look-up and store under one `NSLock`.
final class SeparatedKeyRegistry: EndpointRegistry, @unchecked Sendable {
    // @unchecked: `clients` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var clients: [String: EndpointClient] = [:]
    private let makeClient: @Sendable (Endpoint) -> EndpointClient

    init(makeClient: @escaping @Sendable (Endpoint) -> EndpointClient) {
        self.makeClient = makeClient
    }

    func client(for endpoint: Endpoint) -> EndpointClient {
        let key = "\(endpoint.host):\(endpoint.port)"
        lock.lock()
        defer { lock.unlock() }
        if let existing = clients[key] { return existing }
        let created = makeClient(endpoint)
        clients[key] = created
        return created
    }
}

// MARK: - Notification

/// Observers kept by identity in a dictionary of weak boxes, with an array for their order;
/// a delivery walks the order it began with and passes over any box left empty.
final class OrderedWeakCenter: LikeCentre {
    private final class Box {
        weak var observer: (any LikeObserver)?
        init(_ observer: any LikeObserver) { self.observer = observer }
    }

    private var order: [ObjectIdentifier] = []
    private var boxes: [ObjectIdentifier: Box] = [:]

    func addObserver(_ observer: any LikeObserver) {
        let id = ObjectIdentifier(observer)
        if boxes[id]?.observer == nil { order.removeAll { $0 == id } }
        boxes[id] = Box(observer)
        order.append(id)
    }

    func removeObserver(_ observer: any LikeObserver) {
        let id = ObjectIdentifier(observer)
        boxes[id] = nil
        order.removeAll { $0 == id }
    }

    func post(_ notice: LikeNotice) {
        let boxes = order.compactMap { self.boxes[$0] }
        for box in boxes { box.observer?.didReceive(notice) }
    }
}

// MARK: - Network layer

/// A retry written as recursion: each failed call waits, then tries again with one attempt
/// fewer and the next wait.
struct RecursiveBackoffRetry: PostsEndpoint {
    let base: any PostsEndpoint
    let attempts: Int
    let firstWait: Duration
    let cap: Duration
    let wait: (Duration) -> Void

    func loadPosts() throws -> [Int] {
        try load(attemptsLeft: attempts, nextWait: firstWait)
    }

    private func load(attemptsLeft: Int, nextWait: Duration) throws -> [Int] {
        do {
            return try base.loadPosts()
        } catch let fault as NetworkFault {
            guard fault.isTransient, attemptsLeft > 1 else { throw fault }
            wait(nextWait)
            return try load(attemptsLeft: attemptsLeft - 1, nextWait: min(nextWait * 2, cap))
        }
    }
}

/// Each wait computed from the number of the retry: `firstWait · 2ⁿ`, capped.
struct ComputedBackoffRetry: PostsEndpoint {
    let base: any PostsEndpoint
    let attempts: Int
    let firstWait: Duration
    let cap: Duration
    let wait: (Duration) -> Void

    func loadPosts() throws -> [Int] {
        var lastError: any Error = NetworkFault.timedOut
        for retry in 0..<attempts {
            if retry > 0 { wait(min(firstWait * (1 << (retry - 1)), cap)) }
            do {
                return try base.loadPosts()
            } catch let fault as NetworkFault where fault.isTransient {
                lastError = fault
            }
        }
        throw lastError
    }
}

// MARK: - Key-value observing

/// Observations kept as an ordered list of ids and a dictionary of handlers: a delivery
/// walks the ids it began with and looks each handler up at its turn, so one removed since
/// is simply not found.
final class HandlerTableLikes: LikeObserving {
    final class Observation {
        private var end: (() -> Void)?

        init(end: @escaping () -> Void) {
            self.end = end
        }

        func invalidate() {
            let end = self.end
            self.end = nil
            end?()
        }

        deinit {
            invalidate()
        }
    }

    private var order: [Int] = []
    private var handlers: [Int: (LikeChange) -> Void] = [:]
    private var nextID = 0

    var count = 0 {
        didSet {
            let change = LikeChange(old: oldValue, new: count)
            for id in order { handlers[id]?(change) }
        }
    }

    func observe(_ handler: @escaping (LikeChange) -> Void) -> Observation {
        let id = nextID
        nextID += 1
        order.append(id)
        handlers[id] = handler
        return Observation { [weak self] in
            self?.handlers[id] = nil
            self?.order.removeAll { $0 == id }
        }
    }

    func invalidate(_ observation: Observation) {
        observation.invalidate()
    }
}

// MARK: - Composite

/// The whole thread flattened first, by recursion, then walked as an array.
struct FlattenedThreadWalk: Sequence {
    let root: ThreadNode

    func makeIterator() -> IndexingIterator<[String]> {
        func titles(_ node: ThreadNode) -> [String] {
            switch node {
            case .message(let title): [title]
            case .group(let title, let parts): [title] + parts.flatMap(titles)
            }
        }
        return titles(root).makeIterator()
    }
}

// MARK: - Shared instance

/// A hand-written shared accessor done right: one lock held from the look to the store.
final class LockedSharedStore: Sendable {
    private static let instance = Mutex<LockedSharedStore?>(nil)
    static let onCreate = Mutex<@Sendable () -> Void>({})

    static var shared: LockedSharedStore {
        instance.withLock { instance in
            if let existing = instance { return existing }
            let created = LockedSharedStore()
            instance = created
            return created
        }
    }

    init() {
        Self.onCreate.withLock { $0 }()
    }
}

// MARK: - MVP

/// A presenter that keeps no posts: after a like it asks the server for the whole feed again
/// and shows that.
final class ReloadingPresenter: FeedPresenting {
    weak var view: (any FeedView)?
    private let backend: any FeedBackend

    init(backend: any FeedBackend) {
        self.backend = backend
    }

    func viewDidLoad() {
        let lines: [String]
        do {
            lines = try backend.loadPosts().map {
                "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]"
            }
        } catch {
            lines = ["! \(error)", "[Retry]"]
        }
        view?.display(lines)
    }

    func didTapRetry() {
        viewDidLoad()
    }

    func didTapLike(post: Int) {
        guard backend.toggleLike(post) != nil else { return }
        viewDidLoad()
    }
}

// MARK: - Coordinator

/// Children kept in a dictionary by identity; each flow tells its parent through a closure
/// that holds the parent weakly.
final class ClosureAppCoordinator: FlowParent {
    final class Flow {
        var onFinish: ((String?) -> Void)?
    }

    private var children: [ObjectIdentifier: Flow] = [:]
    private(set) var posted: [String] = []

    func startCompose() -> Flow {
        let flow = Flow()
        let id = ObjectIdentifier(flow)
        flow.onFinish = { [weak self] text in
            if let text { self?.posted.append(text) }
            self?.children[id] = nil
        }
        children[id] = flow
        return flow
    }

    func finish(_ flow: Flow, posted text: String?) {
        flow.onFinish?(text)
    }
}
