import Testing

@testable import Communication

/// How the stream contract drives one subject: make it, send into it, end it.
struct StreamHarness {
    var subscribe: (any StreamSubscriber<Int>) -> Void
    var send: (Int) -> Void
    var finish: () -> Void
}

/// One clause of the stream contract.
enum StreamClause: CaseIterable {
    /// A subscriber never receives more values than it has demanded.
    case demandNeverExceeded
    /// After `cancel()`, a subscriber receives no value and no completion.
    case cancelledReceivesNothing
    /// Completion arrives once, and no value after it.
    case completionOnce
}

/// A subscriber that asks for `initial` values and records everything it receives.
final class RecordingSubscriber: StreamSubscriber {
    private let initial: Demand
    private(set) var values: [Int] = []
    private(set) var completions: [StreamCompletion] = []
    private(set) var subscription: (any StreamSubscription)?

    init(initial: Demand) {
        self.initial = initial
    }

    func receive(subscription: any StreamSubscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Int) -> Demand {
        values.append(input)
        return .none
    }

    func receive(completion: StreamCompletion) {
        completions.append(completion)
    }
}

/// Checks the stream contract on a fresh harness per clause; records an issue for each break.
func checkStreamContract(
    _ clauses: [StreamClause] = StreamClause.allCases,
    make: () -> StreamHarness,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for clause in clauses {
        let harness = make()
        switch clause {
        case .demandNeverExceeded:
            let subscriber = RecordingSubscriber(initial: .max(2))
            harness.subscribe(subscriber)
            (1...5).forEach(harness.send)
            #expect(subscriber.values == [1, 2], "\(clause)", sourceLocation: sourceLocation)
            subscriber.subscription?.request(.max(1))
            (6...8).forEach(harness.send)
            #expect(subscriber.values == [1, 2, 6], "\(clause)", sourceLocation: sourceLocation)
        case .cancelledReceivesNothing:
            let subscriber = RecordingSubscriber(initial: .unlimited)
            harness.subscribe(subscriber)
            harness.send(1)
            subscriber.subscription?.cancel()
            harness.send(2)
            harness.finish()
            #expect(subscriber.values == [1], "\(clause)", sourceLocation: sourceLocation)
            #expect(subscriber.completions.isEmpty, "\(clause)", sourceLocation: sourceLocation)
        case .completionOnce:
            let subscriber = RecordingSubscriber(initial: .unlimited)
            harness.subscribe(subscriber)
            harness.send(1)
            harness.finish()
            harness.finish()
            harness.send(2)
            #expect(subscriber.values == [1], "\(clause)", sourceLocation: sourceLocation)
            #expect(subscriber.completions == [.finished], "\(clause)", sourceLocation: sourceLocation)
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
