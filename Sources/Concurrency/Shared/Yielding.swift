/// Yields until `condition` holds, at most `limit` times; returns whether it holds.
///
/// Runs and tests use it to wait until other tasks have reached a point (a second call
/// suspended inside an actor, three sources started) without sleeping: each yield lets the
/// other tasks run. Only ever wait for something that will happen; where the answer may be
/// "never", wait for either outcome, so the loop ends as soon as one of them is true.
///
/// It runs on the caller's actor (`isolation`), so a `@MainActor` caller may pass a closure
/// that reads main-actor state.
@discardableResult
func yield(
    isolation: isolated (any Actor)? = #isolation, until condition: () async -> Bool, limit: Int = 100_000
) async -> Bool {
    for _ in 0..<limit {
        if await condition() { return true }
        await Task.yield()
    }
    return await condition()
}
