/// What an ``ModelCollection`` can hold: a model with an identity that reports its changes.
@MainActor
protocol CollectionMember: AnyObject {
    associatedtype ID: Hashable & Sendable
    /// The identity: a collection holds at most one member per id.
    var id: ID { get }
    /// Calls `handler` after each change of the member; returns a token.
    func observeChanges(_ handler: @escaping @MainActor () -> Void) -> Int
    /// Stops the observer registered with `token`.
    func stopObserving(_ token: Int)
}

extension PostModel: CollectionMember {
    func observeChanges(_ handler: @escaping @MainActor () -> Void) -> Int {
        observe { _, _ in handler() }
    }
}
