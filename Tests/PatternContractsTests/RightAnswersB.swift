import Foundation
import Synchronization

@testable import DrillSkeletons

// Correct fixes to the fix drills written differently from the catalogue's solutions.
// RightAnswerTestsB proves each passes its drill's checks.

// MARK: - Callbacks

/// Makes one `Result` per reply in a function that returns it, then calls back once.
final class ResultFirstLoader: CallbackPostLoading {
    private let transport: PostLoader.Transport

    init(transport: @escaping PostLoader.Transport) {
        self.transport = transport
    }

    func loadPost(_ id: Int, completion: @escaping (Result<LoadedPost, PostLoadError>) -> Void) {
        transport("/posts/\(id)") { reply in completion(Self.result(of: reply, id: id)) }
    }

    private static func result(of reply: TransportReply, id: Int) -> Result<LoadedPost, PostLoadError> {
        switch reply {
        case .failed(let reason): return .failure(.offline(reason))
        case .answered(404, _): return .failure(.notFound(id))
        case .answered(200, let body): return LoadedPost(parsing: body).map { .success($0) } ?? .failure(.malformed)
        case .answered: return .failure(.malformed)
        }
    }
}

// MARK: - Persistence layer

/// Takes a snapshot of every id the batch touches before writing anything, and on failure puts
/// the whole snapshot back.
final class SnapshotMessageStore: BatchSaving {
    private let disk: any MessageDisk

    init(disk: any MessageDisk) {
        self.disk = disk
    }

    func save(_ batch: [StoredMessage]) throws {
        let ids = Set(batch.map(\.id))
        let snapshot = Dictionary(uniqueKeysWithValues: ids.map { ($0, disk.read($0)) })
        do {
            for message in batch { try disk.write(message) }
        } catch {
            for (id, old) in snapshot {
                if let old { try? disk.write(old) } else { disk.delete(id) }
            }
            throw error
        }
    }
}

// MARK: - Observable collection

/// Announces from a `defer` in each operation, and moves by copying the element first.
final class DeferAnnouncingList: ObservableListing {
    private(set) var posts: [String]
    private var observers: [(ListChange) -> Void] = []

    init(_ posts: [String]) {
        self.posts = posts
    }

    func observe(_ observer: @escaping (ListChange) -> Void) {
        observers.append(observer)
    }

    func insert(_ post: String, at index: Int) {
        defer { tell(.inserted(index)) }
        posts.insert(post, at: index)
    }

    func remove(at index: Int) {
        defer { tell(.removed(index)) }
        posts.remove(at: index)
    }

    func move(from: Int, to: Int) {
        defer { tell(.moved(from: from, to: to)) }
        let post = posts[from]
        var rest = posts
        rest.remove(at: from)
        rest.insert(post, at: to)
        posts = rest
    }

    private func tell(_ change: ListChange) {
        for observer in observers { observer(change) }
    }
}

// MARK: - Interpreter

/// Precedence climbing: one loop over binary operators with binding powers (`or` 1, `and` 2),
/// instead of one method per level.
struct ClimbingFilterParser {
    private let tokens: [String]
    private var position = 0

    static func parse(_ source: String) -> FeedFilter? {
        let tokens = source.replacing("(", with: " ( ").replacing(")", with: " ) ").split(separator: " ")
        var parser = ClimbingFilterParser(tokens: tokens.map(String.init))
        guard let filter = parser.expression(above: 0), parser.position == parser.tokens.count else { return nil }
        return filter
    }

    private init(tokens: [String]) {
        self.tokens = tokens
    }

    private static let power = ["or": 1, "and": 2]

    private mutating func expression(above minimum: Int) -> FeedFilter? {
        guard var left = prefix() else { return nil }
        while position < tokens.count, let power = Self.power[tokens[position]], power > minimum {
            let word = tokens[position]
            position += 1
            // Binding the right side only to tighter operators groups a run from the left.
            guard let right = expression(above: power) else { return nil }
            left = word == "or" ? .or(left, right) : .and(left, right)
        }
        return left
    }

    private mutating func prefix() -> FeedFilter? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        position += 1
        switch token {
        case "not":
            return prefix().map { .not($0) }
        case "(":
            guard let inner = expression(above: 0), position < tokens.count, tokens[position] == ")" else { return nil }
            position += 1
            return inner
        default:
            let parts = token.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0] == "author", !parts[1].isEmpty { return .author(String(parts[1])) }
            guard token.count > 6, let count = Int(token.dropFirst(6)) else { return nil }
            switch token.prefix(6) {
            case "likes>": return .moreLikes(than: count)
            case "likes<": return .fewerLikes(than: count)
            default: return nil
            }
        }
    }
}

// MARK: - Reactive streams

/// Keeps every subscription's state in the publisher, by id; a subscription is a handle.
final class CentralDemandPublisher: DemandPublishing {
    final class Handle: DemandSubscribing {
        fileprivate let id: Int
        fileprivate weak var publisher: CentralDemandPublisher?

        fileprivate init(id: Int, publisher: CentralDemandPublisher) {
            self.id = id
            self.publisher = publisher
        }

        func request(_ count: Int) { publisher?.request(count, for: id) }
        func cancel() { publisher?.states[id] = nil }
    }

    private struct State {
        var demand = 0
        var waiting: [String] = []
        var onPost: (String) -> Void
        var onEnd: () -> Void
    }

    private var states: [Int: State] = [:]
    private var nextID = 0
    private var ended = false

    func subscribe(onPost: @escaping (String) -> Void, onEnd: @escaping () -> Void) -> Handle {
        nextID += 1
        states[nextID] = State(onPost: onPost, onEnd: onEnd)
        return Handle(id: nextID, publisher: self)
    }

    func send(_ post: String) {
        for id in states.keys.sorted() {
            states[id]?.waiting.append(post)
            pump(id)
        }
    }

    func finish() {
        ended = true
        for id in states.keys.sorted() { pump(id) }
    }

    fileprivate func request(_ count: Int, for id: Int) {
        states[id]?.demand += count
        pump(id)
    }

    /// Delivers one post at a time, reading the state afresh each time: a handler may cancel
    /// or ask for more.
    private func pump(_ id: Int) {
        while let state = states[id], state.demand > 0, let post = state.waiting.first {
            states[id]?.demand -= 1
            states[id]?.waiting.removeFirst()
            state.onPost(post)
        }
        if ended, let state = states[id], state.waiting.isEmpty {
            states[id] = nil
            state.onEnd()
        }
    }
}

// MARK: - Liskov substitution

/// Ranks by grouping the posts by likes, most first, each group in timeline order.
final class BucketRankTimeline: PostTimeline, RankingTimeline {
    var ranked: [RankablePost] {
        let groups = Dictionary(grouping: posts, by: \.likes)
        return groups.keys.sorted(by: >).flatMap { groups[$0] ?? [] }
    }
}

// MARK: - Actor reentrancy

/// Syncs take turns: a sync that finds one under way parks a continuation and is resumed when
/// it ends, first come, first served; each sync then drains what is left.
actor TurnTakingOutbox: SyncingOutbox {
    private let send: @Sendable (String) async -> Void
    private var pending: [String] = []
    private var busy = false
    private var turns: [CheckedContinuation<Void, Never>] = []
    private(set) var waitingSyncs = 0

    init(send: @escaping @Sendable (String) async -> Void) {
        self.send = send
    }

    func enqueue(_ text: String) {
        pending.append(text)
    }

    func sync() async {
        if busy {
            waitingSyncs += 1
            await withCheckedContinuation { turns.append($0) }
            waitingSyncs -= 1
        }
        busy = true
        while let next = pending.first {
            await send(next)
            pending.removeFirst()
        }
        if turns.isEmpty {
            busy = false
        } else {
            turns.removeFirst().resume()
        }
    }
}

// MARK: - Log service

/// Two locks: one guards the buffer, the other is held from cutting a batch until it is
/// written, so batches reach the file one at a time, in the order they were cut.
final class TwoLockLogBuffer: BatchedLogging, @unchecked Sendable {
    // @unchecked: `lines` is read and written only while `bufferLock` is held; `writing` only
    // orders the writes and guards nothing else.
    private let bufferLock = NSLock()
    private let writing = NSLock()
    private var lines: [String] = []
    private let batchSize: Int
    private let write: @Sendable ([String]) -> Void

    init(batchSize: Int, write: @escaping @Sendable ([String]) -> Void) {
        (self.batchSize, self.write) = (batchSize, write)
    }

    func log(_ line: String) {
        bufferLock.lock()
        lines.append(line)
        let full = lines.count >= batchSize
        bufferLock.unlock()
        if full { flush() }
    }

    func flush() {
        writing.lock()
        defer { writing.unlock() }
        bufferLock.lock()
        let batch = lines
        lines = []
        bufferLock.unlock()
        if !batch.isEmpty { write(batch) }
    }
}

// MARK: - Simple factory

enum KindFirstCellFactory {
    private enum Kind { case text, image, video, poll }

    /// Names the kind first, then builds the cell for it.
    static func makeCell(for content: PostContent) -> any ContentCell {
        let kind: Kind =
            switch content {
            case .text: .text
            case .image: .image
            case .video: .video
            case .poll: .poll
            }
        switch (kind, content) {
        case (.text, .text(let text)): return TextCell(text: text)
        case (.image, .image(let url, let caption)): return ImageCell(url: url, caption: caption)
        case (.video, .video(let url, let caption, let seconds)):
            return VideoCell(url: url, caption: caption, seconds: seconds)
        case (.poll, .poll(let question, let options)): return PollCell(question: question, options: options)
        default: return TextCell(text: "unreachable: the kind comes from the content")
        }
    }
}
