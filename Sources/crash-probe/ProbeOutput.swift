import Foundation

/// How a probe talks to the test that runs it: one progress line at a time on standard
/// output, written at once (no buffering, so the test sees each step as it happens), and a
/// failure on standard error with exit status 1.
enum ProbeOutput {
    /// Writes `line` and a newline to standard output.
    static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `message` to standard error and ends the process with status 1.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("crash-probe: " + message + "\n").utf8))
        exit(1)
    }
}
