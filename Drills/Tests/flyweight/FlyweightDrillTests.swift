import PatternContracts
import Testing

@testable import Drill

@Suite("Flyweight drill", .timeLimit(.minutes(1)), .watchdog)
struct FlyweightDrillTests {
    @Test("the pool gives one avatar per user, a distinct one to every other user, even under concurrent use")
    func sharesOnePerUser() async {
        await checkFlyweightContract(keys: ["anna", "annabel", "Anna", "bob"]) {
            let pool = AvatarPool()
            return { pool.avatar(for: $0) }
        }
    }
}
