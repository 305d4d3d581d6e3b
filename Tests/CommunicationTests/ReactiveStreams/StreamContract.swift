import ContractSupport
import Futubra
import Testing

@testable import Communication

/// How the stream contract drives one stream: attach a subscriber, offer it values, end it,
/// and let its scheduler run.
///
/// The same clauses hold for a hot source (a subject: `send` pushes a value) and a cold one
/// (`PostStream`: the values are there from the start, `send` and `finish` do nothing), so
/// the clauses count values instead of naming them.
struct StreamHarness {
    /// Attaches `subscriber` to the stream under test.
    var subscribe: (any StreamSubscriber<Int>) -> Void
    /// Offers one value: sends it into the source; a cold source that holds its values ignores it.
    var send: (Int) -> Void
    /// Ends the source; a cold source ends by itself after its last value.
    var finish: () -> Void
    /// Lets the stream's scheduler run what is due (a debounce's pause, a `receive(on:)` hop);
    /// nothing for a stream that delivers at once.
    var settle: () -> Void = {}

    /// Sends each of `values`, letting the scheduler run after each one.
    func offer(_ values: ClosedRange<Int>) {
        for value in values {
            send(value)
            settle()
        }
    }
}

/// The streams the contract runs on: every publisher and operator of the entry.
enum StreamUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case passthroughSubject, currentValueSubject, operators, debounce, receiveOn, postStream, share

    var testDescription: String { rawValue }

    /// A fresh stream of this kind, with what the contract needs to drive it.
    func harness() throws -> StreamHarness {
        let subject = PassthroughSubject<Int>()
        let send: (Int) -> Void = { subject.send($0) }
        let finish = { subject.send(completion: .finished) }
        switch self {
        case .passthroughSubject:
            return StreamHarness(subscribe: { subject.subscribe($0) }, send: send, finish: finish)
        case .currentValueSubject:
            let current = CurrentValueSubject(0)
            return StreamHarness(
                subscribe: { current.subscribe($0) }, send: { current.value = $0 },
                finish: { current.send(completion: .finished) })
        case .operators:
            return StreamHarness(
                subscribe: {
                    subject.map { $0 * 10 }.map { $0 / 10 }.filter { _ in true }.removeDuplicates().subscribe($0)
                },
                send: send, finish: finish)
        case .debounce:
            let main = VirtualScheduler(name: "main")
            return StreamHarness(
                subscribe: { subject.debounce(for: .milliseconds(300), scheduler: main).subscribe($0) },
                send: send, finish: finish, settle: { main.advance(by: .milliseconds(300)) })
        case .receiveOn:
            let main = VirtualScheduler(name: "main")
            return StreamHarness(
                subscribe: { subject.receive(on: main).subscribe($0) }, send: send, finish: finish,
                settle: { main.advance() })
        case .postStream:
            let feed = try Feed(
                posts: (1...8).map { try Post(id: PostID($0), author: SampleFeed.anna, content: .text("#\($0)")) })
            return StreamHarness(
                subscribe: { PostStream(feed: feed).subscribe(PostNumbers(downstream: $0)) }, send: { _ in },
                finish: {})
        case .share:
            let shared = subject.share()
            return StreamHarness(subscribe: { shared.subscribe($0) }, send: send, finish: finish)
        }
    }
}

/// One clause of the stream contract.
enum StreamClause: CaseIterable {
    /// A subscriber never receives more values than it has demanded.
    case demandNeverExceeded
    /// Demand a subscriber returns from `receive(_:)` adds to what it asked for.
    case returnedDemandCounts
    /// After `cancel()`, a subscriber receives no value and no completion, even with a value in flight.
    case cancelledReceivesNothing
    /// Completion arrives once, and nothing after it.
    case completionOnce
}

/// A subscriber that asks for `initial` values, returns `returning[i]` from its `i`th value
/// (then `.none`), and records everything it receives, in order.
final class RecordingSubscriber: StreamSubscriber {
    /// What the subscriber received.
    enum Event: Equatable {
        case value(Int)
        case completion(StreamCompletion)
    }

    private let initial: Demand
    private var returning: [Demand]
    private(set) var events: [Event] = []
    private(set) var subscription: (any StreamSubscription)?

    init(initial: Demand, returning: [Demand] = []) {
        self.initial = initial
        self.returning = returning
    }

    /// The values received, in order.
    var values: [Int] {
        events.compactMap { event in
            guard case .value(let value) = event else { return nil }
            return value
        }
    }

    /// The completions received.
    var completions: [StreamCompletion] {
        events.compactMap { event in
            guard case .completion(let completion) = event else { return nil }
            return completion
        }
    }

    func receive(subscription: any StreamSubscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Int) -> Demand {
        events.append(.value(input))
        return returning.isEmpty ? .none : returning.removeFirst()
    }

    func receive(completion: StreamCompletion) {
        events.append(.completion(completion))
    }
}

/// Passes a post stream on as post numbers, with the post stream's own subscription: adds no
/// demand handling of its own, so the contract checks `PostCursor` itself.
final class PostNumbers: StreamSubscriber {
    private let downstream: any StreamSubscriber<Int>

    init(downstream: any StreamSubscriber<Int>) {
        self.downstream = downstream
    }

    func receive(subscription: any StreamSubscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ post: Post) -> Demand {
        downstream.receive(post.id.rawValue)
    }

    func receive(completion: StreamCompletion) {
        downstream.receive(completion: completion)
    }
}

/// Checks the stream contract on a fresh harness per clause; records an issue for each break.
func checkStreamContract(
    _ clauses: [StreamClause] = StreamClause.allCases,
    make: () throws -> StreamHarness,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) rethrows {
    func check(_ condition: Bool, _ clause: StreamClause, _ what: String) {
        expect(condition, "\(clause): \(what)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    for clause in clauses {
        let harness = try make()
        switch clause {
        case .demandNeverExceeded:
            let subscriber = RecordingSubscriber(initial: .max(2))
            harness.subscribe(subscriber)
            harness.offer(1...5)
            check(subscriber.values.count == 2, clause, "asked for 2, got \(subscriber.values)")
            subscriber.subscription?.request(.max(1))
            harness.offer(6...8)
            check(subscriber.values.count == 3, clause, "asked for 1 more, got \(subscriber.values)")
        case .returnedDemandCounts:
            let subscriber = RecordingSubscriber(initial: .max(1), returning: [.max(2)])
            harness.subscribe(subscriber)
            harness.offer(1...6)
            check(
                subscriber.values.count == 3, clause, "asked for 1, then 2 more from receive, got \(subscriber.values)")
        case .cancelledReceivesNothing:
            let subscriber = RecordingSubscriber(initial: .max(2))
            harness.subscribe(subscriber)
            harness.offer(1...1)
            harness.send(2)  // in flight: waiting in a debounce or for a hop, held by a subject without demand
            subscriber.subscription?.cancel()
            let heard = subscriber.events
            check(!heard.isEmpty, clause, "the subscription delivered nothing before it was cancelled")
            harness.settle()
            subscriber.subscription?.request(.max(5))
            harness.offer(3...5)
            harness.finish()
            harness.settle()
            check(subscriber.events == heard, clause, "cancelled after \(heard), then got \(subscriber.events)")
        case .completionOnce:
            let subscriber = RecordingSubscriber(initial: .unlimited)
            harness.subscribe(subscriber)
            harness.offer(1...1)
            harness.finish()
            harness.finish()
            harness.settle()
            subscriber.subscription?.request(.max(3))
            harness.offer(2...2)
            harness.settle()
            check(subscriber.completions == [.finished], clause, "completions \(subscriber.completions)")
            check(subscriber.events.last == .completion(.finished), clause, "events \(subscriber.events)")
            check(!subscriber.values.isEmpty, clause, "no value before the completion")
        }
    }
}

/// The naive subject: a list of subscribers, each sent every value and every completion.
/// It ignores demand, never forgets a cancelled subscriber, and completes as often as asked.
final class NaiveSubject {
    private var subscribers: [any StreamSubscriber<Int>] = []

    func subscribe(_ subscriber: any StreamSubscriber<Int>) {
        subscribers.append(subscriber)
        subscriber.receive(subscription: NoOpSubscription())
    }

    func send(_ value: Int) {
        for subscriber in subscribers {
            _ = subscriber.receive(value)
        }
    }

    func finish() {
        for subscriber in subscribers {
            subscriber.receive(completion: .finished)
        }
    }
}

/// A subscription that ignores requests and cancellation.
final class NoOpSubscription: StreamSubscription {
    func request(_ demand: Demand) {}
    func cancel() {}
}
