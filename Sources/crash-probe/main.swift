// Child processes that tests start and kill with SIGKILL at seeded random moments. The first
// argument names the probe; each probe lives in its own file and reports its progress as
// lines on standard output, which the test reads to choose when to kill.
let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "persistence": PersistenceCrashProbe.run(arguments)
default: ProbeOutput.fail("usage: crash-probe persistence FILE transaction|one-by-one")
}
