/// Runs examples one at a time, process-wide.
///
/// A few patterns are about process-wide state (a singleton's badge, a shared instance's
/// cache): their examples read state that any other code in the process could change. The
/// tool and the test support run every example through ``run(_:)``, and tests that change
/// such state wrap it in ``exclusively(_:)``, so a transcript stays deterministic even when a
/// test runner plays many examples at once.
package enum ExampleRunner {
    private static let gate = AsyncGate()

    /// Plays `example` on a fresh transcript while no other example runs, and returns it.
    ///
    /// The transcript's tracer is bound for the whole run, so the `Trace` calls in the code
    /// the example drives are recorded with the lines the example writes.
    package static func run(_ example: some Example) async throws -> Transcript {
        try await exclusively { try await play(example) }
    }

    /// Plays each of `examples` in turn, on a fresh transcript each, while no other example
    /// runs, and returns each one's transcript or error, in order.
    ///
    /// For a caller that needs every run (the docs, the site): it takes the gate once for all of
    /// them, instead of queueing for each example behind every other caller's, so its runs end
    /// early and what it does with them overlaps the others' runs.
    package static func runEach(_ examples: [any Example]) async throws -> [Result<Transcript, any Error>] {
        try await exclusively {
            var results: [Result<Transcript, any Error>] = []
            for example in examples {
                do {
                    results.append(.success(try await play(example)))
                } catch {
                    results.append(.failure(error))
                }
            }
            return results
        }
    }

    private static func play(_ example: some Example) async throws -> Transcript {
        let transcript = Transcript()
        try await transcript.tracing { try await example.run(in: transcript) }
        return transcript
    }

    /// Runs `body` while no example runs (and no other `exclusively` body).
    package static func exclusively<Result: Sendable>(
        _ body: @Sendable () async throws -> Result
    ) async throws -> Result {
        await gate.acquire()
        do {
            let result = try await body()
            await gate.release()
            return result
        } catch {
            await gate.release()
            throw error
        }
    }
}

/// A first-come, first-served async lock: unlike an actor, it stays held across `await`s.
private actor AsyncGate {
    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            // Ownership passes straight to the next waiter; `isHeld` stays true.
            waiting.removeFirst().resume()
        }
    }
}
