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
    /// The time zone that decides which day `now` falls on.
    public var timeZone: TimeZone

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
        timeZone: TimeZone = .current
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
    }

    /// Colour only on a terminal, and never with `NO_COLOR` set to anything.
    var colors: Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
