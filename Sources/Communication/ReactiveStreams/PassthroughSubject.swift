import MessageTrace

/// A publisher you send values into by hand, which passes each to its current subscribers:
/// Combine's `PassthroughSubject`.
///
/// It keeps no value: a subscriber hears only what is sent after it subscribed, and only as
/// far as its demand allows (a value sent to a subscriber with no demand left is dropped for
/// that subscriber). ``send(completion:)`` ends every subscription once; later sends do nothing,
/// and a subscriber that comes after the end receives the completion at once.
///
/// ```swift
/// let likes = PassthroughSubject<PostID>()
/// let token = likes.sink { post in badge.bump(post) }
/// likes.send(PostID(3))
/// ```
final class PassthroughSubject<Output>: StreamPublisher {
    private var subscriptions: [SubjectSubscription<Output>] = []
    /// How the subject ended, once it has.
    private(set) var completion: StreamCompletion?

    /// A subject with no subscribers.
    init() {}

    /// How many subscriptions are live (neither cancelled nor completed).
    var subscriptionCount: Int { subscriptions.count }

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        subscribe(subscriber, keepingLatest: nil)
    }

    /// Subscribes `subscriber`; when `latest` is given, the subscription holds it and delivers
    /// it on the first demand (what ``CurrentValueSubject`` uses).
    func subscribe(_ subscriber: any StreamSubscriber<Output>, keepingLatest latest: Output?) {
        if let completion {
            subscriber.receive(subscription: EndedSubscription())
            subscriber.receive(completion: completion)
            return
        }
        let subscription = SubjectSubscription(subscriber: subscriber, latest: latest) { [weak self] ended in
            self?.subscriptions.removeAll { $0 === ended }
        }
        subscriptions.append(subscription)
        subscriber.receive(subscription: subscription)
    }

    /// Sends `value` to every live subscriber that has demand left.
    func send(_ value: Output) {
        guard completion == nil else { return }
        for subscription in subscriptions {
            subscription.deliver(value)
        }
    }

    /// Ends the stream for every subscriber, once; a second call does nothing.
    func send(completion: StreamCompletion) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ending = subscriptions
        subscriptions = []
        for subscription in ending {
            subscription.complete(completion)
        }
    }
}

/// One subscriber's link to a subject: counts its demand and ends exactly once.
final class SubjectSubscription<Output>: StreamSubscription {
    private var subscriber: (any StreamSubscriber<Output>)?
    private var demand = Demand.none
    /// A value that arrived without demand, held until demand comes (current-value subjects only).
    private var latest: Output?
    private let keepsLatest: Bool
    private let detach: (SubjectSubscription<Output>) -> Void

    init(
        subscriber: any StreamSubscriber<Output>, latest: Output?,
        detach: @escaping (SubjectSubscription<Output>) -> Void
    ) {
        self.subscriber = subscriber
        self.latest = latest
        self.keepsLatest = latest != nil
        self.detach = detach
    }

    func request(_ more: Demand) {
        guard subscriber != nil else { return }
        Trace.call(from: "Subscriber", to: "Subject", "request(\(more))")
        demand += more
        if let value = latest, demand.allowsOne {
            latest = nil
            deliver(value)
        }
    }

    /// Delivers `value` if the subscriber is live and has demand; adds the demand it returns.
    func deliver(_ value: Output) {
        guard let subscriber else { return }
        guard demand.allowsOne else {
            if keepsLatest {
                latest = value
            }
            return
        }
        demand.useOne()
        Trace.call(from: "Subject", to: "Subscriber", "receive(\(value))")
        demand += subscriber.receive(value)
    }

    /// Delivers `completion` unless the subscription already ended.
    func complete(_ completion: StreamCompletion) {
        guard let subscriber else { return }
        self.subscriber = nil
        latest = nil
        Trace.call(from: "Subject", to: "Subscriber", "receive(completion: \(completion))")
        subscriber.receive(completion: completion)
    }

    func cancel() {
        guard subscriber != nil else { return }
        subscriber = nil
        latest = nil
        detach(self)
    }
}
