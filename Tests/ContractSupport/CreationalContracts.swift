/// Asks for an instance from `tasks` tasks started together, and returns the identities of
/// the objects they got: one identity means every task received the same object.
///
/// The contract of a singleton, of a multiton for one key and of a lazily created shared
/// object: however many callers arrive at once, the first use creates one object.
///
/// An identity is only unique while its object is alive: a naive accessor that makes a new
/// object per call may show repeated identities as freed memory is reused. So pair this
/// check with a count of how many objects were made.
///
/// ```swift
/// let seen = await identitiesSeen(fromConcurrentTasks: 500) { FutubraApp.shared }
/// #expect(seen.count == 1)
/// #expect(FutubraApp.initializationCount() == 1)
/// ```
public func identitiesSeen<Instance: AnyObject & Sendable>(
    fromConcurrentTasks tasks: Int = 500,
    _ instance: @escaping @Sendable () -> Instance
) async -> Set<ObjectIdentifier> {
    await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 0..<max(tasks, 0) {
            group.addTask { ObjectIdentifier(instance()) }
        }
        var seen: Set<ObjectIdentifier> = []
        for await identity in group {
            seen.insert(identity)
        }
        return seen
    }
}
