/// A property that publishes every new value: the shape of Combine's `@Published`.
///
/// The wrapped value reads and writes a ``CurrentValueSubject``; the projected value
/// (`$likes`) is a read-only publisher of it, so a subscriber gets the current value, then
/// each change. Unlike Combine's `@Published`, which publishes in `willSet` (a subscriber
/// that reads the property back sees the *old* value), this one publishes after the new
/// value is stored.
///
/// ```swift
/// final class SearchModel {
///     @PublishedValue var query = ""
/// }
/// let token = model.$query.sink { text in search(text) }
/// ```
@propertyWrapper
struct PublishedValue<Value> {
    private let subject: CurrentValueSubject<Value>

    init(wrappedValue: Value) {
        subject = CurrentValueSubject(wrappedValue)
    }

    var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.value = newValue }
    }

    /// The property's values as a stream: the current one first, then each change.
    var projectedValue: ValueStream<Value> { ValueStream(subject: subject) }
}

/// A read-only view of a ``CurrentValueSubject``: subscribers can listen, not send.
struct ValueStream<Output>: StreamPublisher {
    fileprivate let subject: CurrentValueSubject<Output>

    func subscribe(_ subscriber: any StreamSubscriber<Output>) {
        subject.subscribe(subscriber)
    }
}
