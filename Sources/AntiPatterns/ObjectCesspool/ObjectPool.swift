/// An object a pool can make and reset: a cell, a composer, a player.
@MainActor
protocol Reusable: AnyObject {
    /// A new object, as good as new.
    init()
    /// Puts the object back as good as new, whatever its last user did to it.
    func prepareForReuse()
}

/// A pool of objects: check one out, use it, check it back in.
@MainActor
protocol ObjectPool<Object>: AnyObject {
    associatedtype Object: Reusable
    func checkOut() -> Object
    func checkIn(_ object: Object)
}

/// The object cesspool: objects go back into the pool as they are, and the next user gets
/// whatever the last one left in them.
@MainActor
final class CesspoolPool<Object: Reusable>: ObjectPool {
    private var idle: [Object] = []

    init() {}

    func checkOut() -> Object {
        idle.popLast() ?? Object()
    }

    func checkIn(_ object: Object) {
        idle.append(object)
    }
}

/// The pool fixed: it resets every object it takes back, so every one it hands out is as good
/// as new; it keeps at most `capacity` idle objects and drops the rest; and it belongs to the
/// main actor, like the views it pools, so tasks that share it take turns.
///
/// ```swift
/// let pool = ResettingPool<CommentComposer>(capacity: 4)
/// let composer = pool.checkOut()
/// pool.checkIn(composer)   // reset, then kept for the next writer
/// ```
@MainActor
final class ResettingPool<Object: Reusable>: ObjectPool {
    /// The most idle objects the pool keeps.
    let capacity: Int
    private var idle: [Object] = []

    init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// How many objects wait to be reused.
    var idleCount: Int { idle.count }

    func checkOut() -> Object {
        idle.popLast() ?? Object()
    }

    func checkIn(_ object: Object) {
        object.prepareForReuse()
        guard idle.count < capacity, !idle.contains(where: { $0 === object }) else { return }
        idle.append(object)
    }
}
