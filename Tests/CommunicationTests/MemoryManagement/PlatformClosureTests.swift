import ContractSupport
import Testing

/// What Swift does with closures and capture lists, as the memory-management entry states it.
@Suite("Platform: closures and capture lists", .timeLimit(.minutes(1)), .watchdog)
struct PlatformClosureTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a closure captures the variable, not its value: it sees a later change") {
            var likes = 1
            let read = { likes }
            likes = 2
            expect(read(), equals: 2)
        },
        Check("a capture list copies the value when the closure is made") {
            var likes = 1
            let read = { [likes] in likes }
            likes = 2
            expect(read(), equals: 1)
        },
        Check("closures are reference types: two copies share one captured variable") {
            var count = 0
            let increment = {
                count += 1
                return count
            }
            let copy = increment
            _ = increment()
            expect(copy(), equals: 2)
        },
        Check("a capture list of a class reference copies the reference, and holds the object strongly") {
            final class Box {}
            var box: Box? = Box()
            weak let weakBox = box
            let closure = { [box] in _ = box }
            box = nil
            expect(weakBox != nil)
            withExtendedLifetime(closure) {}
        },
        Check("a struct that stores a closure capturing its owner is a link in a cycle: the owner is never freed") {
            struct TapHandler {
                var onTap: () -> Void = {}
            }
            final class Screen {
                var handler = TapHandler()
                var taps = 0
                init() {
                    handler.onTap = { self.taps += 1 }
                }
            }
            var screen: Screen? = Screen()
            weak let weakScreen = screen
            screen = nil
            expect(weakScreen != nil, "screen → struct → closure → screen keeps the screen alive")
            weakScreen?.handler.onTap = {}  // breaks the cycle so the test itself leaks nothing
            expect(weakScreen == nil)
        },
        Check("an actor is counted like a class: a weak reference to it reads nil once the last strong one goes") {
            actor LikeCounter {}
            var counter: LikeCounter? = LikeCounter()
            weak let weakCounter = counter
            expect(weakCounter != nil)
            counter = nil
            expect(weakCounter == nil)
        },
        Check("a [weak x] capture list entry holds nothing, and reads nil once the object is gone") {
            final class Box {}
            var box: Box? = Box()
            let closure = { [weak box] in box == nil }
            box = nil
            expect(closure())
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
