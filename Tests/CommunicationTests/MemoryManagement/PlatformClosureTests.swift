import ContractSupport
import Testing

/// What Swift does with closures and capture lists, as the memory-management entry states it.
@Suite("Platform: closures and capture lists", .timeLimit(.minutes(1)), .watchdog)
struct PlatformClosureTests {
    @Test("a closure captures the variable, not its value: it sees a later change")
    func capturesVariable() {
        var likes = 1
        let read = { likes }
        likes = 2
        expect(read(), equals: 2)
    }

    @Test("a capture list copies the value when the closure is made")
    func captureListCopies() {
        var likes = 1
        let read = { [likes] in likes }
        likes = 2
        expect(read(), equals: 1)
    }

    @Test("closures are reference types: two copies share one captured variable")
    func closuresAreReferences() {
        var count = 0
        let increment = {
            count += 1
            return count
        }
        let copy = increment
        _ = increment()
        expect(copy(), equals: 2)
    }

    @Test("a capture list of a class reference copies the reference, and holds the object strongly")
    func captureListHoldsObjects() {
        final class Box {}
        var box: Box? = Box()
        weak let weakBox = box
        let closure = { [box] in _ = box }
        box = nil
        expect(weakBox != nil)
        withExtendedLifetime(closure) {}
    }

    @Test("a [weak x] capture list entry holds nothing, and reads nil once the object is gone")
    func weakCaptureHoldsNothing() {
        final class Box {}
        var box: Box? = Box()
        let closure = { [weak box] in box == nil }
        box = nil
        expect(closure())
    }
}
