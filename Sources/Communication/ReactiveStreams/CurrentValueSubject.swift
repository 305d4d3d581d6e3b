/// A subject that holds a current value and gives it to each new subscriber first:
/// Combine's `CurrentValueSubject`.
///
/// The difference from ``PassthroughSubject`` is state: a passthrough subject is an event
/// ("a like happened"), a current-value subject is a value that changes ("the like count is
/// 4"). A subscriber that comes late still learns the value as it is now, on its first demand;
/// after that it hears every change it has demand for.
///
/// ```swift
/// let likeCount = CurrentValueSubject(3)
/// likeCount.value = 4                 // sent to current subscribers
/// let token = likeCount.sink { n in label.text = "\(n)" }   // hears 4 at once
/// ```
final class CurrentValueSubject<Output>: StreamPublisher {
    private let subject = PassthroughSubject<Output>()

    /// The value now; setting it sends it to every subscriber (after it was stored).
    var value: Output {
        didSet { subject.send(value) }
    }

    /// A subject whose value is `value`.
    init(_ value: Output) {
        self.value = value
    }

    /// How many subscriptions are live.
    var subscriptionCount: Int { subject.subscriptionCount }

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        subject.subscribe(subscriber, keepingLatest: value)
    }

    /// Sets the value, which sends it.
    func send(_ newValue: Output) {
        value = newValue
    }

    /// Ends the stream for every subscriber, once.
    func send(completion: StreamCompletion) {
        subject.send(completion: completion)
    }
}
