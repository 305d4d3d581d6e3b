import Synchronization
import Testing

/// One clause of the flyweight contract.
public enum FlyweightClause: String, CaseIterable, Sendable {
    /// Asking twice for one key gives the same shared object: its costly part is made once.
    case sharesPerKey
    /// Keys that differ, even slightly, get objects of their own.
    case distinctKeys
    /// Two callers asking at the same moment for a key the pool has not seen share one object
    /// (the pool's look-up and store are one step).
    case sharedUnderConcurrentFirstUse
}

/// Checks the flyweight's contract on a pool that many tasks use at once: asking twice for
/// one key gives the same object; keys that differ, even slightly, get their own objects;
/// and callers asking at the same moment for a new key share one object.
///
/// `make` returns a fresh pool's lookup. It receives `creating`, which the pool must call
/// with the key each time it is about to make a shared object (pass it to the pool's
/// factory, or call it from the shared type's initializer): the checker counts creations
/// with it, and the concurrency clause holds the first creation open until a second caller
/// is either blocked waiting for it or making one of its own, so a pool whose look-up and
/// store are two steps fails every time, not by luck; the two creations are then finished
/// one after the other, so an unsynchronised pool cannot crash the process. The race runs
/// alone in the process (``runRaceAlone(_:)``). Pick `keys` that differ only slightly (a case,
/// a prefix, how a composite key's parts are split), where a pool's key is most likely to
/// lose the difference. For a pool used on one thread or actor, see
/// ``checkFlyweightContract(_:keys:sourceLocation:makeForOneThread:)``.
///
/// ```swift
/// await checkFlyweightContract(keys: ["anna", "annabel", "Anna"]) { creating in
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
        let note = CrashNote.current
        let hook = CreationHook<Key>()
        let lookup = CrashNote.noting(note) { make { key in hook.creating(key) } }
        guard clause == .sharedUnderConcurrentFirstUse else {
            return CrashNote.noting(note) { sharing(clause, keys: keys, lookup: lookup, hook: hook) }
        }
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
                observed: "a second caller asking for '\(key)' while the first was still creating made another "
                    + "object, and the two callers got different objects (look-up and store must be one step)")
        case .createdTwice, .oneCreation:
            let later = CrashNote.noting(note) { lookup(key) }
            guard Set(outcome.identities + [ObjectIdentifier(later)]).count == 1 else {
                return Violation(
                    property: clause.property,
                    observed: "callers asking for '\(key)' at the same moment got different objects")
            }
            return nil
        }
    }
}

/// Checks the flyweight's contract on a pool used on one thread or actor, whose shared
/// objects may be values: asking twice for one key makes the shared part once; keys that
/// differ, even slightly, each get their own. Sharing is judged by the creations the pool
/// reports through `creating` (and, for objects, by identity too), so a pool of values can be
/// checked, and its lookup needs no `@Sendable`.
///
/// ```swift
/// checkFlyweightContract(keys: ["Cappuccino", "cappuccino", "Frappe"]) { creating in
///     let menu = Menu(makeFlavor: { creating($0); return CoffeeFlavor(name: $0) })
///     return { menu.lookup($0) }
/// }
/// ```
public func checkFlyweightContract<Key: Hashable, Shared>(
    _ clauses: [FlyweightClause] = [.sharesPerKey, .distinctKeys],
    keys: [Key],
    sourceLocation: SourceLocation = #_sourceLocation,
    makeForOneThread make: (_ creating: @escaping (Key) -> Void) -> (Key) -> Shared
) {
    guard keys.count >= 2, Set(keys).count == keys.count else {
        Issue.record("the flyweight contract needs at least two different keys", sourceLocation: sourceLocation)
        return
    }
    if clauses.contains(.sharedUnderConcurrentFirstUse) {
        Issue.record(
            Comment(
                rawValue: "a pool used on one thread has no concurrent first use to check: use the asynchronous "
                    + "checkFlyweightContract(_:keys:make:) for a pool shared between tasks"),
            sourceLocation: sourceLocation)
    }
    runClauses(
        clauses.filter { $0 != .sharedUnderConcurrentFirstUse }, needs: \.needs, property: \.property,
        at: sourceLocation
    ) { clause in
        let hook = CreationHook<Key>()
        let lookup = make { key in hook.creating(key) }
        return sharing(clause, keys: keys, lookup: lookup, hook: hook)
    }
}

/// The sharing clauses, on a fresh pool: by creations when the pool reports them, and by
/// identity when its objects are class instances.
private func sharing<Key: Hashable, Shared>(
    _ clause: FlyweightClause, keys: [Key], lookup: (Key) -> Shared, hook: CreationHook<Key>
) -> Violation? {
    let isObject = Shared.self is AnyClass
    // Looked up once, then again; the objects stay alive while they are compared (freed
    // memory is reused, so a pool that keeps nothing could otherwise show one identity twice).
    let firsts = keys.map(lookup)
    let seconds = keys.map(lookup)
    let reported = hook.total > 0
    guard reported || isObject else {
        return Violation(
            property: clause.property,
            observed: "the pool never called `creating(key)`, and its values have no identity to compare: call "
                + "`creating` where the pool makes a shared value")
    }
    switch clause {
    case .sharesPerKey:
        let unshared = keys.indices.filter { index in
            let key = keys[index]
            // Made more than once is not shared; never made at all is a key that got another
            // key's object, which the distinct-keys clause reports.
            if reported, hook.count(of: key) > 1 { return true }
            return isObject && (firsts[index] as AnyObject) !== (seconds[index] as AnyObject)
        }
        guard !unshared.isEmpty else { return nil }
        let named = unshared.map { "'\(keys[$0])' (made \(counted(hook.count(of: keys[$0]), "time")))" }
        return Violation(
            property: clause.property,
            observed: "asking twice did not give one shared object for \(named.joined(separator: ", "))")
    case .distinctKeys:
        var collisions: [String] = []
        if isObject {
            for (index, key) in keys.enumerated() {
                for other in keys.indices.dropFirst(index + 1)
                where (firsts[index] as AnyObject) === (firsts[other] as AnyObject) {
                    collisions.append("'\(key)' and '\(keys[other])' got the same object")
                }
            }
        } else {
            for key in keys where hook.count(of: key) == 0 {
                collisions.append("'\(key)' was never made its own (it shares another key's value)")
            }
        }
        guard !collisions.isEmpty else { return nil }
        return Violation(property: clause.property, observed: collisions.joined(separator: "; "))
    case .sharedUnderConcurrentFirstUse:
        return nil
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

/// Where a pool's `creating(key)` calls go: counted per key, and to the duel raced on one key.
private final class CreationHook<Key: Hashable>: Sendable {
    private let state = Mutex<(counts: [Key: Int], raced: Key?, duel: FirstUseDuel?)>(([:], nil, nil))

    func duel(on key: Key, _ duel: FirstUseDuel) {
        state.withLock { $0 = ($0.counts, key, duel) }
    }

    func creating(_ key: Key) {
        let duel = state.withLock { state in
            state.counts[key, default: 0] += 1
            return state.raced == key ? state.duel : nil
        }
        duel?.creating()
    }

    func count(of key: Key) -> Int {
        state.withLock { $0.counts[key, default: 0] }
    }

    var total: Int {
        state.withLock { $0.counts.values.reduce(0, +) }
    }
}
