import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `crash-probe` child that a kill test drives: its standard output read line by line
/// (reading waits on the pipe, so nothing sleeps), its standard input for the test's answers.
/// The progress file's and the log service's kill tests use it.
package final class ProbeChild {
    package let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let input = Pipe()
    private let exited = DispatchSemaphore(value: 0)
    private var buffer = Data()

    package init(_ executable: URL, _ arguments: [String]) throws {
        // A test that stopped listening to a child, or a child that died, must not end the
        // test process with SIGPIPE when it writes an answer: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        for pipe in [output, errors, input] {
            for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
                // Only this child gets these pipes: another test's child must not hold them
                // open, or this child's end of file would never come.
                _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        try? input.fileHandleForReading.close()
    }

    /// The next line the child wrote, or nil once it has exited and everything was read.
    package func readLine() -> String? {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...end)
                return line
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return nil }
            buffer.append(more)
        }
    }

    /// Writes `line` to the child's standard input.
    package func send(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Kills the child with SIGKILL and waits until it is gone and reaped.
    package func kill() {
        sendKill(to: process.processIdentifier)
        waitForExit()
    }

    /// Waits for the child to end (it waits on the exit itself: `waitUntilExit()` polls its
    /// run loop) and returns what it wrote on standard error.
    @discardableResult
    package func waitForExit() -> String {
        exited.wait()
        exited.signal()
        try? input.fileHandleForWriting.close()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Whether the child ended by a signal (SIGKILL) rather than by exiting.
    package var wasKilled: Bool { process.terminationReason == .uncaughtSignal }
}

/// SIGKILL: the process stops at once, with no chance to do anything more.
private func sendKill(to process: Int32) {
    _ = kill(process, SIGKILL)
}
