import ContractSupport
import Synchronization

@testable import DrillSkeletons

// The classic wrong answers to the drills, written against the drills' own interfaces (see
// DrillBindings.swift), each with one mistake a learner makes. WrongAnswerTests runs each
// under the drill's checker and expects the issue that names the property it breaks.

// MARK: - Observer

/// The observer drill's publisher with one classic mistake, named by `flaw`; right in every
/// other way (weak subscribers, cancellation seen during delivery, events published during
/// delivery queued).
final class FlawedPublisher: FeedPublishing {
    enum Flaw {
        /// The handler captures the subscriber strongly: a retain cycle through its token.
        case strongSubscribers
        /// Delivers to the list as it was when delivery began, cancelled ones included.
        case deliversToSnapshot
        /// Walks the live array by index: `while index < entries.count { …; index += 1 }`.
        case walksLiveArray
        /// Walks the live array's indices, fixed when the loop began: `for index in entries.indices`.
        case walksIndices
        /// Delivers an event published during delivery at once, before the current one has
        /// reached everybody.
        case deliversNested
        /// The token removes "the entry at the index it had when it subscribed".
        case removesByIndex
        /// Keeps its subscribers in a dictionary.
        case dictionary
        /// The token has no `deinit`: releasing it does not end the subscription.
        case tokenIgnoresRelease
        /// Stops delivering at the first subscriber that is gone (`break` for `continue`).
        case stopsAtGone
    }

    final class Token: Cancelling {
        private var onCancel: (() -> Void)?
        private let endsOnRelease: Bool

        init(endsOnRelease: Bool, onCancel: @escaping () -> Void) {
            self.endsOnRelease = endsOnRelease
            self.onCancel = onCancel
        }

        func cancel() {
            let cancel = onCancel
            onCancel = nil
            cancel?()
        }

        deinit {
            if endsOnRelease { onCancel?() }
        }
    }

    private final class Entry {
        let id: Int
        let deliver: (FeedEvent) -> Bool
        var isActive = true

        init(id: Int, deliver: @escaping (FeedEvent) -> Bool) {
            self.id = id
            self.deliver = deliver
        }
    }

    private let flaw: Flaw
    private var entries: [Entry] = []
    private var table: [Int: Entry] = [:]
    private var nextID = 0
    private var pending: [FeedEvent] = []
    private var isDelivering = false

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Token {
        let id = nextID
        nextID += 1
        let deliver: (FeedEvent) -> Bool =
            if flaw == .strongSubscribers {
                { event in
                    handler(subscriber, event)
                    return true
                }
            } else {
                { [weak subscriber] event in
                    guard let subscriber else { return false }
                    handler(subscriber, event)
                    return true
                }
            }
        let entry = Entry(id: id, deliver: deliver)
        let index = entries.count
        entries.append(entry)
        table[id] = entry
        return Token(endsOnRelease: flaw != .tokenIgnoresRelease) { [weak self, weak entry] in
            guard let self else { return }
            if self.flaw == .removesByIndex {
                if index < self.entries.count { self.entries.remove(at: index) }
                return
            }
            entry?.isActive = false
            self.entries.removeAll { $0.id == id }
            self.table[id] = nil
        }
    }

    func publish(_ event: FeedEvent) {
        guard flaw != .deliversNested else { return deliver(event) }
        pending.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            deliver(pending.removeFirst())
        }
    }

    private func deliver(_ event: FeedEvent) {
        switch flaw {
        case .deliversToSnapshot:
            for entry in entries { _ = entry.deliver(event) }
        case .walksLiveArray:
            var index = 0
            while index < entries.count {
                _ = entries[index].deliver(event)
                index += 1
            }
        case .walksIndices:
            for index in entries.indices { _ = entries[index].deliver(event) }
        case .stopsAtGone:
            for entry in entries where entry.isActive {
                if !entry.deliver(event) { break }
            }
        case .dictionary:
            for entry in table.values where entry.isActive { _ = entry.deliver(event) }
        case .strongSubscribers, .deliversNested, .removesByIndex, .tokenIgnoresRelease:
            for entry in entries where entry.isActive {
                if !entry.deliver(event) {
                    entry.isActive = false
                    entries.removeAll { $0 === entry }
                }
            }
        }
    }
}

// MARK: - Command

/// Keeps only the text before the last edit.
struct OneStepEditor: UndoableEditor {
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

/// The drill's two stacks of inverse commands, with one classic mistake, named by `flaw`.
struct FlawedEditor: UndoableEditor {
    enum Flaw {
        /// A new edit leaves the redo stack as it was.
        case keepsRedoOnNewEdit
        /// Redo re-applies the edit but does not put its inverse back on the undo stack.
        case redoForgetsUndo
        /// The redo stack is taken from the wrong end (`removeFirst`).
        case redoFromTheBottom
        /// Undo takes `removeLast()` of the undo stack without looking whether it is empty.
        case undoOnEmptyStack
    }

    private(set) var text = ""
    private var undoStack: [TextEdit] = []
    private var redoStack: [TextEdit] = []
    private let flaw: Flaw

    init() {
        flaw = .keepsRedoOnNewEdit
    }

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    mutating func perform(_ edit: TextEdit) {
        undoStack.append(edit.apply(to: &text))
        if flaw != .keepsRedoOnNewEdit { redoStack.removeAll() }
    }

    mutating func undo() {
        if flaw == .undoOnEmptyStack {
            redoStack.append(undoStack.removeLast().apply(to: &text))
            return
        }
        guard let inverse = undoStack.popLast() else { return }
        redoStack.append(inverse.apply(to: &text))
    }

    mutating func redo() {
        guard !redoStack.isEmpty else { return }
        let edit = flaw == .redoFromTheBottom ? redoStack.removeFirst() : redoStack.removeLast()
        let inverse = edit.apply(to: &text)
        if flaw != .redoForgetsUndo { undoStack.append(inverse) }
    }
}

/// Undo by snapshots of the whole text (a memento per edit), keeping the redo stack when a
/// new edit comes: the shape of most real undo stacks, caught only by a branch that edits
/// differently.
struct SnapshotKeepingRedoEditor: UndoableEditor {
    private(set) var text = ""
    private var before: [String] = []
    private var after: [String] = []

    mutating func perform(_ edit: TextEdit) {
        before.append(text)
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

/// One history of (edit, inverse) pairs and a cursor; a new edit cuts the history one entry
/// too early, losing the edit before it.
struct CursorCutsTooMuchEditor: UndoableEditor {
    private(set) var text = ""
    private var history: [(forward: TextEdit, backward: TextEdit)] = []
    private var cursor = 0

    mutating func perform(_ edit: TextEdit) {
        if cursor < history.count {
            history.removeSubrange(max(cursor - 1, 0)...)
        }
        let inverse = edit.apply(to: &text)
        history.append((edit, inverse))
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

// MARK: - Memento

final class DraftBox {
    var text = ""
    var cursor = 0
}

/// The memento is the composer's own storage: later edits reach it.
final class SharingComposer: DraftKeeping {
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
final class HistoryIndexComposer: DraftKeeping {
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

/// Saves the text and forgets the cursor, which restore leaves where it is.
final class TextOnlyComposer: DraftKeeping {
    private(set) var text = ""
    private(set) var cursor = 0

    func type(_ words: String) {
        text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += words.count
    }

    func moveCursor(to position: Int) { cursor = max(0, min(position, text.count)) }
    func save() -> String { text }

    func restore(_ checkpoint: String) {
        text = checkpoint
        cursor = min(cursor, text.count)
    }
}

/// The memento reads the composer when it is restored, not when it was saved.
final class LazyComposer: DraftKeeping {
    private(set) var text = ""
    private(set) var cursor = 0

    func type(_ words: String) {
        text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += words.count
    }

    func moveCursor(to position: Int) { cursor = max(0, min(position, text.count)) }

    func save() -> () -> (String, Int) {
        { [unowned self] in (text, cursor) }
    }

    func restore(_ checkpoint: () -> (String, Int)) {
        (text, cursor) = checkpoint()
    }
}

// MARK: - Proxy

/// Caches, but never refreshes its copy.
final class StaleCachingProxy: FeedService {
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

/// Removes the post from its own copy and never tells the subject.
final class CopyOnlyRemovalProxy: FeedService {
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
        copy = feed().filter { $0 != post }
    }
}

// MARK: - Decorator

/// Retries every error, the refusal too.
struct RetryEverything: FeedLoader {
    let base: any FeedLoader

    func loadFeed() throws -> [Int] {
        for _ in 1..<3 {
            if let feed = try? base.loadFeed() { return feed }
        }
        return try base.loadFeed()
    }
}

/// Makes `attempts` retries after the first call: one call too many.
struct OneRetryTooMany: FeedLoader {
    let base: any FeedLoader
    let attempts: Int

    func loadFeed() throws -> [Int] {
        var attempt = 0
        while true {
            do {
                return try base.loadFeed()
            } catch let error as FeedLoadError where error.isTransient && attempt < attempts {
                attempt += 1
            }
        }
    }
}

/// Gives up with an empty feed, so the caller never learns it failed.
struct SwallowingRetry: FeedLoader {
    let base: any FeedLoader
    let attempts: Int

    func loadFeed() throws -> [Int] {
        for _ in 1...attempts {
            do {
                return try base.loadFeed()
            } catch let error as FeedLoadError where error.isTransient {
                continue
            }
        }
        return []
    }
}

/// Reports a refusal in an error of its own.
struct WrappingRetry: FeedLoader {
    struct Refused: Error {
        let reason: any Error
    }

    let base: any FeedLoader
    let attempts: Int

    func loadFeed() throws -> [Int] {
        var attempt = 1
        while true {
            do {
                return try base.loadFeed()
            } catch let error as FeedLoadError where error.isTransient && attempt < attempts {
                attempt += 1
            } catch let error as FeedLoadError where !error.isTransient {
                throw Refused(reason: error)
            }
        }
    }
}

/// Retries transient failures for as long as they come.
struct ForeverRetry: FeedLoader {
    let base: any FeedLoader

    func loadFeed() throws -> [Int] {
        while true {
            do {
                return try base.loadFeed()
            } catch let error as FeedLoadError where error.isTransient {
                continue
            }
        }
    }
}

// MARK: - State

/// Where a legal event leads a post, or `nil`: the state drill's table, for the wrong
/// answers to start from.
func legalNext(_ phase: PublicationPhase, _ event: PublicationEvent) -> PublicationPhase? {
    switch (phase, event) {
    case (.draft, .submit): .inReview
    case (.inReview, .approve): .published
    case (.inReview, .reject): .draft
    case (.draft, .delete), (.inReview, .delete), (.published, .delete): .deleted
    default: nil
    }
}

// MARK: - Builder

/// A class: a branch taken from it changes the original.
final class SharedQueryBuilder: QueryBuilding {
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
        if let author, author.isEmpty || !author.allSatisfy({ $0.isLowercase && $0.isLetter }) {
            throw FeedQueryError(description: "author '\(author)' is not lowercase letters")
        }
        return FeedQuery(author: author, limit: count)
    }
}

/// The drill's value builder with one classic mistake in `build()`, named by `flaw`.
struct FlawedQueryBuilder: QueryBuilding {
    enum Flaw {
        /// `count < 100`: the largest legal limit is refused.
        case offByOne
        /// The error says what is wrong but not with which value.
        case unquoted
        /// Only the limit is checked.
        case limitOnly
        /// The first bad value is noted when its step runs, and stays, even once replaced.
        case checksInSteps
    }

    private var author: String?
    private var count = 20
    private var firstError: String?
    private let flaw: Flaw

    init() {
        flaw = .offByOne
    }

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func by(_ author: String) -> Self {
        var copy = self
        copy.author = author
        if copy.firstError == nil, author.isEmpty || !author.allSatisfy({ $0.isLowercase && $0.isLetter }) {
            copy.firstError = "author '\(author)' must be one or more lowercase letters"
        }
        return copy
    }

    func limit(_ count: Int) -> Self {
        var copy = self
        copy.count = count
        if copy.firstError == nil, !(1...100).contains(count) {
            copy.firstError = "limit '\(count)' is not between 1 and 100"
        }
        return copy
    }

    func build() throws -> FeedQuery {
        if flaw == .checksInSteps, let firstError { throw FeedQueryError(description: firstError) }
        let limits = flaw == .offByOne ? 1..<100 : 1..<101
        guard limits.contains(count) else {
            throw FeedQueryError(
                description: flaw == .unquoted ? "the limit is out of range" : "limit '\(count)' is out of range")
        }
        if flaw != .limitOnly, let author, author.isEmpty || !author.allSatisfy({ $0.isLowercase && $0.isLetter }) {
            throw FeedQueryError(
                description: flaw == .unquoted ? "the author is not valid" : "author '\(author)' is not valid")
        }
        return FeedQuery(author: author, limit: count)
    }
}

// MARK: - Iterator

/// Iterators that share one position.
struct SharedCursorArchive: Sequence {
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

/// The archive's iterator with one classic mistake, named by `flaw`, over the posts newest
/// first (or as stored).
struct FlawedArchive: Sequence {
    enum Flaw {
        /// Yields the posts in the order they were stored.
        case storedOrder
        /// Starts again from the first post after the last, and never ends.
        case cycles
        /// Ends, but starts again when asked once more after its end.
        case restartsAfterEnd
        /// Takes the posts out of storage the archive shares with every iterator.
        case consumesStorage
    }

    final class Storage {
        var posts: [ArchivedPost]
        init(posts: [ArchivedPost]) { self.posts = posts }
    }

    struct Iterator: IteratorProtocol {
        let flaw: Flaw
        let posts: [ArchivedPost]
        let storage: Storage
        var position = 0

        mutating func next() -> ArchivedPost? {
            switch flaw {
            case .consumesStorage:
                return storage.posts.isEmpty ? nil : storage.posts.removeFirst()
            case .cycles:
                defer { position += 1 }
                return posts[position % posts.count]
            case .restartsAfterEnd:
                guard position < posts.count else {
                    position = 0
                    return nil
                }
                defer { position += 1 }
                return posts[position]
            case .storedOrder:
                guard position < posts.count else { return nil }
                defer { position += 1 }
                return posts[position]
            }
        }
    }

    let flaw: Flaw
    let posts: [ArchivedPost]
    let storage: Storage

    init(_ flaw: Flaw, stored: [ArchivedPost]) {
        self.flaw = flaw
        posts = flaw == .storedOrder ? stored : stored.sorted { $0.day > $1.day }
        storage = Storage(posts: posts)
    }

    func makeIterator() -> Iterator {
        Iterator(flaw: flaw, posts: posts, storage: storage)
    }
}

// MARK: - Chain of responsibility

/// Asks every responder, handled or not.
final class BroadcastResponder: Responding {
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

/// A responder with one classic mistake in `handle(_:)`, named by `flaw`.
final class FlawedResponder {
    enum Flaw {
        /// Offers the action to the responder above before looking at it itself.
        case asksNextFirst
        /// Never passes an action on.
        case neverForwards
        /// Says the action was handled whether or not anyone did.
        case alwaysHandled
    }

    let next: FlawedResponder?
    private let handles: (String) -> Bool
    private let flaw: Flaw

    init(_ flaw: Flaw, next: FlawedResponder?, handles: @escaping (String) -> Bool) {
        self.next = next
        self.handles = handles
        self.flaw = flaw
    }

    func handle(_ action: String) -> Bool {
        switch flaw {
        case .asksNextFirst:
            return next?.handle(action) == true || handles(action)
        case .neverForwards:
            return handles(action)
        case .alwaysHandled:
            _ = handles(action) || next?.handle(action) == true
            return true
        }
    }
}

// MARK: - MVVM

/// The feed view model with one classic mistake, named by `flaw`.
final class FlawedViewModel: FeedScreenModel {
    enum Flaw {
        /// Likes on screen only: the server never hears of it.
        case likesOnScreenOnly
        /// A failed load shows an empty feed, and nothing to retry with.
        case swallowsTheError
        /// Retry loads the posts but the error and its [Retry] stay on screen.
        case errorStaysAfterRetry
        /// Sends the like to the server and leaves the row as it was.
        case rowNotUpdated
    }

    private let server: any FeedServer
    private let flaw: Flaw
    private var posts: [FeedPost] = []
    private var error: String?

    convenience init(server: any FeedServer) {
        self.init(.likesOnScreenOnly, server: server)
    }

    init(_ flaw: Flaw, server: any FeedServer) {
        self.server = server
        self.flaw = flaw
    }

    var lines: [String] {
        let rows = posts.map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]" }
        guard let error else { return rows }
        return ["! \(error)", "[Retry]"] + rows
    }

    func load() {
        do {
            posts = try server.loadFeed()
            if flaw != .errorStaysAfterRetry { error = nil }
        } catch {
            posts = []
            if flaw != .swallowsTheError { self.error = "\(error)" }
        }
    }

    func retry() { load() }

    func toggleLike(post: Int) {
        guard let index = posts.firstIndex(where: { $0.id == post }) else { return }
        switch flaw {
        case .likesOnScreenOnly:
            posts[index].likedByMe.toggle()
            posts[index].likes += posts[index].likedByMe ? 1 : -1
        case .rowNotUpdated:
            _ = server.toggleLike(post)
        case .swallowsTheError, .errorStaysAfterRetry:
            if let stored = server.toggleLike(post) { posts[index] = stored }
        }
    }
}

// MARK: - Singleton

/// Checks without the lock, then locks only to create and store: the second caller waits
/// on the lock, then creates again, because it never looks a second time.
final class LockedCreationWithoutSecondLook<Value: AnyObject & Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    private let seen = Atomic<Bool>(false)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        if seen.load(ordering: .acquiring), let existing = stored.withLock({ $0 }) {
            return existing
        }
        return stored.withLock { stored in
            let created = make()
            stored = created
            seen.store(true, ordering: .releasing)
            return created
        }
    }
}

// MARK: - Flyweight

/// Keyed on the user's initials: two users with the same initials share an avatar.
final class InitialsPool: Sendable {
    private let glyphs = Mutex<[String: AvatarGlyph]>([:])
    private let makeGlyph: @Sendable (String) -> AvatarGlyph

    init(makeGlyph: @escaping @Sendable (String) -> AvatarGlyph) {
        self.makeGlyph = makeGlyph
    }

    func avatar(for user: String) -> AvatarGlyph {
        glyphs.withLock { glyphs in
            let key = String(user.prefix(2)).uppercased()
            if let glyph = glyphs[key] { return glyph }
            let glyph = makeGlyph(user)
            glyphs[key] = glyph
            return glyph
        }
    }
}

/// The avatar pool with one classic mistake, named by `flaw`.
final class FlawedPool: @unchecked Sendable {
    // @unchecked: deliberately wrong for `.unsynchronised`, the mistake under test; the
    // checker's race lets the two creations finish one after the other, so the dictionary
    // is never written from two threads at once.
    enum Flaw: Sendable {
        /// Keyed on the lowercased name: `anna` and `Anna` share an avatar.
        case caseInsensitive
        /// Looks up under the lock, draws outside it, stores under it again.
        case twoSteps
        /// No lock at all.
        case unsynchronised
    }

    private let flaw: Flaw
    private let makeGlyph: @Sendable (String) -> AvatarGlyph
    private let locked = Mutex<[String: AvatarGlyph]>([:])
    private var unlocked: [String: AvatarGlyph] = [:]

    init(_ flaw: Flaw, makeGlyph: @escaping @Sendable (String) -> AvatarGlyph) {
        self.flaw = flaw
        self.makeGlyph = makeGlyph
    }

    func avatar(for user: String) -> AvatarGlyph {
        switch flaw {
        case .caseInsensitive:
            return locked.withLock { glyphs in
                if let glyph = glyphs[user.lowercased()] { return glyph }
                let glyph = makeGlyph(user)
                glyphs[user.lowercased()] = glyph
                return glyph
            }
        case .twoSteps:
            if let glyph = locked.withLock({ $0[user] }) { return glyph }
            let glyph = makeGlyph(user)
            locked.withLock { $0[user] = glyph }
            return glyph
        case .unsynchronised:
            if let glyph = unlocked[user] { return glyph }
            let glyph = makeGlyph(user)
            unlocked[user] = glyph
            return glyph
        }
    }
}

// MARK: - Request operation

/// A state kept in a plain variable: it takes whatever the event says, whatever the state.
struct AssignedRequestState: OperationLifecycle {
    private(set) var state: RequestState

    mutating func handle(_ event: RequestEvent) throws(IllegalMove) {
        state =
            switch event {
            case .start, .resume: .executing
            case .pause: .paused
            case .finish: .finished
            case .fail: .failed
            case .cancel: .cancelled
            }
    }
}

/// The request operation drill's lifecycle with one classic mistake, named by `flaw`; right
/// in every other way.
struct FlawedRequestLifecycle: OperationLifecycle {
    enum Flaw {
        /// `cancel` accepted in every state, the ended ones too.
        case cancelFromAnywhere
        /// `resume` handled like `start`: a ready operation can be resumed.
        case resumeLikeStart
        /// Moves first, then checks: a refused event has already moved the state.
        case movesBeforeChecking
    }

    let flaw: Flaw
    private(set) var state: RequestState

    init(_ flaw: Flaw, state: RequestState) {
        self.flaw = flaw
        self.state = state
    }

    init(state: RequestState) {
        self.init(.cancelFromAnywhere, state: state)
    }

    mutating func handle(_ event: RequestEvent) throws(IllegalMove) {
        if flaw == .cancelFromAnywhere, event == .cancel {
            state = .cancelled
            return
        }
        if flaw == .resumeLikeStart, state == .ready, event == .resume {
            state = .executing
            return
        }
        let next = RequestOperationProofs.legal.first { $0.from == state && $0.event == event }?.to
        if flaw == .movesBeforeChecking {
            let from = state
            state = next ?? .failed
            guard next != nil else { throw IllegalMove(state: from, event: event) }
            return
        }
        guard let next else { throw IllegalMove(state: state, event: event) }
        state = next
    }
}

// MARK: - Delegation

/// A list that holds its delegate strongly, right in every other way.
final class StrongDelegateList: SelectableList {
    var delegate: (any PostListDelegate)?
    /// The list the delegate's methods are given: these lists are not `PostList`s, and the
    /// drill's screen does not look at that argument.
    private let standIn = PostList()

    func tapRow(post: Int) {
        guard let delegate, delegate.postList(standIn, shouldSelect: post) else { return }
        delegate.postList(standIn, didSelect: post)
    }
}

/// A list with a weak delegate that also keeps a method of the delegate, as a closure.
final class MethodReferenceList: SelectableList {
    weak var delegate: (any PostListDelegate)? {
        didSet { onSelect = delegate.map { $0.postList(_:didSelect:) } }
    }
    /// A method reference: it holds the delegate strongly.
    private var onSelect: ((PostList, Int) -> Void)?
    private let standIn = PostList()

    func tapRow(post: Int) {
        guard delegate?.postList(standIn, shouldSelect: post) == true else { return }
        onSelect?(standIn, post)
    }
}

/// A list with a weak delegate that asks it wrongly, as `flaw` says.
final class FlawedList: SelectableList {
    enum Flaw {
        /// Tells of every tap without asking first.
        case tellsWithoutAsking
        /// Asks, then selects whatever the answer was.
        case ignoresTheAnswer
    }

    let flaw: Flaw
    weak var delegate: (any PostListDelegate)?
    private let standIn = PostList()

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func tapRow(post: Int) {
        guard let delegate else { return }
        if flaw == .ignoresTheAnswer { _ = delegate.postList(standIn, shouldSelect: post) }
        delegate.postList(standIn, didSelect: post)
    }
}

// MARK: - Memory management

/// A row that gives its button one of its own methods: a method reference captures the row.
final class MethodReferenceRow: LikeableRow {
    let button = TapButton()
    private(set) var likes = 0

    init() {
        button.onTap = like
    }

    private func like() {
        likes += 1
    }
}

/// A refresher whose timer block holds it weakly, but which never invalidates its timer.
final class NeverInvalidatedRefresher: AutoRefreshing {
    private let reloads: ReloadCount

    init(loop: TimerLoop, reloads: ReloadCount) {
        self.reloads = reloads
        _ = loop.schedule(every: 30) { [weak self] in self?.reloads.record() }
    }
}

// MARK: - Multiton

/// The multiton drill's registry with one classic mistake, named by `flaw`.
final class FlawedRegistry: EndpointRegistry {
    enum Flaw {
        /// Keyed on the host alone: two ports of one host share a client.
        case hostOnlyKey
        /// The right key, but looked up and stored under two separate locks.
        case twoSteps
        /// A new client on every call.
        case newEveryCall
    }

    private let flaw: Flaw
    private let clients = Mutex<[String: EndpointClient]>([:])
    private let makeClient: @Sendable (Endpoint) -> EndpointClient

    init(_ flaw: Flaw, makeClient: @escaping @Sendable (Endpoint) -> EndpointClient) {
        self.flaw = flaw
        self.makeClient = makeClient
    }

    func client(for endpoint: Endpoint) -> EndpointClient {
        if flaw == .newEveryCall { return makeClient(endpoint) }
        let key = flaw == .hostOnlyKey ? endpoint.host : "\(endpoint.host):\(endpoint.port)"
        if flaw == .twoSteps {
            if let existing = clients.withLock({ $0[key] }) { return existing }
            let created = makeClient(endpoint)
            clients.withLock { $0[key] = created }
            return created
        }
        return clients.withLock { clients in
            if let existing = clients[key] { return existing }
            let created = makeClient(endpoint)
            clients[key] = created
            return created
        }
    }
}

// MARK: - Notification

/// A centre that keeps each observer as a closure that calls it: the closure holds it strongly.
final class ClosureHoldingCenter: LikeCentre {
    private var handlers: [(id: ObjectIdentifier, deliver: (LikeNotice) -> Void)] = []

    func addObserver(_ observer: any LikeObserver) {
        handlers.append((ObjectIdentifier(observer), { observer.didReceive($0) }))
    }

    func removeObserver(_ observer: any LikeObserver) {
        handlers.removeAll { $0.id == ObjectIdentifier(observer) }
    }

    func post(_ notice: LikeNotice) {
        for handler in handlers { handler.deliver(notice) }
    }
}

/// The notification drill's centre with weak observers and one classic mistake in its delivery.
final class FlawedCenter: LikeCentre {
    enum Flaw {
        /// Stops at the first observer that is gone: a `break` where a `continue` belongs.
        case stopsAtGone
        /// Walks the live list by index: `while index < registrations.count { …; index += 1 }`.
        case walksLiveList
    }

    private struct Registration {
        weak var observer: (any LikeObserver)?
    }

    private let flaw: Flaw
    private var registrations: [Registration] = []

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func addObserver(_ observer: any LikeObserver) {
        registrations.append(Registration(observer: observer))
    }

    func removeObserver(_ observer: any LikeObserver) {
        registrations.removeAll { $0.observer == nil || $0.observer === observer }
    }

    func post(_ notice: LikeNotice) {
        switch flaw {
        case .stopsAtGone:
            for registration in registrations {
                guard let observer = registration.observer else { break }
                observer.didReceive(notice)
            }
        case .walksLiveList:
            var index = 0
            while index < registrations.count {
                registrations[index].observer?.didReceive(notice)
                index += 1
            }
        }
    }
}

// MARK: - Network layer

/// The network layer drill's retry with one classic mistake, named by `flaw`; right in every
/// other way.
struct FlawedBackoffRetry: PostsEndpoint {
    enum Flaw {
        /// Retries every error, the 404 too.
        case retriesRefusal
        /// Retries at once, with no wait.
        case noWait
        /// Waits the same time before every retry.
        case constantWait
        /// Doubles the wait with no cap.
        case noCap
        /// Waits after the last failure as well, before giving up.
        case waitsAfterLast
        /// `attempts` retries after the first call: one call too many.
        case oneCallTooMany
    }

    let flaw: Flaw
    let base: any PostsEndpoint
    let attempts: Int
    let firstWait: Duration
    let cap: Duration
    let wait: (Duration) -> Void

    func loadPosts() throws -> [Int] {
        var delay = firstWait
        var call = 1
        let calls = flaw == .oneCallTooMany ? attempts + 1 : attempts
        while true {
            do {
                return try base.loadPosts()
            } catch let fault as NetworkFault where fault.isTransient || flaw == .retriesRefusal {
                if flaw == .waitsAfterLast { wait(delay) }
                guard call < calls else { throw fault }
                if flaw != .waitsAfterLast && flaw != .noWait { wait(delay) }
                switch flaw {
                case .constantWait: break
                case .noCap: delay *= 2
                default: delay = min(delay * 2, cap)
                }
                call += 1
            }
        }
    }
}

// MARK: - Key-value observing

/// The key-value observing drill's observed count with one classic mistake, named by `flaw`.
final class FlawedObservedLikes: LikeObserving {
    enum Flaw {
        /// The observation has no `deinit`: releasing it does not end it.
        case observationIgnoresRelease
        /// Delivers to a copy of the list, ended observations included.
        case deliversToSnapshot
        /// Walks the live list by index: `while index < entries.count { …; index += 1 }`.
        case walksLiveList
        /// Keeps a change made during a delivery for after it.
        case queuesNestedChanges
    }

    final class Observation {
        private var end: (() -> Void)?
        private let endsOnRelease: Bool

        init(endsOnRelease: Bool, end: @escaping () -> Void) {
            self.endsOnRelease = endsOnRelease
            self.end = end
        }

        func invalidate() {
            let end = self.end
            self.end = nil
            end?()
        }

        deinit {
            if endsOnRelease { invalidate() }
        }
    }

    private final class Entry {
        let handler: (LikeChange) -> Void
        var isActive = true

        init(handler: @escaping (LikeChange) -> Void) {
            self.handler = handler
        }
    }

    private let flaw: Flaw
    private var entries: [Entry] = []
    private var pending: [LikeChange] = []
    private var isDelivering = false

    var count = 0 {
        didSet { notify(LikeChange(old: oldValue, new: count)) }
    }

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func observe(_ handler: @escaping (LikeChange) -> Void) -> Observation {
        let entry = Entry(handler: handler)
        entries.append(entry)
        return Observation(endsOnRelease: flaw != .observationIgnoresRelease) { [weak self, weak entry] in
            entry?.isActive = false
            self?.entries.removeAll { $0 === entry }
        }
    }

    func invalidate(_ observation: Observation) {
        observation.invalidate()
    }

    private func notify(_ change: LikeChange) {
        switch flaw {
        case .observationIgnoresRelease:
            for entry in entries where entry.isActive { entry.handler(change) }
        case .deliversToSnapshot:
            for entry in entries { entry.handler(change) }
        case .walksLiveList:
            var index = 0
            while index < entries.count {
                entries[index].handler(change)
                index += 1
            }
        case .queuesNestedChanges:
            pending.append(change)
            guard !isDelivering else { return }
            isDelivering = true
            defer { isDelivering = false }
            while !pending.isEmpty {
                let next = pending.removeFirst()
                for entry in entries where entry.isActive { entry.handler(next) }
            }
        }
    }
}

// MARK: - Composite

/// The composite drill's walk with one classic mistake, named by `flaw`.
struct FlawedThreadWalk: Sequence {
    enum Flaw {
        /// The root and its own parts, never a group's parts.
        case topLevelOnly
        /// A queue where a stack belongs.
        case breadthFirst
        /// A group's parts pushed onto the stack in order, not reversed.
        case siblingsReversed
        /// Messages only, groups' headers skipped.
        case messagesOnly
    }

    let flaw: Flaw
    let root: ThreadNode

    func makeIterator() -> AnyIterator<String> {
        let flaw = self.flaw
        var pending = [root]
        var depth = [0]
        return AnyIterator {
            while !pending.isEmpty {
                let node = flaw == .breadthFirst ? pending.removeFirst() : pending.removeLast()
                let level = flaw == .breadthFirst ? depth.removeFirst() : depth.removeLast()
                if case .group(_, let parts) = node, flaw != .topLevelOnly || level == 0 {
                    let ordered = flaw == .breadthFirst || flaw == .siblingsReversed ? parts : parts.reversed()
                    pending.append(contentsOf: ordered)
                    depth.append(contentsOf: ordered.map { _ in level + 1 })
                    if flaw == .messagesOnly { continue }
                }
                return node.title
            }
            return nil
        }
    }
}

/// A walk whose every `makeIterator()` hands out one shared iterator object.
final class SharedWalk: Sequence {
    private let shared: AnyIterator<String>

    init(root: ThreadNode) {
        var inner = FlattenedThreadWalk(root: root).makeIterator()
        shared = AnyIterator { inner.next() }
    }

    func makeIterator() -> AnyIterator<String> {
        shared
    }
}

// MARK: - Shared instance

/// A shared accessor with a lock around the look and another around the store.
final class TwoLockStore: Sendable {
    private static let instance = Mutex<TwoLockStore?>(nil)
    static let onCreate = Mutex<@Sendable () -> Void>({})

    static var shared: TwoLockStore {
        if let existing = instance.withLock({ $0 }) { return existing }
        let created = TwoLockStore()
        instance.withLock { $0 = created }
        return created
    }

    init() {
        Self.onCreate.withLock { $0 }()
    }
}

/// A computed `shared` that makes a new store on every call.
final class ComputedStore: Sendable {
    static let onCreate = Mutex<@Sendable () -> Void>({})

    static var shared: ComputedStore { ComputedStore() }

    init() {
        Self.onCreate.withLock { $0 }()
    }
}

// MARK: - MVP

/// The MVP drill's presenter with one classic mistake, named by `flaw`.
final class FlawedPresenter: FeedPresenting {
    enum Flaw {
        /// Holds its view strongly.
        case strongView
        /// Shows an empty feed when the load fails: nothing to retry with.
        case swallowsTheError
        /// Likes on screen only; the server never hears of it.
        case likesOnScreenOnly
        /// Tells the server, never the view.
        case viewNotTold
    }

    private let flaw: Flaw
    private var strongView: (any FeedView)?
    private weak var weakView: (any FeedView)?
    var view: (any FeedView)? {
        get { flaw == .strongView ? strongView : weakView }
        set {
            if flaw == .strongView { strongView = newValue } else { weakView = newValue }
        }
    }
    private let backend: any FeedBackend
    private var posts: [PresentedPost] = []

    init(_ flaw: Flaw, backend: any FeedBackend) {
        self.flaw = flaw
        self.backend = backend
    }

    func viewDidLoad() {
        do {
            posts = try backend.loadPosts()
            show()
        } catch {
            posts = []
            view?.display(flaw == .swallowsTheError ? [] : ["! \(error)", "[Retry]"])
        }
    }

    func didTapRetry() {
        viewDidLoad()
    }

    func didTapLike(post: Int) {
        guard let index = posts.firstIndex(where: { $0.id == post }) else { return }
        if flaw == .likesOnScreenOnly {
            posts[index].likedByMe.toggle()
            posts[index].likes += posts[index].likedByMe ? 1 : -1
        } else if let stored = backend.toggleLike(post) {
            posts[index] = stored
        }
        if flaw != .viewNotTold { show() }
    }

    private func show() {
        view?.display(posts.map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.likedByMe ? "Unlike" : "Like")]" })
    }
}

// MARK: - Coordinator

/// The coordinator drill's app coordinator with one classic mistake, named by `flaw`.
final class FlawedAppCoordinator: FlowParent {
    enum Flaw {
        /// Removes a finished flow with `removeLast()`.
        case removesLast
        /// Holds its children weakly.
        case weakChildren
        /// Removes the finished flow; the flow still holds its parent strongly.
        case strongParent
    }

    final class Flow {
        weak var weakParent: FlawedAppCoordinator?
        var strongParent: FlawedAppCoordinator?
    }

    private struct WeakFlow {
        weak var flow: Flow?
    }

    private let flaw: Flaw
    private var children: [Flow] = []
    private var weakChildren: [WeakFlow] = []
    private(set) var posted: [String] = []

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func startCompose() -> Flow {
        let flow = Flow()
        if flaw == .strongParent { flow.strongParent = self } else { flow.weakParent = self }
        if flaw == .weakChildren { weakChildren.append(WeakFlow(flow: flow)) } else { children.append(flow) }
        return flow
    }

    func finish(_ flow: Flow, posted text: String?) {
        if let text { posted.append(text) }
        switch flaw {
        case .removesLast: if !children.isEmpty { children.removeLast() }
        case .weakChildren: weakChildren.removeAll { $0.flow === flow || $0.flow == nil }
        case .strongParent: children.removeAll { $0 === flow }
        }
    }
}
