import PatternContracts
import Testing

@testable import Drill

@Suite("Log service drill", .timeLimit(.minutes(1)), .watchdog)
struct LogServiceDrillTests {
    @Test("every line reaches the file once, in the order logged, even when logged while a batch is written")
    func batchedLog() async {
        await checkBatchedLogContract(
            make: { size, write in LogBuffer(batchSize: size, write: write) }, log: { $0.log($1) },
            flush: { $0.flush() })
    }
}
