import ContractSupport
import Testing

@testable import Concurrency

/// What Swift's task-local values do: who inherits a binding, and when it ends.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformTaskLocalTests {
    static let load = TraceContext(traceID: "load-1", spans: ["feed"])

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("child tasks and Task {} inherit a task-local value; Task.detached does not") {
            let seen = await TraceContext.$current.withValue(Self.load) {
                async let child = TraceContext.current
                let grouped = await withTaskGroup(of: TraceContext?.self) { group in
                    group.addTask { TraceContext.current }
                    return await group.next() ?? nil
                }
                let unstructured = await Task { TraceContext.current }.value
                let detached = await Task.detached { TraceContext.current }.value
                return [await child, grouped, unstructured, detached]
            }
            expect(seen, equals: [Self.load, Self.load, Self.load, nil])
        },
        Check("withValue binds only for its closure, and unbinds even when the closure throws") {
            struct Failed: Error {}
            let inside = TraceContext.$current.withValue(Self.load) { TraceContext.current }
            do {
                try TraceContext.$current.withValue(Self.load) { throw Failed() }
            } catch {}
            expect(inside, equals: Self.load)
            expect(TraceContext.current == nil, "the binding ended with the closure")
        },
        Check("a task started inside a binding keeps the value after the binding has ended") {
            let latch = Latch()
            let task = TraceContext.$current.withValue(Self.load) {
                Task {
                    try? await latch.wait()
                    return TraceContext.current
                }
            }
            expect(TraceContext.current == nil, "the binding has ended here")
            latch.open()
            expect(await task.value, equals: Self.load)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
