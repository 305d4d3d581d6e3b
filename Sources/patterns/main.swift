import Foundation
import PatternsCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The only code in the package that writes to stdout and stderr.

/// The environment, read once (building it is a measurable part of the tool's start-up).
let environment = ProcessInfo.processInfo.environment

/// The terminal's width in columns, from `COLUMNS` or the terminal itself; 80 when unknown.
func terminalWidth() -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
        return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return Int(size.ws_col)
    }
    return 80
}

let console = Console(
    write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
    readLine: { Swift.readLine() },
    isTerminal: isatty(STDOUT_FILENO) == 1,
    isInteractive: isatty(STDIN_FILENO) == 1,
    width: terminalWidth(),
    environment: environment,
    currentDirectory: FileManager.default.currentDirectoryPath
)

let status = await PatternsTool.main(Array(CommandLine.arguments.dropFirst()), console: console)
exit(status)
