import MessageTrace

/// A buffer of at most `capacity` items between producers and consumers: a producer that
/// finds it full waits, a consumer that finds it empty waits, and each waiter is woken by the
/// call that makes room or brings an item.
///
/// Intent: back-pressure. A fast producer (the compose screen queuing photo uploads) is
/// slowed to the pace of its consumers (the uploader) instead of filling memory. The buffer
/// is an actor, so its state changes one call at a time; a waiter's continuation is stored in
/// the same actor turn as the check that found the buffer full or empty, with no suspension
/// between them, so no wake-up can slip in between and be lost. Waiters are woken in the
/// order they came. A waiter whose task is cancelled leaves the queue and throws
/// `CancellationError`; a cancelled producer's item never enters the buffer.
///
/// ```swift
/// let uploads = BoundedBuffer<String>(capacity: 2)
/// try await uploads.put("beach.jpg")     // waits while two uploads are queued
/// let next = try await uploads.take()    // waits while none is
/// ```
actor BoundedBuffer<Element: Sendable> {
    /// A producer waiting for room, with the item it brings.
    private struct Producer {
        var id: Int
        var item: Element
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// A consumer waiting for an item.
    private struct Consumer {
        var id: Int
        var continuation: CheckedContinuation<Element, any Error>
    }

    private let capacity: Int
    private var items: [Element] = []
    private var producers: [Producer] = []
    private var consumers: [Consumer] = []
    private var issued = 0

    /// An empty buffer that holds at most `capacity` items.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The items in the buffer, oldest first.
    var contents: [Element] { items }

    /// How many producers wait for room.
    var waitingProducers: Int { producers.count }

    /// How many consumers wait for an item.
    var waitingConsumers: Int { consumers.count }

    /// Adds `item`: hands it to a waiting consumer, or buffers it, or waits for room.
    func put(_ item: Element) async throws {
        if !consumers.isEmpty {
            consumers.removeFirst().continuation.resume(returning: item)
            return
        }
        if items.count < capacity {
            items.append(item)
            return
        }
        Trace.note(over: "BoundedBuffer", "full: the producer waits")
        let id = nextID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled { return continuation.resume(throwing: CancellationError()) }
                producers.append(Producer(id: id, item: item, continuation: continuation))
            }
        } onCancel: {
            Task { await self.cancelProducer(id) }
        }
    }

    /// Removes the oldest item: from the buffer (making room for a waiting producer's item), or
    /// waits for one.
    func take() async throws -> Element {
        if !items.isEmpty {
            let item = items.removeFirst()
            if !producers.isEmpty {
                let producer = producers.removeFirst()
                items.append(producer.item)
                producer.continuation.resume()
            }
            return item
        }
        if !producers.isEmpty {
            let producer = producers.removeFirst()
            producer.continuation.resume()
            return producer.item
        }
        Trace.note(over: "BoundedBuffer", "empty: the consumer waits")
        let id = nextID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Element, any Error>) in
                if Task.isCancelled { return continuation.resume(throwing: CancellationError()) }
                consumers.append(Consumer(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { await self.cancelConsumer(id) }
        }
    }

    private func nextID() -> Int {
        issued += 1
        return issued
    }

    /// The producer `id`'s task was cancelled: if it still waits, it leaves, without its item.
    private func cancelProducer(_ id: Int) {
        guard let index = producers.firstIndex(where: { $0.id == id }) else { return }
        producers.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    /// The consumer `id`'s task was cancelled: if it still waits, it leaves.
    private func cancelConsumer(_ id: Int) {
        guard let index = consumers.firstIndex(where: { $0.id == id }) else { return }
        consumers.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
