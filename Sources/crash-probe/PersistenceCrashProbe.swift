import Architecture
import Foundation

/// `crash-probe persistence FILE MODE JOURNAL`: saves batches of messages into the SQLite
/// message file FILE until killed, one transaction per batch (MODE `transaction`) or one
/// message at a time (MODE `one-by-one`, the broken writer), with the journal JOURNAL (`wal`,
/// `delete`, or the broken `off` and `memory`). It reports each step (`saving k n`, `row k i`,
/// `saved k`) and then waits for a line on standard input before going on, so the test that
/// kills it knows which step it had reached; at the end of its input it stops.
enum PersistenceCrashProbe {
    static func run(_ arguments: [String]) {
        guard arguments.count == 4, let mode = MessageBatchWriter.Mode(rawValue: arguments[2]),
            let writer = MessageBatchWriter(file: URL(fileURLWithPath: arguments[1]), mode: mode, journal: arguments[3])
        else {
            ProbeOutput.fail("usage: crash-probe persistence FILE transaction|one-by-one wal|delete|off|memory")
        }
        do {
            try writer.run(report: ProbeOutput.report) {
                if readLine() == nil { exit(0) }
            }
        } catch {
            ProbeOutput.fail("\(error)")
        }
    }
}
