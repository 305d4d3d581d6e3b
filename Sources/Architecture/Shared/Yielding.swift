/// Yields until `condition` holds, at most `limit` times; returns whether it holds.
///
/// Concurrent runs use it to wait for other tasks to reach a point (five loads waiting on
/// one answer) without sleeping: each yield lets the other tasks run.
@discardableResult
func yield(until condition: () async -> Bool, limit: Int = 100_000) async -> Bool {
    for _ in 0..<limit {
        if await condition() { return true }
        await Task.yield()
    }
    return await condition()
}
