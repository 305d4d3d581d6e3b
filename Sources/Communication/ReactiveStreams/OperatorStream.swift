/// A publisher made from an upstream publisher and a per-value step: what `map`, `filter` and
/// `removeDuplicates` return (Combine's `Publishers.Map`, `.Filter`, `.RemoveDuplicates`).
///
/// Each subscription gets a fresh step from `makeStep`, so an operator with state (the last
/// value, for `removeDuplicates`) keeps it per subscriber. Demand flows up unchanged: a
/// subscriber that asks for two values makes the upstream send two, and a step that drops a
/// value asks the upstream for one more in its place.
struct OperatorStream<Upstream: StreamPublisher, Output>: StreamPublisher {
    /// What the operator does with each value (see ``OperatorLink/Step``).
    typealias Step = OperatorLink<Upstream.Output, Output>.Step

    let upstream: Upstream
    let makeStep: () -> Step

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        upstream.subscribe(OperatorLink<Upstream.Output, Output>(downstream: subscriber, step: makeStep()))
    }
}

/// Sits between an upstream subscription and a downstream subscriber, running a step on each value.
final class OperatorLink<Input, Output>: StreamSubscriber, StreamSubscription {
    /// Handles one upstream value: calls `send` for each value it passes on (which returns the
    /// demand that came back) and returns the extra demand to ask of the upstream.
    typealias Step = (_ input: Input, _ send: (Output) -> Demand) -> Demand

    private var downstream: (any StreamSubscriber<Output>)?
    private var upstream: (any StreamSubscription)?
    private let step: Step

    init(downstream: any StreamSubscriber<Output>, step: @escaping Step) {
        self.downstream = downstream
        self.step = step
    }

    func receive(subscription: any StreamSubscription) {
        upstream = subscription
        downstream?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Demand {
        guard let downstream else { return .none }
        return step(input) { output in downstream.receive(output) }
    }

    func receive(completion: StreamCompletion) {
        let current = downstream
        downstream = nil
        upstream = nil
        current?.receive(completion: completion)
    }

    func request(_ demand: Demand) {
        upstream?.request(demand)
    }

    func cancel() {
        let current = upstream
        downstream = nil
        upstream = nil
        current?.cancel()
    }
}

/// A publisher of `Output` whose type is hidden: Combine's `AnyPublisher`.
struct AnyStream<Output>: StreamPublisher {
    private let attach: (any StreamSubscriber<Output>) -> Void

    /// Wraps `publisher`, hiding its type.
    init(_ publisher: some StreamPublisher<Output>) {
        attach = { subscriber in publisher.subscribe(subscriber) }
    }

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        attach(subscriber)
    }
}

extension StreamPublisher {
    /// Each value transformed by `transform`.
    func map<Mapped>(_ transform: @escaping (Output) -> Mapped) -> OperatorStream<Self, Mapped> {
        OperatorStream(upstream: self) {
            { input, send in send(transform(input)) }
        }
    }

    /// Only the values for which `isIncluded` is true; a dropped value is replaced by asking
    /// the upstream for one more, so the subscriber's demand is still met.
    func filter(_ isIncluded: @escaping (Output) -> Bool) -> OperatorStream<Self, Output> {
        OperatorStream(upstream: self) {
            { input, send in isIncluded(input) ? send(input) : .max(1) }
        }
    }

    /// The type-erased publisher.
    func eraseToAnyStream() -> AnyStream<Output> {
        AnyStream(self)
    }
}

extension StreamPublisher where Output: Equatable {
    /// Each value unless it equals the one passed on just before it.
    func removeDuplicates() -> OperatorStream<Self, Output> {
        OperatorStream(upstream: self) {
            var last: Output?
            return { input, send in
                guard input != last else { return .max(1) }
                last = input
                return send(input)
            }
        }
    }
}
