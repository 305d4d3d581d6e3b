import Architecture
import Foundation

/// `crash-probe persistence FILE MODE`: saves batches of messages into the SQLite message
/// file FILE until killed, one transaction per batch (MODE `transaction`) or one message at
/// a time (MODE `one-by-one`, the broken writer), reporting `saving k n` and `saved k`.
enum PersistenceCrashProbe {
    static func run(_ arguments: [String]) {
        guard arguments.count == 3, let mode = MessageBatchWriter.Mode(rawValue: arguments[2]) else {
            ProbeOutput.fail("usage: crash-probe persistence FILE transaction|one-by-one")
        }
        do {
            try MessageBatchWriter(file: URL(fileURLWithPath: arguments[1]), mode: mode).run(report: ProbeOutput.report)
        } catch {
            ProbeOutput.fail("\(error)")
        }
    }
}
