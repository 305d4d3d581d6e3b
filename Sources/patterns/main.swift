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

/// Writes the whole of `text` to the file descriptor `descriptor`, again after a partial write
/// or an interrupted one; stops at any other error (a reader that went away). Straight from
/// the string's bytes: no `Data` copy, no `FileHandle` (a measurable part of `list`'s run).
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

let console = Console(
    write: { text in writeAll(text, to: STDOUT_FILENO) },
    writeError: { text in writeAll(text, to: STDERR_FILENO) },
    readLine: { Swift.readLine() },
    isTerminal: isatty(STDOUT_FILENO) == 1,
    isInteractive: isatty(STDIN_FILENO) == 1,
    width: terminalWidth(),
    environment: environment,
    currentDirectory: FileManager.default.currentDirectoryPath
)

let status = await PatternsTool.main(Array(CommandLine.arguments.dropFirst()), console: console)
exit(status)
