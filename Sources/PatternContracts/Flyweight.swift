import Synchronization
import Testing

/// One clause of the flyweight contract.
public enum FlyweightClause: String, CaseIterable, Sendable {
    /// Asking twice for one key gives the same shared object.
    case sharesPerKey
    /// Keys that differ, even slightly, get objects of their own.
    case distinctKeys
    /// Two callers asking at the same moment for a key the pool has not seen share one object
    /// (the pool's look-up and store are one step).
    case sharedUnderConcurrentFirstUse
}

/// Checks the flyweight's contract on a pool: asking twice for one key gives the same
/// object; keys that differ, even slightly, get their own objects; and callers asking at the
/// same moment for a new key share one object.
///
/// `make` returns a fresh pool's lookup. It receives `creating`, which the pool must call
/// with the key each time it is about to make a shared object (pass it to the pool's
/// factory): the concurrency clause holds that first creation open until a second caller is
/// either blocked waiting for it or making one of its own, so a pool whose look-up and store
/// are two steps fails every time, not by luck, and the two creations are then finished one
/// after the other, so an unsynchronised pool cannot crash the process. Leave that clause out
/// for a pool that is only ever used from one thread or actor.
///
/// ```swift
/// await checkFlyweightContract(keys: ["anna", "annabel", "bob"]) { creating in
///     let pool = AvatarPool { user in creating(user); return AvatarGlyph(user: user) }
///     return { pool.avatar(for: $0) }
/// }
/// ```
public func checkFlyweightContract<Key: Hashable & Sendable, Shared: AnyObject & Sendable>(
    _ clauses: [FlyweightClause] = FlyweightClause.allCases,
    keys: [Key],
    sourceLocation: SourceLocation = #_sourceLocation,
    make: (_ creating: @escaping @Sendable (Key) -> Void) -> @Sendable (Key) -> Shared
) async {
    guard keys.count >= 2, Set(keys).count == keys.count else {
        Issue.record("the flyweight contract needs at least two different keys", sourceLocation: sourceLocation)
        return
    }
    await runClauses(clauses, needs: \.needs, property: \.property, at: sourceLocation) { clause in
        let hook = CreationHook<Key>()
        let lookup = make { key in hook.creating(key) }
        switch clause {
        case .sharesPerKey:
            let unshared = keys.filter { lookup($0) !== lookup($0) }
            guard !unshared.isEmpty else { return nil }
            return Violation(
                property: clause.property,
                observed:
                    "asking twice gave two different objects for \(unshared.map { "'\($0)'" }.joined(separator: ", "))")
        case .distinctKeys:
            // The objects stay alive while they are compared: freed memory is reused, so a pool
            // that keeps nothing could otherwise show two keys one identity.
            let objects = keys.map { lookup($0) }
            var collisions: [String] = []
            for (index, key) in keys.enumerated() {
                for (other, otherKey) in keys.enumerated().dropFirst(index + 1) where objects[index] === objects[other]
                {
                    collisions.append("'\(key)' and '\(otherKey)'")
                }
            }
            guard !collisions.isEmpty else { return nil }
            return Violation(
                property: clause.property, observed: "\(collisions.joined(separator: ", ")) got the same object")
        case .sharedUnderConcurrentFirstUse:
            let key = keys[0]
            let duel = FirstUseDuel()
            hook.duel(on: key, duel)
            let outcome = await runRaceAlone { await duel.run { lookup(key) } }
            switch outcome.verdict {
            case .noCreation:
                return Violation(
                    property: clause.property,
                    observed: "the pool never called `creating('\(key)')` before making the object, so the race "
                        + "could not be held open (call it in the pool's factory)")
            case .createdTwice where Set(outcome.identities).count > 1:
                return Violation(
                    property: clause.property,
                    observed: "a second caller asking for '\(key)' while the first was still creating made "
                        + "another object, and the two callers got different objects (look-up and store must be one step)"
                )
            case .createdTwice, .oneCreation:
                let later = lookup(key)
                guard Set(outcome.identities + [ObjectIdentifier(later)]).count == 1 else {
                    return Violation(
                        property: clause.property,
                        observed: "callers asking for '\(key)' at the same moment got different objects")
                }
                return nil
            }
        }
    }
}

extension FlyweightClause {
    var needs: [Self] { self == .sharedUnderConcurrentFirstUse ? [.sharesPerKey] : [] }

    var property: String {
        switch self {
        case .sharesPerKey: "a pool gives one shared object per key"
        case .distinctKeys: "keys that differ get their own objects"
        case .sharedUnderConcurrentFirstUse:
            "a pool shares one object even when several callers ask for a new key at the same moment"
        }
    }
}

/// Where a pool's `creating(key)` calls go: nowhere, or to the duel raced on one key.
private final class CreationHook<Key: Hashable & Sendable>: Sendable {
    private let raced = Mutex<(key: Key, duel: FirstUseDuel)?>(nil)

    func duel(on key: Key, _ duel: FirstUseDuel) {
        raced.withLock { $0 = (key, duel) }
    }

    func creating(_ key: Key) {
        let duel = raced.withLock { raced in raced?.key == key ? raced?.duel : nil }
        duel?.creating()
    }
}
