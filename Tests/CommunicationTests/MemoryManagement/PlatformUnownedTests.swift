import ContractSupport
import Testing

/// What Swift does with an `unowned` reference whose object is gone, as the memory-management
/// entry states it: it is never set to `nil`, and reading it stops the process.
///
/// Each trap runs in an exit test, a fresh copy of the test process, so that the trap ends
/// that copy and not the test run; the runtime's message on standard error names the cause.
@Suite("Platform: unowned references", .timeLimit(.minutes(1)), .watchdog)
struct PlatformUnownedTests {
    @Test("reading an unowned reference after its object is gone stops the process")
    func danglingUnownedTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let title = readerOfClosedScreen()
            _ = title()
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        expect(message.contains("unowned reference"), "the runtime names the dangling unowned read: \(message)")
    }

    @Test(
        "an unowned Optional is not set to nil when its object goes: reading it stops the process, where a weak one reads nil"
    )
    func unownedOptionalIsNotZeroed() async throws {
        expect(weakBadgeOfClosedScreen().screen == nil, "a weak reference becomes nil when its object goes")
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let badge = unownedBadgeOfClosedScreen()
            _ = badge.screen?.title
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        expect(message.contains("unowned reference"), "the runtime names the dangling unowned read: \(message)")
    }
}

private final class DetailScreen {
    let title = "Post #1"
}

/// A badge that points back at its screen without owning it, as an unowned Optional.
private final class UnownedBadge {
    unowned var screen: DetailScreen?
}

/// The same badge with a weak reference.
private final class WeakBadge {
    weak var screen: DetailScreen?
}

/// A closure that reads a screen's title through `[unowned screen]`; the screen is freed when
/// this function returns, so the closure outlives it.
private func readerOfClosedScreen() -> () -> String {
    let screen = DetailScreen()
    return { [unowned screen] in screen.title }
}

/// A badge whose unowned Optional still points at a screen that was freed when this returned.
private func unownedBadgeOfClosedScreen() -> UnownedBadge {
    let screen = DetailScreen()
    let badge = UnownedBadge()
    badge.screen = screen
    return badge
}

/// A badge whose weak reference pointed at a screen that was freed when this returned.
private func weakBadgeOfClosedScreen() -> WeakBadge {
    let screen = DetailScreen()
    let badge = WeakBadge()
    badge.screen = screen
    return badge
}
