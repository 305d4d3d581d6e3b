/// Values and completion delivered on a chosen scheduler: Combine's `receive(on:)`.
struct ReceiveOnStream<Upstream: StreamPublisher>: StreamPublisher {
    typealias Output = Upstream.Output
    let upstream: Upstream
    let scheduler: VirtualScheduler

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        upstream.subscribe(ReceiveOnLink(downstream: subscriber, scheduler: scheduler))
    }
}

/// Hops each value and the completion onto the scheduler; a cancelled link delivers nothing
/// that was still waiting to hop.
final class ReceiveOnLink<Input>: StreamSubscriber, StreamSubscription {
    private var downstream: (any StreamSubscriber<Input>)?
    private var upstream: (any StreamSubscription)?
    private let scheduler: VirtualScheduler

    init(downstream: any StreamSubscriber<Input>, scheduler: VirtualScheduler) {
        self.downstream = downstream
        self.scheduler = scheduler
    }

    func receive(subscription: any StreamSubscription) {
        upstream = subscription
        downstream?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Demand {
        scheduler.schedule { [weak self] in
            guard let self, let downstream = self.downstream else { return }
            let more = downstream.receive(input)
            if more != .none {
                self.upstream?.request(more)
            }
        }
        return .none
    }

    func receive(completion: StreamCompletion) {
        upstream = nil
        scheduler.schedule { [weak self] in
            guard let self, let downstream = self.downstream else { return }
            self.downstream = nil
            downstream.receive(completion: completion)
        }
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

/// The last value of each burst, once `dueTime` has passed without a newer one: Combine's `debounce`.
///
/// It asks the upstream for every value (a burst must be seen whole to know its last) and
/// keeps the downstream's demand itself: a value that falls due when the subscriber has no
/// demand left is dropped. As in Combine, the completion is delivered on the scheduler like
/// the values, and a value still waiting when the upstream ends is dropped, not sent first.
struct DebounceStream<Upstream: StreamPublisher>: StreamPublisher {
    typealias Output = Upstream.Output
    let upstream: Upstream
    let dueTime: Duration
    let scheduler: VirtualScheduler

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        upstream.subscribe(DebounceLink(downstream: subscriber, dueTime: dueTime, scheduler: scheduler))
    }
}

/// Waits `dueTime` after each value; only a value not followed by another in that time goes on.
final class DebounceLink<Input>: StreamSubscriber, StreamSubscription {
    private var downstream: (any StreamSubscriber<Input>)?
    private var upstream: (any StreamSubscription)?
    private var demand = Demand.none
    /// The action waiting on the scheduler: the delivery of the burst's last value, or the completion.
    private var scheduled: Int?
    private let dueTime: Duration
    private let scheduler: VirtualScheduler

    init(downstream: any StreamSubscriber<Input>, dueTime: Duration, scheduler: VirtualScheduler) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    func receive(subscription: any StreamSubscription) {
        upstream = subscription
        downstream?.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Demand {
        if let scheduled {
            scheduler.cancel(scheduled)
        }
        scheduled = scheduler.schedule(after: dueTime) { [weak self] in
            guard let self else { return }
            self.scheduled = nil
            guard let downstream = self.downstream, self.demand.allowsOne else { return }
            self.demand.useOne()
            self.demand += downstream.receive(input)
        }
        return .none
    }

    func receive(completion: StreamCompletion) {
        guard upstream != nil else { return }
        upstream = nil
        if let scheduled {
            scheduler.cancel(scheduled)
        }
        scheduled = scheduler.schedule { [weak self] in
            guard let self, let downstream = self.downstream else { return }
            self.scheduled = nil
            self.downstream = nil
            downstream.receive(completion: completion)
        }
    }

    func request(_ more: Demand) {
        demand += more
    }

    func cancel() {
        if let scheduled {
            scheduler.cancel(scheduled)
        }
        scheduled = nil
        let current = upstream
        downstream = nil
        upstream = nil
        current?.cancel()
    }
}

extension StreamPublisher {
    /// The same stream, delivered on `scheduler`.
    func receive(on scheduler: VirtualScheduler) -> ReceiveOnStream<Self> {
        ReceiveOnStream(upstream: self, scheduler: scheduler)
    }

    /// The last value of each burst, once `dueTime` passed on `scheduler` without a newer one.
    func debounce(for dueTime: Duration, scheduler: VirtualScheduler) -> DebounceStream<Self> {
        DebounceStream(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
}
