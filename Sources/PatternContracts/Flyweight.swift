import Testing

/// Checks the flyweight's contract on a pool: asking twice for one key gives the same
/// object; keys that differ, even slightly, get their own objects; and many tasks asking at
/// once for a new key still share one object.
///
/// `make` returns a fresh pool's lookup. The pool must be safe to call from many tasks.
///
/// ```swift
/// checkFlyweightContract(keys: ["anna", "annabel", "bob"]) {
///     let pool = AvatarPool()
///     return { pool.avatar(for: $0) }
/// }
/// ```
public func checkFlyweightContract<Shared: AnyObject & Sendable>(
    keys: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    make: () -> @Sendable (String) -> Shared
) async {
    let lookup = make()
    for key in keys where lookup(key) !== lookup(key) {
        violated(
            "a pool gives one shared object per key", "asking twice for '\(key)' gave two different objects",
            at: sourceLocation)
        return
    }
    for (index, key) in keys.enumerated() {
        for other in keys[(index + 1)...] where lookup(key) === lookup(other) {
            violated(
                "keys that differ get their own objects", "'\(key)' and '\(other)' got the same object",
                at: sourceLocation)
        }
    }
    let fresh = make()
    let seen = await identitiesSeen(fromConcurrentTasks: 200) { fresh("newcomer") }
    if seen.count != 1 {
        violated(
            "a pool shares one object even when many callers ask for a new key at once",
            "200 tasks got \(seen.count) different objects for 'newcomer'", at: sourceLocation)
    }
}
