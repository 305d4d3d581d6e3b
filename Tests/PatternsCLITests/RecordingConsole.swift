import Foundation
import PatternsCLI
import Synchronization

/// A console that records what the tool wrote, for assertions, and plays the lines a learner
/// types from a script.
final class RecordingConsole: Sendable {
    private let state = Mutex((out: "", err: ""))
    private let input: Mutex<[String]>
    private let interactive: Bool
    private let now: Date

    /// `input` is what standard input holds, one line each (then its end); `interactive`
    /// says whether it is a terminal; `now` is the clock's one instant (read in UTC).
    init(input: [String] = [], interactive: Bool = false, now: Date = Date(timeIntervalSince1970: 1_779_796_800)) {
        self.input = Mutex(input)
        self.interactive = interactive
        self.now = now
    }

    /// The lines of the input not read yet.
    var unread: [String] { input.withLock { $0 } }

    var out: String { state.withLock { $0.out } }
    var err: String { state.withLock { $0.err } }

    func console(
        isTerminal: Bool = false, width: Int = 80, environment: [String: String] = [:],
        currentDirectory: String = packageRoot
    ) -> Console {
        let now = self.now
        return Console(
            write: { text in self.state.withLock { $0.out += text } },
            writeError: { text in self.state.withLock { $0.err += text } },
            readLine: { self.input.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
            isTerminal: isTerminal, isInteractive: interactive, width: width, environment: environment,
            currentDirectory: currentDirectory, now: { now }, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }
}

/// The package root, found from this file's path (Tests/PatternsCLITests/…).
let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

/// Runs the tool and returns its status with what it wrote.
func runTool(
    _ arguments: [String], isTerminal: Bool = false, width: Int = 80, environment: [String: String] = [:],
    catalogFiles: [(path: String, text: String)]? = nil, currentDirectory: String = packageRoot
) async -> (status: Int32, out: String, err: String) {
    let recorder = RecordingConsole()
    let console = recorder.console(
        isTerminal: isTerminal, width: width, environment: environment, currentDirectory: currentDirectory)
    let status =
        if let catalogFiles {
            await PatternsTool.main(arguments, console: console, catalogFiles: catalogFiles)
        } else {
            await PatternsTool.main(arguments, console: console)
        }
    return (status, recorder.out, recorder.err)
}
