import ContractSupport
import Foundation
import Synchronization
import Testing

// The checkers on the shapes real code has, beyond the drills': a flyweight pool of values
// and one used on a single thread, a singleton that is a plain `static let`, a builder that
// is a class or whose build is failable, a state machine that cannot refuse an event. Each
// correct shape passes; its classic defect fails, naming the property.

// MARK: - Flyweight

/// A glyph as a value: the pool shares the costly drawing by handing out copies of one value.
private struct GlyphValue: Equatable {
    let user: String
}

/// A pool used on the main thread only: a plain dictionary, no lock.
private final class LocalGlyphPool {
    private var glyphs: [String: GlyphValue] = [:]
    private let draw: (String) -> GlyphValue
    private let key: (String) -> String

    init(key: @escaping (String) -> String = { $0 }, draw: @escaping (String) -> GlyphValue) {
        self.key = key
        self.draw = draw
    }

    func glyph(for user: String) -> GlyphValue {
        if let glyph = glyphs[key(user)] { return glyph }
        let glyph = draw(user)
        glyphs[key(user)] = glyph
        return glyph
    }
}

@Suite("The flyweight checker takes pools of values and pools used on one thread", .timeLimit(.minutes(1)), .watchdog)
struct FlyweightShapesTests {
    static let keys = ["anna", "annabel", "Anna"]

    @Test("a pool of values used on one thread shares each value: one drawing per key")
    func valuePool() {
        checkFlyweightContract(keys: Self.keys) { creating in
            let pool = LocalGlyphPool { user in
                creating(user)
                return GlyphValue(user: user)
            }
            return { pool.glyph(for: $0) }
        }
    }

    @Test("a pool of values keyed on the lowercased name shares one value between two users", .tags(.control))
    func valuePoolCollides() {
        expectViolation(of: "keys that differ get their own objects, but 'Anna' was never made its own") {
            checkFlyweightContract(keys: Self.keys) { creating in
                let pool = LocalGlyphPool(key: { $0.lowercased() }) { user in
                    creating(user)
                    return GlyphValue(user: user)
                }
                return { pool.glyph(for: $0) }
            }
        }
    }

    @Test("a pool of values that draws on every call shares nothing", .tags(.control))
    func valuePoolDrawsEveryTime() {
        expectViolation(of: "a pool gives one shared object per key, but asking twice did not give one shared object") {
            checkFlyweightContract(keys: Self.keys) { creating in
                { user in
                    creating(user)
                    return GlyphValue(user: user)
                }
            }
        }
    }

    @Test("a pool of values that never reports its drawings cannot be judged, and says so", .tags(.control))
    func valuePoolUnreported() {
        expectViolation(of: "the pool never called `creating(key)`") {
            checkFlyweightContract([.sharesPerKey], keys: Self.keys) { _ in { GlyphValue(user: $0) } }
        }
    }
}

// MARK: - Singleton

/// A session made by a plain `static let`; its initializer reports each creation through a
/// hook the tests set.
private final class LaunchSession: Sendable {
    static let shared = LaunchSession()
    static let onCreate = Mutex<@Sendable () -> Void>({})

    private init() {
        Self.onCreate.withLock { $0 }()
    }
}

/// A session made by a `static let` that something uses before the check.
private final class EarlySession: Sendable {
    static let shared = EarlySession()
    static let onCreate = Mutex<@Sendable () -> Void>({})

    private init() {
        Self.onCreate.withLock { $0 }()
    }
}

/// A session made anew by every call of its accessor: a computed `static var`.
private final class ComputedSession: Sendable {
    static var shared: ComputedSession { ComputedSession() }
    static let onCreate = Mutex<@Sendable () -> Void>({})

    private init() {
        Self.onCreate.withLock { $0 }()
    }
}

/// A session made by a hand-written lazy accessor that looks, then makes, then stores.
private final class HandRolledSession: @unchecked Sendable {
    // @unchecked: deliberately wrong, the accessor under test; the race checker lets the two
    // creations finish one after the other, so `stored` is never written twice at once.
    private static let slot = HandRolledSlot()
    static var shared: HandRolledSession { slot.value }
    static let onCreate = Mutex<@Sendable () -> Void>({})

    fileprivate init() {
        Self.onCreate.withLock { $0 }()
    }
}

private final class HandRolledSlot: @unchecked Sendable {
    // @unchecked: see HandRolledSession.
    private var stored: HandRolledSession?

    var value: HandRolledSession {
        if let stored { return stored }
        let created = HandRolledSession()
        stored = created
        return created
    }
}

/// A session that is not Sendable, made by a `static let` in code that predates strict
/// concurrency checking.
private final class LegacySession {
    nonisolated(unsafe) static let shared = LegacySession()
    static let onCreate = Mutex<@Sendable () -> Void>({})

    private init() {
        Self.onCreate.withLock { $0 }()
    }
}

@Suite(
    "The first-use checker takes a plain static let, counted from its own initializer", .timeLimit(.minutes(1)),
    .watchdog)
struct FirstUseShapesTests {
    @Test("a static let is made once, however many callers ask at the same moment")
    func staticLet() async {
        await checkSafeFirstUse(
            of: { LaunchSession.shared }, countingCreations: { hook in LaunchSession.onCreate.withLock { $0 = hook } })
    }

    @Test("a static let of a type that is not Sendable can be checked too")
    func legacyStaticLet() async {
        await checkSafeFirstUse(
            of: { LegacySession.shared }, countingCreations: { hook in LegacySession.onCreate.withLock { $0 = hook } })
    }

    @Test("a computed static var makes a new session for every caller", .tags(.control))
    func computedStaticVar() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse(
                of: { ComputedSession.shared },
                countingCreations: { hook in ComputedSession.onCreate.withLock { $0 = hook } })
        }
    }

    @Test("a hand-written look-then-make accessor is caught by the forced race, every time", .tags(.control))
    func handRolled() async {
        await expectViolation(of: "the shared object is created once") {
            await checkSafeFirstUse(
                of: { HandRolledSession.shared },
                countingCreations: { hook in HandRolledSession.onCreate.withLock { $0 = hook } })
        }
    }

    @Test("a static let already made before the check cannot be raced, and the check says so", .tags(.control))
    func alreadyMade() async {
        _ = EarlySession.shared
        await expectViolation(of: "no creation was seen: the object existed before the check") {
            await checkSafeFirstUse(
                of: { EarlySession.shared }, countingCreations: { hook in EarlySession.onCreate.withLock { $0 = hook } }
            )
        }
    }
}

// MARK: - Builder

/// The classic class builder: steps change it in place; `build()` validates.
private final class RequestBuilder {
    private var host: String?
    private var port = 443

    @discardableResult
    func host(_ host: String) -> Self {
        self.host = host
        return self
    }

    @discardableResult
    func port(_ port: Int) -> Self {
        self.port = port
        return self
    }

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    func build() throws -> URL {
        guard let host, !host.isEmpty else { throw Invalid(description: "host '\(host ?? "")' is empty") }
        guard (1...65535).contains(port) else { throw Invalid(description: "port '\(port)' is out of range") }
        guard let url = URL(string: "https://\(host):\(port)") else { throw Invalid(description: "host '\(host)'") }
        return url
    }

    /// A failable build, as a failable initializer of the product would be.
    func buildIfValid() -> URL? {
        try? build()
    }
}

@Suite("The builder checker takes class builders and failable builds", .timeLimit(.minutes(1)), .watchdog)
struct BuilderShapesTests {
    fileprivate typealias Step = BuildStep<RequestBuilder>
    fileprivate static var valid: [Step] {
        [Step("host(example.com)") { $0.host("example.com") }, Step("port(443)") { $0.port(443) }]
    }
    fileprivate static var invalid: [(step: Step, badValue: String)] {
        [(Step("port(0)") { $0.port(0) }, badValue: "0"), (Step("host()") { $0.host("") }, badValue: "")]
    }

    @Test("a class builder passes as a reference builder")
    func classBuilder() {
        checkBuilderContract(
            .reference, make: { RequestBuilder() }, build: { try $0.build() }, valid: Self.valid,
            alsoValid: [Step("port(65535)") { $0.port(65535) }], invalid: Self.invalid)
    }

    @Test("a class builder claimed to be a value is caught by a branch", .tags(.control))
    func classBuilderIsNoValue() {
        expectViolation(of: "a builder is a value") {
            checkBuilderContract(
                make: { RequestBuilder() }, build: { try $0.build() }, valid: Self.valid, invalid: Self.invalid)
        }
    }

    @Test("a failable build is checked by whether it gives nil")
    func failableBuild() {
        checkBuilderContract(
            .reference, make: { RequestBuilder() }, buildOrNil: { $0.buildIfValid() }, valid: Self.valid,
            invalid: Self.invalid)
    }

    @Test("a failable build that accepts a bad port is caught", .tags(.control))
    func failableBuildAcceptsBadPort() {
        expectViolation(
            of:
                "an invalid combination is rejected when built, but build() succeeded after host(example.com).port(443).port(0)"
        ) {
            checkBuilderContract(
                .reference, make: { RequestBuilder() },
                buildOrNil: { builder in (try? builder.port(443).build()) }, valid: Self.valid,
                invalid: [(Step("port(0)") { $0.port(0) }, badValue: "0")])
        }
    }
}

// MARK: - State

private enum PlayerPhase: CaseIterable, Equatable, Sendable { case stopped, playing, paused }
private enum PlayerEvent: CaseIterable, Equatable, Sendable { case play, pause, stop }

/// A player that cannot refuse: an event that does not apply in its phase is ignored.
private final class Player {
    static let moves: [Transition<PlayerPhase, PlayerEvent>] = [
        Transition(.stopped, on: .play, to: .playing), Transition(.playing, on: .pause, to: .paused),
        Transition(.paused, on: .play, to: .playing), Transition(.playing, on: .stop, to: .stopped),
        Transition(.paused, on: .stop, to: .stopped),
    ]

    private(set) var phase: PlayerPhase
    private let stopsFromAnywhere: Bool

    init(phase: PlayerPhase, stopsFromAnywhere: Bool = false) {
        self.phase = phase
        self.stopsFromAnywhere = stopsFromAnywhere
    }

    func handle(_ event: PlayerEvent) {
        if stopsFromAnywhere, event == .stop {
            phase = .stopped
            return
        }
        if let move = Self.moves.first(where: { $0.from == phase && $0.event == event }) { phase = move.to }
    }
}

@Suite("The state checker takes machines that cannot refuse an event", .timeLimit(.minutes(1)), .watchdog)
struct StateShapesTests {
    @Test("a machine that ignores an event its phase does not handle passes, its table a static let")
    func cannotRefuse() {
        checkTransitionContract(phases: PlayerPhase.allCases, events: PlayerEvent.allCases, legal: Player.moves) {
            let player = Player(phase: $0)
            player.handle($1)
            return player.phase
        }
    }

    @Test("a machine that takes an event its table does not list moves while it should stay", .tags(.control))
    func movesOnUnlistedEvent() {
        // Stop from stopped is not in the table, and it stays stopped: harmless. Stop is
        // listed from playing and paused. Taking it everywhere only shows where it matters.
        let table = Player.moves.filter { !($0.from == .paused && $0.event == .stop) }
        expectViolation(of: "an event that is not a legal move leaves the phase as it was, but from paused, 'stop'") {
            checkTransitionContract(phases: PlayerPhase.allCases, events: PlayerEvent.allCases, legal: table) {
                let player = Player(phase: $0, stopsFromAnywhere: true)
                player.handle($1)
                return player.phase
            }
        }
    }
}
