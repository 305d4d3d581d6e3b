import ContractSupport
import Futubra
import Testing

@testable import Concurrency

/// The id-and-error callback through `bridge`, in an exit test's process: it stops the
/// process if the bridge resumes twice, and fails it if the call does not end with the error.
func publishIDAndErrorAtOnce(_ bridge: @escaping PublishBridge) async {
    let sdk = LegacyPublisher()
    let publish = WatchedPublish("Draft kept", on: sdk, with: bridge)
    _ = await yield { sdk.pending == ["Draft kept"] }
    sdk.answer("Draft kept", id: PostID(8), error: ConcurrencyError.unavailable("POST /posts"))
    _ = await publish.ended()
    precondition(publish.outcomes.values == ["threw the server did not answer 'POST /posts'"])
}

/// What a checked continuation does when it is misused, and what the entry's bridge does
/// where a wrong one stops the process. Each runs in an exit test, a fresh copy of the test
/// process, so a trap ends that copy and not the run; the runtime's message on standard
/// error names the misuse.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformContinuationTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a checked continuation resumed twice stops the process, and the runtime names the misuse") {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
                    continuation.resume(returning: 1)
                    continuation.resume(returning: 2)
                }
                _ = value
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            expect(message.contains("tried to resume its continuation more than once"), "the runtime says: \(message)")
        },
        Check("the bridge survives a callback that brings an id and an error at once") {
            await #expect(processExitsWith: .success) {
                await publishIDAndErrorAtOnce(entryBridge)
            }
        },
        Check("a bridge that drops the error path leaks its continuation: the call never ends, and the runtime says so")
        {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let sdk = LegacyPublisher()
                let publish = WatchedPublish("Oops", on: sdk) { text, sdk in
                    try await publishDroppingErrors(text, with: sdk)
                }
                _ = await yield { sdk.pending == ["Oops"] }
                sdk.answer("Oops", id: nil, error: ConcurrencyError.unavailable("POST /posts"))
                let ended = await publish.ended()
                precondition(!ended, "the call should never end")
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            expect(
                message.contains("publishDroppingErrors(_:with:) leaked its continuation without resuming it"),
                "the runtime says: \(message)")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a bridge that resumes on both the error and the id path stops the process on that callback",
        .tags(.control))
    func bothPathsTrap() async {
        await withKnownIssue {
            await #expect(processExitsWith: .success) {
                await publishIDAndErrorAtOnce { text, sdk in try await publishResumingOnBothPaths(text, with: sdk) }
            }
        }
    }

}
