import PatternContracts
import Testing

@testable import Drill

@Suite("Flyweight drill", .timeLimit(.minutes(1)), .watchdog)
struct FlyweightDrillTests {
    /// A fresh pool whose glyphs are drawn through the checker's `creating`, so it can count
    /// them and hold the first one open while a second caller asks.
    static func pool(_ creating: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> AvatarGlyph {
        let pool = AvatarPool { user in
            creating(user)
            return AvatarGlyph(user: user)
        }
        return { pool.avatar(for: $0) }
    }

    @Test("the pool gives one avatar per user, and a distinct one to every other user")
    func sharesOnePerUser() async {
        await checkFlyweightContract(
            [.sharesPerKey, .distinctKeys], keys: ["anna", "annabel", "Anna", "bob"], make: Self.pool)
    }

    @Test("two callers asking at the same moment for a new user share one avatar")
    func sharedUnderConcurrentFirstUse() async {
        await checkFlyweightContract([.sharedUnderConcurrentFirstUse], keys: ["anna", "bob"], make: Self.pool)
    }
}
