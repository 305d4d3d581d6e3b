import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File calls that fail while `failing` is set: a disk that is full, then has room again.
final class FlakyDisk: Sendable {
    private let state = Mutex((failing: true, writes: 0, flushes: 0))
    var failing: Bool {
        get { state.withLock { $0.failing } }
        set { state.withLock { $0.failing = newValue } }
    }

    var calls: BatchDirectory.FileCalls {
        BatchDirectory.FileCalls(
            write: { [self] descriptor, bytes, count in
                guard !failing else {
                    errno = ENOSPC
                    return -1
                }
                return BatchDirectory.FileCalls.system.write(descriptor, bytes, count)
            },
            flush: { descriptor in BatchDirectory.FileCalls.system.flush(descriptor) })
    }
}

/// File reads that fail as a protected file's do before the device's first unlock: the file
/// is there and whole, but cannot be opened yet.
final class LockedDisk: Sendable {
    /// Calls that cannot read any batch; with `lockedAfterListing`, only once the spool has
    /// listed the directory (the first read of each file succeeds, later ones fail).
    func calls(lockedAfterListing: Bool = false) -> BatchDirectory.FileCalls {
        var calls = BatchDirectory.FileCalls.system
        let seen = Mutex<Set<String>>([])
        calls.read = { path in
            guard lockedAfterListing, seen.withLock({ $0.insert(path).inserted }) else { return nil }
            return BatchDirectory.FileCalls.system.read(path)
        }
        return calls
    }

    var calls: BatchDirectory.FileCalls { calls() }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct LogSpoolFailureTests {
    @Test("a batch file that cannot be read is deleted when found, and never counted again")
    func unreadableFileIsDeleted() throws {
        let rig = ReporterRig()
        defer { rig.clean() }
        let first = rig.spool()
        for number in 1...3 { first.append(rig.entry(number)) }
        let garbage = rig.directory.appendingPathComponent("0000000009.batch")
        try Data("[{\"id\": \"cut".utf8).write(to: garbage)
        let reopened = rig.spool()
        expect(reopened.unreadableFiles, equals: 1)
        expect(reopened.diskCount, equals: 3)
        expect(!FileManager.default.fileExists(atPath: garbage.path), "the unreadable file is gone")
        expect(rig.spool().unreadableFiles, equals: 0, "the next launch finds nothing to count again")
    }

    @Test(
        "a batch file that cannot be opened for now (protected until the device is first unlocked) is kept, not deleted, and sent once it can be read"
    )
    func unavailableFileIsKept() throws {
        let rig = ReporterRig()
        defer { rig.clean() }
        let first = rig.spool()
        for number in 1...3 { first.append(rig.entry(number)) }
        let locked = LockedDisk()
        let opened = rig.spool(calls: locked.calls)
        expect(opened.unreadableFiles, equals: 0, "a file that could not be opened is not damaged")
        expect(opened.diskCount, equals: 0, "nothing it cannot read is offered for sending")
        expect(opened.oldestBatch() == nil)
        expect(rig.spool().diskCount, equals: 3, "after the unlock, every batch is still there to send")
        // A batch that becomes unreadable after it was listed is skipped, and kept too.
        let listed = rig.spool(calls: locked.calls(lockedAfterListing: true))
        expect(listed.oldestBatch() == nil)
        expect(listed.unreadableFiles, equals: 0)
        expect(rig.spool().diskCount, equals: 3, "skipping a batch it could not open deleted nothing")
    }

    @Test("while the disk refuses every write, the memory queue stays within its cap and counts what it drops")
    func memoryIsBoundedWhenTheDiskRefuses() throws {
        let rig = ReporterRig()
        defer { rig.clean() }
        // A file where the directory should be: every batch write fails.
        try Data().write(to: rig.directory)
        let spool = rig.spool()
        for number in 1...100 { spool.append(rig.entry(number)) }
        expect(spool.writeFailures > 0)
        expect(spool.memoryCount <= 12, "memory holds \(spool.memoryCount) entries")
        expect(spool.memoryCount + spool.droppedCount, equals: 100, "every entry is held or counted as dropped")
    }

    @Test(
        "a fatal entry the disk refused is never lost silently: counted while in memory, dropped last, written when the disk recovers"
    )
    func refusedFatalIsCounted() {
        let rig = ReporterRig()
        defer { rig.clean() }
        let disk = FlakyDisk()
        let spool = rig.spool(calls: disk.calls)
        spool.append(rig.entry(1, .fatal, "store unreadable"))
        expect(spool.fatalsOnlyInMemory, equals: 1, "the fatal is not on disk, and the spool says so")
        for number in 2...50 { spool.append(rig.entry(number)) }
        expect(spool.memoryCount, equals: spool.memoryCap, "memory is held to its cap")
        expect(spool.fatalsOnlyInMemory == 1 && spool.droppedFatalCount == 0, "errors are dropped before the fatal")
        disk.failing = false
        spool.append(rig.entry(51))
        expect(spool.fatalsOnlyInMemory, equals: 0)
        expect(rig.spool().oldestBatch()?.entries.first?.id, equals: "e1", "the fatal reached disk first in its batch")
    }

    @Test("a write interrupted by a signal is made again, and a batch is stored whole")
    func interruptedWriteIsRetried() throws {
        let rig = ReporterRig()
        defer { rig.clean() }
        let interrupted = Mutex(false)
        let calls = BatchDirectory.FileCalls(
            write: { descriptor, bytes, count in
                let first = interrupted.withLock { done in
                    defer { done = true }
                    return !done
                }
                guard !first else {
                    errno = EINTR
                    return -1
                }
                return BatchDirectory.FileCalls.system.write(descriptor, bytes, min(count, 5))
            },
            flush: BatchDirectory.FileCalls.system.flush)
        let directory = BatchDirectory(url: rig.directory, calls: calls)
        let data = Data(#"[{"id":"e1"}]"#.utf8)
        expect(directory.store(data, as: "0000000001.batch"))
        expect(directory.contents(of: "0000000001.batch"), equals: data)
    }

    @Test("a batch counts as stored only once the directory is flushed too: otherwise no batch file is left")
    func directoryFlushIsChecked() throws {
        let rig = ReporterRig()
        defer { rig.clean() }
        let flushes = Mutex(0)
        let calls = BatchDirectory.FileCalls(
            write: BatchDirectory.FileCalls.system.write,
            flush: { descriptor in
                let count = flushes.withLock { count in
                    count += 1
                    return count
                }
                guard count < 2 else {
                    errno = EIO
                    return -1
                }
                return BatchDirectory.FileCalls.system.flush(descriptor)
            })
        let directory = BatchDirectory(url: rig.directory, calls: calls)
        expect(!directory.store(Data("[]".utf8), as: "0000000001.batch"), "the directory's flush failed")
        expect(flushes.withLock { $0 }, equals: 2, "the file, then the directory")
        expect(directory.batchNames, equals: [])
        expect(try FileManager.default.contentsOfDirectory(atPath: rig.directory.path), equals: [])
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct RemoteLogReporterBackoffTests {
    @Test("while the server stays down, new entries do not restart the backoff: the waits keep growing to the cap")
    func backoffKeepsGrowing() async {
        let rig = ReporterRig()
        defer { rig.clean() }
        let spool = rig.spool()
        let reporter = rig.reporter(spool, seed: 11)
        rig.server.failNext(10)
        for number in 1...6 { reporter.receive(rig.entry(number)) }
        await reporter.idle()
        reporter.receive(rig.entry(7))
        await reporter.idle()
        reporter.receive(rig.entry(8))
        await reporter.idle()
        let ceilings = (1...10).map { min(Duration.seconds(1) * (1 << ($0 - 1)), .seconds(60)) }
        let waits = rig.clock.sleeps
        expect(waits.count, equals: 10, "a wait before each of the ten retries")
        for (wait, ceiling) in zip(waits, ceilings) {
            expect(wait >= ceiling / 2 && wait <= ceiling, "waited \(wait), expected \(ceiling / 2)...\(ceiling)")
        }
        expect(rig.server.reportedLogs.count, equals: 6, "the first batch went through on the eleventh attempt")
        expect(waits != ceilings, "the waits are jittered, not the bare ceilings")
    }
}
