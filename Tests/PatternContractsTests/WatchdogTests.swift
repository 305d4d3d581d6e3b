import ContractSupport
import Testing

@Suite("A test that hangs past its time limit fails the run instead of hanging it", .timeLimit(.minutes(1)), .watchdog)
struct WatchdogTests {
    @Test("a wait that cancellation cannot end stops the process with a failure once the limit has passed")
    func hungWaitStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            // A continuation nobody resumes: the shape of a deadlock, deaf to cancellation.
            try await Watchdog.guarding("a hung wait", within: .milliseconds(200)) {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
        }
    }
}
