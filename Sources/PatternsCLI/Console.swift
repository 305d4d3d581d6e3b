import Foundation

/// Where the tool writes and what it knows of its surroundings.
///
/// The real console (in the `patterns` executable) writes to stdout and stderr; tests pass a
/// ``Console`` that records what was written. `PatternsCLI` itself never prints.
public struct Console: Sendable {
    /// Writes text to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads a line from standard input; `nil` at end of input.
    public var readLine: @Sendable () -> String?
    /// Whether standard output is a terminal.
    public var isTerminal: Bool
    /// Whether standard input is a terminal (the quiz waits for Enter only then).
    public var isInteractive: Bool
    /// The terminal's width in columns (80 when unknown).
    public var width: Int
    /// The environment variables (`NO_COLOR` turns colour off).
    public var environment: [String: String]
    /// The working directory, where `patterns docs` starts looking for the package.
    public var currentDirectory: String
    /// The clock the study commands read today's date from, once per run (`quiz`, `review`
    /// and `progress` schedule by day); tests pass a fixed instant.
    public var now: @Sendable () -> Date
    /// The time zone that decides which day `now` falls on; nil for the system's, looked up
    /// only when a study command needs the day.
    public var timeZone: TimeZone?
    /// Runs a program (`arguments`, the first its name, looked up in `PATH`) in `folder`,
    /// passing what it writes to its standard output and error to `output` as it comes, and
    /// returns its exit status. `patterns drill check` runs `swift test` with it; tests pass
    /// a stand-in.
    public var runProgram:
        @Sendable (_ arguments: [String], _ folder: String, _ output: @Sendable (String) -> Void) -> Int32

    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable () -> String? = { nil },
        isTerminal: Bool = false,
        isInteractive: Bool = false,
        width: Int = 80,
        environment: [String: String] = [:],
        currentDirectory: String = ".",
        now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone? = nil,
        runProgram:
            @escaping @Sendable (_ arguments: [String], _ folder: String, _ output: @Sendable (String) -> Void)
            -> Int32 = Console.runChild
    ) {
        self.write = write
        self.writeError = writeError
        self.readLine = readLine
        self.isTerminal = isTerminal
        self.isInteractive = isInteractive
        self.width = width
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.now = now
        self.timeZone = timeZone
        self.runProgram = runProgram
    }

    /// Runs `arguments` as a child process in `folder` (through `/usr/bin/env`, which finds
    /// the program in `PATH`), its standard output and error both passed to `output`; 127
    /// when it cannot be started, as a shell says.
    public static func runChild(_ arguments: [String], folder: String, output: @Sendable (String) -> Void) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder, isDirectory: true)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            output("could not start \(arguments.joined(separator: " ")): \(error.localizedDescription)\n")
            return 127
        }
        // The parent's copy of the write end is closed once the child has it, so reading
        // ends when the child (and anything it started) closes its output.
        try? pipe.fileHandleForWriting.close()
        let reader = pipe.fileHandleForReading
        while true {
            let data = reader.availableData
            if data.isEmpty { break }
            output(String(decoding: data, as: UTF8.self))
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Colour only on a terminal, and never with `NO_COLOR` set to anything.
    var colors: Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
