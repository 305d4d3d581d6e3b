/// A subscriber that asks for every value and hands each to a closure: Combine's `Subscribers.Sink`.
///
/// Use it through ``StreamPublisher/sink(receiveCompletion:receiveValue:)``, which returns a
/// ``CancelToken``: the sink and its subscription hold each other until the token cancels
/// (or the stream ends), so keeping the token is what keeps the sink.
final class Sink<Input>: StreamSubscriber {
    private let receiveValue: (Input) -> Void
    private let receiveCompletion: (StreamCompletion) -> Void
    private var subscription: (any StreamSubscription)?

    init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (StreamCompletion) -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    func receive(subscription: any StreamSubscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Demand {
        receiveValue(input)
        return .none
    }

    func receive(completion: StreamCompletion) {
        subscription = nil
        receiveCompletion(completion)
    }

    /// Cancels the subscription and lets go of it.
    func cancel() {
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}

extension StreamPublisher {
    /// Subscribes a ``Sink`` that takes every value; the subscription lasts while the token does.
    func sink(
        receiveCompletion: @escaping (StreamCompletion) -> Void = { _ in },
        receiveValue: @escaping (Output) -> Void
    ) -> CancelToken {
        let sink = Sink(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        subscribe(sink)
        return CancelToken { sink.cancel() }
    }
}
