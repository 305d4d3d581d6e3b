import Synchronization

@testable import DrillSkeletons

// The classic wrong answers to the fix drills (DrillBindingsB.swift), each with one mistake a
// learner makes while fixing the given code. WrongAnswerTestsB runs each under its drill's
// checker and expects the issue that names the property it breaks.

// MARK: - Callbacks

/// The callbacks drill's loader with one classic wrong fix, named by `flaw`.
final class FlawedPostLoader: CallbackPostLoading {
    enum Flaw {
        /// "So that every path calls back": a `defer` that calls back with an error.
        case deferredError
        /// The error path calls back, but with `malformed` instead of `offline`.
        case wrongErrorOnFailure
        /// The error path fixed, the 404 branch still without its `return`.
        case missingReturn
    }

    private let flaw: Flaw
    private let transport: PostLoader.Transport

    init(_ flaw: Flaw, transport: @escaping PostLoader.Transport) {
        self.flaw = flaw
        self.transport = transport
    }

    func loadPost(_ id: Int, completion: @escaping (Result<LoadedPost, PostLoadError>) -> Void) {
        let flaw = self.flaw
        transport("/posts/\(id)") { reply in
            defer {
                if flaw == .deferredError { completion(.failure(.offline("gave up"))) }
            }
            switch reply {
            case .failed(let reason):
                switch flaw {
                case .deferredError: return
                case .wrongErrorOnFailure: completion(.failure(.malformed))
                case .missingReturn: completion(.failure(.offline(reason)))
                }
            case .answered(let status, let body):
                if status == 404 {
                    completion(.failure(.notFound(id)))
                    if flaw != .missingReturn { return }
                }
                guard status == 200, let post = LoadedPost(parsing: body) else {
                    completion(.failure(.malformed))
                    return
                }
                completion(.success(post))
            }
        }
    }
}

// MARK: - Persistence layer

/// The persistence drill's store with one classic wrong fix, named by `flaw`.
final class FlawedMessageStore: BatchSaving {
    enum Flaw {
        /// On failure, deletes every id of the batch: the replaced message is lost.
        case deletesBatchIDs
        /// Undoes what was written, then returns normally.
        case swallowsError
        /// Notes the "old" version after writing the new one.
        case notesAfterWrite
    }

    private let flaw: Flaw
    private let disk: any MessageDisk

    init(_ flaw: Flaw, disk: any MessageDisk) {
        self.flaw = flaw
        self.disk = disk
    }

    func save(_ batch: [StoredMessage]) throws {
        var undo: [(id: Int, previous: StoredMessage?)] = []
        do {
            for message in batch {
                let before = disk.read(message.id)
                try disk.write(message)
                undo.append((message.id, flaw == .notesAfterWrite ? disk.read(message.id) : before))
            }
        } catch {
            if flaw == .deletesBatchIDs {
                for message in batch { disk.delete(message.id) }
                throw error
            }
            for (id, previous) in undo.reversed() {
                if let previous { try? disk.write(previous) } else { disk.delete(id) }
            }
            if flaw != .swallowsError { throw error }
        }
    }
}

// MARK: - Observable collection

/// The observable collection drill's list with one classic wrong fix, named by `flaw`.
final class FlawedPostList: ObservableListing {
    enum Flaw {
        /// The move fixed, the change still announced before it is made.
        case announcesFirst
        /// The order fixed, the move still one place short when it goes forward.
        case moveOneShort
        /// A move made with `swapAt` and announced as a move.
        case swapsForMove
    }

    private let flaw: Flaw
    private(set) var posts: [String]
    private var observers: [(ListChange) -> Void] = []

    init(_ flaw: Flaw, _ posts: [String]) {
        self.flaw = flaw
        self.posts = posts
    }

    func observe(_ observer: @escaping (ListChange) -> Void) {
        observers.append(observer)
    }

    func insert(_ post: String, at index: Int) {
        announce(.inserted(index)) { posts.insert(post, at: index) }
    }

    func remove(at index: Int) {
        announce(.removed(index)) { posts.remove(at: index) }
    }

    func move(from: Int, to: Int) {
        announce(.moved(from: from, to: to)) {
            switch flaw {
            case .announcesFirst: posts.insert(posts.remove(at: from), at: to)
            case .moveOneShort: posts.insert(posts.remove(at: from), at: to > from ? to - 1 : to)
            case .swapsForMove: posts.swapAt(from, to)
            }
        }
    }

    private func announce(_ change: ListChange, by apply: () -> Void) {
        if flaw == .announcesFirst {
            for observer in observers { observer(change) }
            apply()
        } else {
            apply()
            for observer in observers { observer(change) }
        }
    }
}

// MARK: - Interpreter

/// The interpreter drill's parser with one classic wrong fix, named by `flaw`.
struct FlawedFilterParser {
    enum Flaw {
        /// The precedence the wrong way round: `or` read inside `and`.
        case orInsideAnd
        /// Each level calls itself on its right: `a or b or c` is `a or (b or c)`.
        case rightRecursion
        /// `not` reads a condition only.
        case notTakesConditionOnly
    }

    private let flaw: Flaw
    private let tokens: [String]
    private var position = 0

    /// The filter `source` writes, or nil when the parser refuses it.
    static func parse(_ source: String, _ flaw: Flaw) -> FeedFilter? {
        let tokens = source.replacing("(", with: " ( ").replacing(")", with: " ) ").split(separator: " ")
        var parser = FlawedFilterParser(flaw: flaw, tokens: tokens.map(String.init))
        guard let filter = parser.filter(), parser.position == parser.tokens.count else { return nil }
        return filter
    }

    private init(flaw: Flaw, tokens: [String]) {
        self.flaw = flaw
        self.tokens = tokens
    }

    private mutating func take(_ word: String) -> Bool {
        guard position < tokens.count, tokens[position] == word else { return false }
        position += 1
        return true
    }

    private mutating func filter() -> FeedFilter? {
        let (outer, inner) = flaw == .orInsideAnd ? ("and", "or") : ("or", "and")
        return level(outer) { parser in parser.level(inner) { parser in parser.factor() } }
    }

    private static func combine(_ word: String, _ left: FeedFilter, _ right: FeedFilter) -> FeedFilter {
        word == "or" ? .or(left, right) : .and(left, right)
    }

    private mutating func level(_ word: String, _ operand: (inout Self) -> FeedFilter?) -> FeedFilter? {
        guard var result = operand(&self) else { return nil }
        if flaw == .rightRecursion {
            guard take(word) else { return result }
            return level(word, operand).map { Self.combine(word, result, $0) }
        }
        while take(word) {
            guard let right = operand(&self) else { return nil }
            result = Self.combine(word, result, right)
        }
        return result
    }

    private mutating func factor() -> FeedFilter? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        position += 1
        switch token {
        case "not" where flaw == .notTakesConditionOnly:
            guard position < tokens.count else { return nil }
            position += 1
            return Self.condition(tokens[position - 1]).map { .not($0) }
        case "not":
            return factor().map { .not($0) }
        case "(":
            guard let inner = filter(), take(")") else { return nil }
            return inner
        default:
            return Self.condition(token)
        }
    }

    private static func condition(_ token: String) -> FeedFilter? {
        if token.hasPrefix("author:"), token.count > 7 { return .author(String(token.dropFirst(7))) }
        guard let count = Int(token.dropFirst(6)) else { return nil }
        if token.hasPrefix("likes>") { return .moreLikes(than: count) }
        if token.hasPrefix("likes<") { return .fewerLikes(than: count) }
        return nil
    }
}

// MARK: - Reactive streams

/// The reactive streams drill's publisher with one classic wrong fix, named by `flaw`.
final class FlawedPostPublisher: DemandPublishing {
    enum Flaw {
        /// Posts sent while there is no demand are dropped.
        case dropsUnrequested
        /// The demand checked with `>= 0`.
        case offByOne
        /// The end delivered as soon as the publisher finishes.
        case endsAtOnce
        /// The demand counted down, the cancel still only emptying the waiting posts.
        case cancelOnlyEmpties
    }

    final class Subscription: DemandSubscribing {
        private let flaw: Flaw
        private var onPost: ((String) -> Void)?
        private var onEnd: (() -> Void)?
        private var demand = 0
        private var waiting: [String] = []
        private var ending = false

        init(_ flaw: Flaw, onPost: @escaping (String) -> Void, onEnd: @escaping () -> Void) {
            (self.flaw, self.onPost, self.onEnd) = (flaw, onPost, onEnd)
        }

        func request(_ count: Int) {
            demand += count
            deliver()
        }

        func cancel() {
            waiting.removeAll()
            if flaw != .cancelOnlyEmpties {
                onPost = nil
                onEnd = nil
            }
        }

        func receive(_ post: String) {
            if flaw == .dropsUnrequested && demand == 0 { return }
            waiting.append(post)
            deliver()
        }

        func end() {
            ending = true
            if flaw == .endsAtOnce, let onEnd {
                self.onEnd = nil
                onEnd()
            }
            deliver()
        }

        private func deliver() {
            while flaw == .offByOne ? demand >= 0 : demand > 0, !waiting.isEmpty, let onPost {
                demand -= 1
                onPost(waiting.removeFirst())
            }
            if ending, waiting.isEmpty, let onEnd {
                self.onEnd = nil
                onEnd()
            }
        }
    }

    private let flaw: Flaw
    private var subscriptions: [Subscription] = []

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func subscribe(onPost: @escaping (String) -> Void, onEnd: @escaping () -> Void) -> Subscription {
        let subscription = Subscription(flaw, onPost: onPost, onEnd: onEnd)
        subscriptions.append(subscription)
        return subscription
    }

    func send(_ post: String) {
        for subscription in subscriptions { subscription.receive(post) }
    }

    func finish() {
        for subscription in subscriptions { subscription.end() }
    }
}

// MARK: - Liskov substitution

/// Overrides `posts` to return the ranking: every caller of the timeline reads the ranked order.
final class PostsOverridingTimeline: PostTimeline, RankingTimeline {
    override var posts: [RankablePost] {
        get { super.posts.sorted { $0.likes > $1.likes } }
        set { super.posts = newValue }
    }

    var ranked: [RankablePost] { posts }
}

/// A ranking that sorts the timeline in place each time it is read.
final class SortingRankTimeline: PostTimeline, RankingTimeline {
    var ranked: [RankablePost] {
        let timeline = posts
        posts.sort { first, second in
            first.likes != second.likes
                ? first.likes > second.likes
                : (timeline.firstIndex(of: first) ?? 0) < (timeline.firstIndex(of: second) ?? 0)
        }
        return posts
    }
}

/// A ranking whose ties go oldest first.
final class OldestFirstTiesTimeline: PostTimeline, RankingTimeline {
    var ranked: [RankablePost] {
        posts.sorted { $0.likes != $1.likes ? $0.likes > $1.likes : $0.id < $1.id }
    }
}

// MARK: - Actor reentrancy

/// The actor reentrancy drill's outbox with one classic wrong fix, named by `flaw`.
actor FlawedOutbox: SyncingOutbox {
    enum Flaw {
        /// Takes the message out before the `await`.
        case removesBeforeAwait
        /// A second sync returns at once while one is under way.
        case returnsIfBusy
    }

    private let flaw: Flaw
    private let send: @Sendable (String) async -> Void
    private var pending: [String] = []
    private var busy = false
    private(set) var waitingSyncs = 0

    init(_ flaw: Flaw, send: @escaping @Sendable (String) async -> Void) {
        self.flaw = flaw
        self.send = send
    }

    func enqueue(_ text: String) {
        pending.append(text)
    }

    func sync() async {
        switch flaw {
        case .removesBeforeAwait:
            while !pending.isEmpty {
                let next = pending.removeFirst()
                await send(next)
            }
        case .returnsIfBusy:
            guard !busy else { return }
            busy = true
            while let next = pending.first {
                await send(next)
                pending.removeFirst()
            }
            busy = false
        }
    }
}

// MARK: - Log service

/// The log service drill's buffer with one classic wrong fix, named by `flaw`.
final class FlawedLogBuffer: BatchedLogging {
    enum Flaw {
        /// Takes the lines out under the lock and writes them outside it.
        case writesOutsideLock
        /// Gives up batching: writes each line under the lock as it is logged.
        case writesEachLine
    }

    private let flaw: Flaw
    private let batchSize: Int
    private let write: @Sendable ([String]) -> Void
    private let lines = Mutex<[String]>([])

    init(_ flaw: Flaw, batchSize: Int, write: @escaping @Sendable ([String]) -> Void) {
        (self.flaw, self.batchSize, self.write) = (flaw, batchSize, write)
    }

    func log(_ line: String) {
        if flaw == .writesEachLine {
            lines.withLock { _ in write([line]) }
            return
        }
        let batch = lines.withLock { lines -> [String] in
            lines.append(line)
            guard lines.count >= batchSize else { return [] }
            defer { lines.removeAll() }
            return lines
        }
        hand(batch)
    }

    func flush() {
        hand(
            lines.withLock { lines in
                defer { lines.removeAll() }
                return lines
            })
    }

    private func hand(_ batch: [String]) {
        guard !batch.isEmpty else { return }
        write(batch)
    }
}

// MARK: - Simple factory

enum FlawedCellFactories {
    /// A case for polls added; the captioned video still drawn as a photo.
    static func pollCaseAdded(_ content: PostContent) -> any ContentCell {
        switch content {
        case .text(let text): TextCell(text: text)
        case .image(let url, let caption): ImageCell(url: url, caption: caption)
        case .video(let url, let caption?, _): ImageCell(url: url, caption: caption)
        case .video(let url, nil, let seconds): VideoCell(url: url, caption: nil, seconds: seconds)
        case .poll(let question, let options): PollCell(question: question, options: options)
        }
    }

    /// The caption case removed; the `default` still catching polls.
    static func defaultKept(_ content: PostContent) -> any ContentCell {
        switch content {
        case .text(let text): TextCell(text: text)
        case .image(let url, let caption): ImageCell(url: url, caption: caption)
        case .video(let url, let caption, let seconds): VideoCell(url: url, caption: caption, seconds: seconds)
        default: TextCell(text: "(unsupported post)")
        }
    }
}
