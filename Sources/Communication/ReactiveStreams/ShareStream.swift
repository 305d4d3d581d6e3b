/// One upstream subscription shared by every subscriber: Combine's `share()`.
///
/// An ordinary publisher does its work once per subscriber: two sinks on a pipeline run its
/// `map` twice for each value, and two on `URLSession.dataTaskPublisher` send two requests. A
/// shared publisher subscribes to its upstream once, when its first subscriber comes, and
/// passes each value to the subscribers it has at that moment, through a ``PassthroughSubject``
/// (Combine's `share()` is `multicast` with a passthrough subject, connected automatically).
/// So a subscriber that comes later hears only what is sent after it came, and one that comes
/// after the upstream finished hears only the completion. When the last subscriber cancels, the
/// upstream subscription is cancelled too, and the next subscriber starts a new one. It is a
/// class because sharing is identity: two copies of a struct would each subscribe on their own.
///
/// ```swift
/// let results = $query.map(search).share()
/// let list = results.sink { show($0) }      // subscribes upstream: one search per query
/// let badge = results.sink { count($0) }    // joins the same subscription
/// ```
final class ShareStream<Upstream: StreamPublisher>: StreamPublisher {
    typealias Output = Upstream.Output
    private let upstream: Upstream
    private let subject = PassthroughSubject<Output>()
    private var connection: ShareConnection<Output>?
    private var members = 0

    /// A stream that shares one subscription to `upstream`.
    init(upstream: Upstream) {
        self.upstream = upstream
    }

    /// Whether the shared subscription to the upstream is live.
    var isConnected: Bool { connection != nil }

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        members += 1
        // Each member holds the stream strongly, as Combine's do, so that the stream lives as
        // long as it has subscribers and the last one to cancel can end the upstream
        // subscription; a member lets go when it cancels or the stream completes.
        subject.subscribe(ShareMember(downstream: subscriber) { self.memberLeft() })
        if connection == nil {
            let connection = ShareConnection(subject: subject)
            self.connection = connection
            upstream.subscribe(connection)
        }
    }

    private func memberLeft() {
        members -= 1
        guard members == 0, let connection else { return }
        self.connection = nil
        connection.cancel()
    }
}

/// The shared stream's one subscriber to its upstream: asks for every value and sends each
/// into the subject that the members listen to.
final class ShareConnection<Input>: StreamSubscriber {
    private let subject: PassthroughSubject<Input>
    private var subscription: (any StreamSubscription)?

    init(subject: PassthroughSubject<Input>) {
        self.subject = subject
    }

    func receive(subscription: any StreamSubscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Demand {
        subject.send(input)
        return .none
    }

    func receive(completion: StreamCompletion) {
        subscription = nil
        subject.send(completion: completion)
    }

    /// Ends the upstream subscription.
    func cancel() {
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}

/// One subscriber of a shared stream: passes everything on, and tells the stream when it cancels.
final class ShareMember<Input>: StreamSubscriber, StreamSubscription {
    private let downstream: any StreamSubscriber<Input>
    private var upstream: (any StreamSubscription)?
    private var onCancel: (() -> Void)?

    init(downstream: any StreamSubscriber<Input>, onCancel: @escaping () -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }

    func receive(subscription: any StreamSubscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Demand {
        downstream.receive(input)
    }

    func receive(completion: StreamCompletion) {
        upstream = nil
        onCancel = nil
        downstream.receive(completion: completion)
    }

    func request(_ demand: Demand) {
        upstream?.request(demand)
    }

    func cancel() {
        let current = upstream
        let left = onCancel
        upstream = nil
        onCancel = nil
        current?.cancel()
        left?()
    }
}

extension StreamPublisher {
    /// The same stream, with one upstream subscription shared by all its subscribers.
    func share() -> ShareStream<Self> {
        ShareStream(upstream: self)
    }
}
