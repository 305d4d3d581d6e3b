import Foundation

// A child process for crash tests: the first argument names the probe, the rest are its own.
// Each probe lives in its own file and reports its progress on standard output, one line a
// step, so a test can kill it with SIGKILL after a chosen number of steps without sleeping.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "log": LogCrashProbe.run(arguments)
case "persistence": PersistenceCrashProbe.run(arguments)
case "progress": ProgressCrashProbe.run(arguments)
default:
    FileHandle.standardError.write(
        Data("usage: crash-probe log ... | crash-probe persistence FILE transaction|one-by-one\n".utf8))
    exit(64)
}
