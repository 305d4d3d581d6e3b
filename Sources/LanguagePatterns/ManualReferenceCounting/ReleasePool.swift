import MessageTrace

/// An autorelease pool as manual reference counting had it, built on `Unmanaged`: a list of
/// references whose release is put off until the pool drains.
///
/// Intent: a method that makes an object and returns it to its caller without keeping it must
/// give up its reference, yet cannot release it before returning (the object would be freed
/// before the caller sees it). It hands its +1 to the pool (`[obj autorelease]`), which
/// releases it when drained, at the end of the pool's scope. Objects made in a loop therefore
/// pile up until then, unless each pass drains a pool of its own.
///
/// ```swift
/// ReleasePool.draining { pool in
///     let thumbnail = ThumbnailRenderer.thumbnail(for: post, in: pool)  // +0, the pool owns it
/// }                                                                       // released here
/// ```
package final class ReleasePool {
    private var pending: [Unmanaged<AnyObject>] = []

    private init() {}

    /// Takes over the reference `owned` carries and returns the object: the caller does not own
    /// it, and it stays alive at least until the pool drains.
    package func autorelease<Object: AnyObject>(_ owned: Unmanaged<Object>) -> Object {
        pending.append(Unmanaged<AnyObject>.fromOpaque(owned.toOpaque()))
        return owned.takeUnretainedValue()
    }

    /// How many releases the pool holds.
    package var count: Int { pending.count }

    /// Releases every reference handed to the pool, in order.
    private func drain() {
        Trace.note(over: "ReleasePool", "drain: releases \(pending.count)")
        for reference in pending { reference.release() }
        pending.removeAll()
    }

    /// Runs `body` with a new pool and drains it when `body` returns (`@autoreleasepool { }`).
    package static func draining<Result>(_ body: (ReleasePool) throws -> Result) rethrows -> Result {
        let pool = ReleasePool()
        defer { pool.drain() }
        return try body(pool)
    }
}

/// A post's thumbnail: the object a renderer makes and returns without keeping.
package final class Thumbnail {
    private let log: LifetimeLog
    package let caption: String

    init(caption: String, log: LifetimeLog) {
        self.caption = caption
        self.log = log
        log.born()
    }

    deinit { log.died() }
}

/// Makes thumbnails the way an MRC convenience constructor did: `alloc`/`init` (+1), then
/// `autorelease`, so the object returned is not owned by the caller (the name does not start
/// with alloc, new, copy or mutableCopy).
package enum ThumbnailRenderer {
    package static func thumbnail(caption: String, log: LifetimeLog, in pool: ReleasePool) -> Thumbnail {
        pool.autorelease(Unmanaged.passRetained(Thumbnail(caption: caption, log: log)))
    }

    /// Renders one thumbnail per caption and returns how many it rendered: with one pool around
    /// the loop (`poolPerPass == false`) or one pool per pass, as `@autoreleasepool` inside a
    /// loop does.
    package static func renderAll(_ captions: [String], log: LifetimeLog, poolPerPass: Bool) -> Int {
        var rendered = 0
        let pass = { (pool: ReleasePool, caption: String) in
            rendered += thumbnail(caption: caption, log: log, in: pool).caption.isEmpty ? 0 : 1
        }
        if poolPerPass {
            for caption in captions { ReleasePool.draining { pass($0, caption) } }
        } else {
            ReleasePool.draining { pool in
                for caption in captions { pass(pool, caption) }
            }
        }
        return rendered
    }
}
