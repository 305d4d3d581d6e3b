/// Something that produces values over time for the subscribers it is given: Combine's `Publisher`.
///
/// Subscribing is a handshake in three steps, the protocol of Reactive Streams that Combine
/// follows: the publisher hands the subscriber a ``StreamSubscription``; the subscriber asks
/// it for a ``Demand``; the publisher then sends at most that many values, and at most one
/// ``StreamCompletion``, after which it sends nothing more.
///
/// Publishers here are not `Sendable`: like `FeedPublisher` in the observer entry, a pipeline
/// lives in one isolation domain (a view model's actor), and the compiler keeps it there.
protocol StreamPublisher<Output> {
    /// The values the publisher produces.
    associatedtype Output

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` once, first.
    func subscribe(_ subscriber: any StreamSubscriber<Output>)
}

/// Receives a subscription, then values as far as it asked for them, then one completion:
/// Combine's `Subscriber`.
protocol StreamSubscriber<Input>: AnyObject {
    /// The values the subscriber takes.
    associatedtype Input

    /// The publisher accepted the subscriber; ask `subscription` for values to get any.
    func receive(subscription: any StreamSubscription)
    /// A value; returns how many *more* values the subscriber wants on top of what it asked for.
    func receive(_ input: Input) -> Demand
    /// The stream ended; nothing follows.
    func receive(completion: StreamCompletion)
}

/// The link between one publisher and one subscriber: Combine's `Subscription`.
protocol StreamSubscription: AnyObject {
    /// Asks for `demand` more values.
    func request(_ demand: Demand)
    /// Ends the subscription: no value or completion is delivered after it returns.
    func cancel()
}

/// The subscription given to a subscriber of a stream that has already ended.
final class EndedSubscription: StreamSubscription {
    func request(_ demand: Demand) {}
    func cancel() {}
}
