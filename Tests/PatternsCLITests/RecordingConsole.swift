import PatternsCLI
import Synchronization

/// A console that records what the tool wrote, for assertions.
final class RecordingConsole: Sendable {
    private let state = Mutex((out: "", err: ""))

    var out: String { state.withLock { $0.out } }
    var err: String { state.withLock { $0.err } }

    func console(
        isTerminal: Bool = false, width: Int = 80, environment: [String: String] = [:],
        currentDirectory: String = packageRoot
    ) -> Console {
        Console(
            write: { text in self.state.withLock { $0.out += text } },
            writeError: { text in self.state.withLock { $0.err += text } },
            isTerminal: isTerminal, width: width, environment: environment, currentDirectory: currentDirectory)
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
