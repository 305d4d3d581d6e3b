import ContractSupport
import Synchronization
import Testing

@testable import DrillSkeletons

// How the proofs drive the fix drills' skeletons, and the wrong and right answers written
// against the same interfaces (DrillBindings.swift does the same for the first drills): each
// interface is a protocol here, and each check is the drill's own test (Drills/Tests).

// MARK: - Callbacks

protocol CallbackPostLoading {
    func loadPost(_ id: Int, completion: @escaping (Result<LoadedPost, PostLoadError>) -> Void)
}

extension PostLoader: CallbackPostLoading {}

enum CallbacksProofs {
    static let paths: [(path: CompletionPath, reply: TransportReply)] = [
        (CompletionPath("the post arrives", expects: "#3 by anna"), .answered(status: 200, body: "3 anna")),
        (CompletionPath("the network is down", expects: "error offline(\"no network\")"), .failed("no network")),
        (CompletionPath("the server answers 404", expects: "error notFound(3)"), .answered(status: 404, body: "")),
        (CompletionPath("the server answers 500", expects: "error malformed"), .answered(status: 500, body: "")),
        (CompletionPath("the body is not a post", expects: "error malformed"), .answered(status: 200, body: "<html>")),
    ]

    /// The drill's test, on loaders made by `make` over the transport given.
    static func check(_ make: (@escaping PostLoader.Transport) -> any CallbackPostLoading) {
        checkCompletionContract(paths.map(\.path)) { path in
            let reply = paths.first { $0.path.name == path.name }?.reply ?? .failed("unscripted")
            var pending: [(TransportReply) -> Void] = []
            var heard: [String] = []
            let loader = make { _, answer in pending.append(answer) }
            loader.loadPost(3) { result in
                switch result {
                case .success(let post): heard.append("\(post)")
                case .failure(let error): heard.append("error \(error)")
                }
            }
            for answer in pending { answer(reply) }
            return heard
        }
    }
}

// MARK: - Persistence layer

protocol BatchSaving {
    func save(_ batch: [StoredMessage]) throws
}

extension MessageStore: BatchSaving {}

/// A disk in memory whose write number `failingWrite` (counted from 1) fails, once.
final class ProofMessageDisk: MessageDisk {
    struct DiskFull: Error {}

    private var records: [Int: StoredMessage]
    private let failingWrite: Int?
    private var writes = 0

    init(holding messages: [StoredMessage], failingWrite: Int?) {
        records = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, $0) })
        self.failingWrite = failingWrite
    }

    var contents: String {
        records.keys.sorted().compactMap { records[$0]?.description }.joined(separator: ", ")
    }

    func read(_ id: Int) -> StoredMessage? { records[id] }

    func write(_ message: StoredMessage) throws {
        writes += 1
        if writes == failingWrite { throw DiskFull() }
        records[message.id] = message
    }

    func delete(_ id: Int) { records[id] = nil }
}

enum PersistenceProofs {
    static let stored = [StoredMessage(id: 1, text: "hello"), StoredMessage(id: 2, text: "see you")]
    static let batch = [
        StoredMessage(id: 2, text: "see you soon"), StoredMessage(id: 3, text: "on my way"),
        StoredMessage(id: 4, text: "here"),
    ]

    /// The drill's test, on stores made by `make` over the disk given.
    static func check(_ make: (any MessageDisk) -> any BatchSaving) {
        checkAllOrNothingContract(
            writes: 3, savedState: "#1 'hello', #2 'see you soon', #3 'on my way', #4 'here'"
        ) { failingWrite in
            let disk = ProofMessageDisk(holding: stored, failingWrite: failingWrite)
            return (make(disk), disk)
        } save: { store, _ in
            try store.save(batch)
        } state: { _, disk in
            disk.contents
        }
    }
}

// MARK: - Observable collection

protocol ObservableListing: AnyObject {
    var posts: [String] { get }
    func observe(_ observer: @escaping (ListChange) -> Void)
    func insert(_ post: String, at index: Int)
    func remove(at index: Int)
    func move(from: Int, to: Int)
}

extension ObservablePostList: ObservableListing {}

enum ObservableCollectionProofs {
    /// The drill's test, on lists made by `make`.
    static func check<List: ObservableListing>(_ make: @escaping ([String]) -> List) {
        let steps: [ChangeStep<List>] = [
            ChangeStep("insert #5 first") { $0.insert("#5", at: 0) },
            ChangeStep("remove the third post") { $0.remove(at: 2) },
            ChangeStep("move the first post to the end") { $0.move(from: 0, to: 3) },
            ChangeStep("move the last post to second") { $0.move(from: 3, to: 1) },
            ChangeStep("move the second post one down") { $0.move(from: 1, to: 2) },
            ChangeStep("add #6 at the end") { $0.insert("#6", at: 4) },
        ]
        checkCollectionChangeContract(
            steps, make: { make(["#1", "#2", "#3", "#4"]) }, items: \.posts,
            observe: { list, heard in
                list.observe { change in
                    switch change {
                    case .inserted(let index): heard(.inserted(at: index))
                    case .removed(let index): heard(.removed(at: index))
                    case .moved(let from, let to): heard(.moved(from: from, to: to))
                    }
                }
            })
    }
}

// MARK: - Interpreter

enum InterpreterProofs {
    static let asWritten = "conditions, parentheses and a lone operator are read as written"
    static let precedence = "and binds tighter than or"
    static let grouping = "a run of one operator groups from the left"
    static let negation = "not applies to the one condition, parenthesis or not after it"
    static let refusal = "a filter that breaks the grammar is refused"

    static let readings = [
        Reading(asWritten, "author:anna", means: "author:anna"),
        Reading(asWritten, "(likes>3)", means: "likes>3"),
        Reading(asWritten, "likes<2 and author:bob", means: "(likes<2 and author:bob)"),
        Reading(asWritten, "not likes<2", means: "not likes<2"),
        Reading(precedence, "author:anna or likes>3 and likes<9", means: "(author:anna or (likes>3 and likes<9))"),
        Reading(precedence, "likes>3 and likes<9 or author:anna", means: "((likes>3 and likes<9) or author:anna)"),
        Reading(precedence, "(author:anna or likes>3) and likes<9", means: "((author:anna or likes>3) and likes<9)"),
        Reading(grouping, "author:al or author:bo or author:cy", means: "((author:al or author:bo) or author:cy)"),
        Reading(grouping, "likes>1 and likes<9 and author:al", means: "((likes>1 and likes<9) and author:al)"),
        Reading(negation, "not author:anna and likes>3", means: "(not author:anna and likes>3)"),
        Reading(negation, "not (author:anna or likes>3)", means: "not (author:anna or likes>3)"),
        Reading(negation, "not not likes>3", means: "not not likes>3"),
        Reading(
            precedence, "likes>3 or not author:bob and likes<9", means: "(likes>3 or (not author:bob and likes<9))"),
        Reading(refusal, "author:anna and", means: "refused"),
        Reading(refusal, "(likes>3", means: "refused"),
        Reading(refusal, "likes>3)", means: "refused"),
        Reading(refusal, "likes>many", means: "refused"),
        Reading(refusal, "author:anna likes>3", means: "refused"),
    ]

    static func describe(_ filter: FeedFilter) -> String {
        switch filter {
        case .author(let name): "author:\(name)"
        case .moreLikes(let count): "likes>\(count)"
        case .fewerLikes(let count): "likes<\(count)"
        case .not(let inner): "not \(describe(inner))"
        case .and(let left, let right): "(\(describe(left)) and \(describe(right)))"
        case .or(let left, let right): "(\(describe(left)) or \(describe(right)))"
        }
    }

    /// The drill's test, on a parser that returns nil for a refused filter.
    static func check(_ parse: (String) -> FeedFilter?) {
        checkInterpreterContract(readings) { source in parse(source).map(describe) ?? "refused" }
    }
}

// MARK: - Reactive streams

protocol DemandSubscribing: AnyObject {
    func request(_ count: Int)
    func cancel()
}

protocol DemandPublishing: AnyObject {
    associatedtype Subscription: DemandSubscribing
    func subscribe(onPost: @escaping (String) -> Void, onEnd: @escaping () -> Void) -> Subscription
    func send(_ post: String)
    func finish()
}

extension PostSubscription: DemandSubscribing {}
extension PostPublisher: DemandPublishing {}

enum ReactiveStreamsProofs {
    /// The drill's test, on publishers made by `make`.
    static func check<Publisher: DemandPublishing>(_ make: @escaping () -> Publisher) {
        checkDemandContract {
            let publisher = make()
            return DemandSubject(
                subscribe: { publisher.subscribe(onPost: $0, onEnd: $1) },
                request: { ($0 as? Publisher.Subscription)?.request($1) },
                cancel: { ($0 as? Publisher.Subscription)?.cancel() },
                send: { publisher.send($0) },
                finish: { publisher.finish() })
        }
    }
}

// MARK: - Liskov substitution

/// A timeline with a ranking, as the drill's `RankedTimeline` is.
protocol RankingTimeline: PostTimeline {
    var ranked: [RankablePost] { get }
}

extension RankedTimeline: RankingTimeline {}

enum LiskovProofs {
    static let written = [
        RankablePost(id: 1, likes: 5), RankablePost(id: 2, likes: 1), RankablePost(id: 3, likes: 3),
        RankablePost(id: 4, likes: 3),
    ]

    static func ids(_ posts: [RankablePost]) -> String {
        "[" + posts.map { "#\($0.id)" }.joined(separator: ", ") + "]"
    }

    static var promises: [Promise<PostTimeline>] {
        [
            Promise("a post inserted is on top, and the others keep their order") { timeline in
                var shown: [String] = []
                for post in written {
                    timeline.insert(post)
                    shown.append(ids(timeline.posts))
                }
                let expected = ["[#1]", "[#2, #1]", "[#3, #2, #1]", "[#4, #3, #2, #1]"]
                return shown == expected ? nil : "showed \(shown.joined(separator: ", then ")) as #1 to #4 were written"
            },
            Promise("removing a post leaves the others in their order") { timeline in
                for post in written { timeline.insert(post) }
                timeline.remove(id: 3)
                return ids(timeline.posts) == "[#4, #2, #1]" ? nil : "showed \(ids(timeline.posts)) once #3 was removed"
            },
        ]
    }

    /// The drill's two tests, with `make` as the ranked timeline.
    static func check<Ranked: RankingTimeline>(_ make: @escaping () -> Ranked) {
        checkSubstitutionContract(
            [("PostTimeline", { PostTimeline() }), ("BadgedTimeline", { BadgedTimeline() }), ("RankedTimeline", make)],
            promises: promises)
        checkSubstitutionContract(
            [("RankedTimeline", make)],
            promises: [
                Promise("the ranking shows the posts by likes, most liked first, ties newest first") { ranked in
                    for post in written { ranked.insert(post) }
                    let ranking = ids(ranked.ranked)
                    return ranking == "[#1, #4, #3, #2]" ? nil : "ranked \(ranking)"
                },
                Promise("reading the ranking leaves the timeline as it was") { ranked in
                    for post in written { ranked.insert(post) }
                    let before = ids(ranked.posts)
                    _ = ranked.ranked
                    let after = ids(ranked.posts)
                    return after == before ? nil : "showed \(before), then \(after) once the ranking was read"
                },
            ])
    }
}

// MARK: - Actor reentrancy

protocol SyncingOutbox: Actor {
    func enqueue(_ text: String)
    func sync() async
    var waitingSyncs: Int { get }
}

extension MessageOutbox: SyncingOutbox {}

enum ActorReentrancyProofs {
    /// The drill's test, on outboxes made by `make` with the send given.
    static func check<Outbox: SyncingOutbox>(_ make: (@escaping @Sendable (String) async -> Void) -> Outbox) async {
        await checkOverlappingDrainContract(
            calling: "sync", make: make, enqueue: { await $0.enqueue($1) },
            drain: { await $0.sync() }, waiting: { await $0.waitingSyncs })
    }
}

// MARK: - Log service

protocol BatchedLogging: Sendable {
    func log(_ line: String)
    func flush()
}

extension LogBuffer: BatchedLogging {}

enum LogServiceProofs {
    /// The drill's test, on logs made by `make` with a batch size and a write.
    static func check<Log: BatchedLogging>(_ make: (Int, @escaping @Sendable ([String]) -> Void) -> Log) async {
        await checkBatchedLogContract(
            make: make, log: { $0.log($1) }, flush: { $0.flush() })
    }
}

// MARK: - Simple factory

enum SimpleFactoryProofs {
    static let inputs: [FactoryInput<PostContent>] = [
        FactoryInput("text post", "plain", .text("Hello")),
        FactoryInput("text post", "empty", .text("")),
        FactoryInput("image post", "without a caption", .image(url: "cat.jpg", caption: nil)),
        FactoryInput("image post", "with a caption", .image(url: "cat.jpg", caption: "My cat")),
        FactoryInput("video post", "without a caption", .video(url: "run.mp4", caption: nil, seconds: 12)),
        FactoryInput("video post", "with a caption", .video(url: "run.mp4", caption: "5 km", seconds: 12)),
        FactoryInput("poll", "with two options", .poll(question: "Tea?", options: ["yes", "no"])),
        FactoryInput("poll", "with no options yet", .poll(question: "Lunch?", options: [])),
    ]

    /// The drill's test, on the factory `make`.
    static func check(_ make: (PostContent) -> any ContentCell) {
        checkSimpleFactoryContract(
            inputs,
            expected: [
                "text post": "TextCell", "image post": "ImageCell", "video post": "VideoCell", "poll": "PollCell",
            ]
        ) { content in
            String(describing: type(of: make(content)))
        }
    }
}
