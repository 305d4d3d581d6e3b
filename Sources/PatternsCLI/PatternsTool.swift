import CatalogKit
import ExampleKit
import StudyKit

/// The `patterns` command-line tool, as a function that tests call directly.
///
/// ```swift
/// let status = await PatternsTool.main(["list", "--family", "behavioral"], console: console)
/// ```
/// Exit codes: 0 success; 1 an example failed or docs are stale; 64 usage error; 65 a
/// malformed catalogue entry or a damaged progress file. It never traps on any argument list.
public enum PatternsTool {
    public static let exitSuccess: Int32 = 0
    public static let exitFailure: Int32 = 1
    public static let exitUsage: Int32 = 64
    public static let exitMalformedEntry: Int32 = 65
    /// A command that reads the SwiftPatterns checkout (`docs`) run outside one (EX_NOINPUT).
    public static let exitNotInPackage: Int32 = 66

    /// Runs the tool with `arguments` (without the program name).
    public static func main(_ arguments: [String], console: Console) async -> Int32 {
        await Session(registry: .standard, console: console).run(arguments)
    }

    /// Runs the tool over a different catalogue (tests use it for broken entries).
    package static func main(
        _ arguments: [String], console: Console, catalogFiles: [TextFile]
    ) async -> Int32 {
        let registry = Registry(catalogFiles: catalogFiles, modules: Registry.standard.modules)
        return await Session(registry: registry, console: console).run(arguments)
    }
}

/// One invocation of the tool.
struct Session {
    let registry: Registry
    let console: Console
    let style: TextStyle
    /// The day the study commands schedule by: read from the console's clock the first time
    /// a command asks, then kept, so a session that runs past midnight counts as one day (and
    /// the commands that never ask do not load the time zone).
    private let day: Memo<StudyDay>
    var today: StudyDay { day.value }

    init(registry: Registry, console: Console) {
        self.registry = registry
        self.console = console
        style = TextStyle(colors: console.colors, width: console.width)
        day = Memo { [console] in StudyDay(date: console.now(), timeZone: console.timeZone ?? .current) }
    }

    func out(_ text: String) { console.write(text) }

    /// Writes to standard error, always plain: errors are read by people and by scripts.
    func err(_ text: String) {
        console.writeError(text)
    }

    func run(_ arguments: [String]) async -> Int32 {
        do {
            return try await dispatch(arguments)
        } catch let error as UsageError {
            // One line: what was wrong, and either the nearest match or where to look.
            err("patterns: \(error.message)\n")
            return PatternsTool.exitUsage
        } catch let error as CatalogErrors {
            let files = Set(error.errors.map(\.file)).count
            let problems = error.errors.count == 1 ? "a problem" : "\(error.errors.count) problems"
            err("patterns: the catalogue has \(problems) in \(files == 1 ? "one entry" : "\(files) entries"):\n")
            for problem in error.errors.prefix(50) {
                err("\(problem)\n")
            }
            if error.errors.count > 50 { err("… and \(error.errors.count - 50) more\n") }
            return PatternsTool.exitMalformedEntry
        } catch let error as ProgressError {
            // The path, what is wrong, and how to recover; a damaged file is left as it is.
            err("patterns: \(error.description)\n")
            return error.exitStatus
        } catch let error as CommandFailure {
            err("patterns: \(error.message)\n")
            return error.status
        } catch {
            err("patterns: \(error)\n")
            return PatternsTool.exitFailure
        }
    }

    func dispatch(_ arguments: [String]) async throws -> Int32 {
        guard let first = arguments.first else {
            out(Help.overview)
            return PatternsTool.exitSuccess
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help", "help":
            return try help(first == "help" ? rest : [])
        case "--version", "-V", "version":
            guard rest.isEmpty else {
                throw UsageError.arguments(command: first, expected: "takes no arguments", got: rest)
            }
            out("patterns \(Help.version)\n")
            return PatternsTool.exitSuccess
        default:
            break
        }
        guard let command = Commands.named(first) else {
            if first.hasPrefix("-") {
                throw UsageError.unknownToolOption(first, candidates: ["--help", "--version"])
            }
            throw UsageError.unknownCommand(first, candidates: Commands.all.map(\.name))
        }
        if rest.contains(where: { $0 == "-h" || $0 == "--help" }) && !rest.contains("--") {
            out(Help.text(for: command))
            return PatternsTool.exitSuccess
        }
        return try await command.run(self, rest)
    }

    func help(_ arguments: [String]) throws(UsageError) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help"), let command = Commands.named("help") {
            out(Help.text(for: command))
            return PatternsTool.exitSuccess
        }
        guard let name = arguments.first else {
            out(Help.overview)
            return PatternsTool.exitSuccess
        }
        guard arguments.count == 1 else {
            throw .arguments(command: "help", expected: "takes one command name", got: arguments)
        }
        guard let command = Commands.named(name) else {
            throw .noHelpTopic(name, candidates: Commands.all.map(\.name))
        }
        out(Help.text(for: command))
        return PatternsTool.exitSuccess
    }

    // MARK: - Shared helpers

    /// The catalogue, validated (see ``Registry/catalog()``).
    func loadCatalog() throws(CatalogErrors) -> Catalog {
        try registry.catalog()
    }

    /// The index `search` ranks `query` with, built from the catalogue and its synonym table
    /// for this query alone (see `SearchIndex(catalog:synonyms:for:)`).
    func searchIndex(for query: String) throws(CatalogErrors) -> SearchIndex {
        let catalog = try loadCatalog()
        return SearchIndex(catalog: catalog, synonyms: try Synonyms.read(from: registry.catalogFiles), for: query)
    }

    /// The entry named by `word`, or a usage error that suggests the nearest id.
    func entry(_ word: String, in catalog: Catalog, command: String) throws(UsageError) -> Entry {
        if let entry = catalog.resolve(word) { return entry }
        throw .unknownEntry(word, command: command, suggestion: catalog.suggestion(for: word))
    }

    /// The family named by `text` (the value of a `--family` option), if given.
    func family(_ text: String?, command: String) throws(UsageError) -> Family? {
        guard let text else { return nil }
        if let family = registry.families.first(where: { $0.id == text.lowercased() }) { return family }
        throw .unknownFamily(text, command: command, families: registry.families.map(\.id))
    }

    /// Runs the example of `entry` and returns its transcript.
    /// The transcripts of every entry of `entries` that has an example, by id, played in one
    /// turn of the examples' gate (``ExampleRunner/runEach(_:)``).
    func playEach(_ entries: [Entry]) async throws -> [String: Transcript] {
        let runnable = entries.compactMap { entry in registry.example(id: entry.id).map { (id: entry.id, type: $0) } }
        let results = try await ExampleRunner.runEach(runnable.map { $0.type.init() })
        var transcripts: [String: Transcript] = [:]
        for (id, result) in zip(runnable.map(\.id), results) {
            transcripts[id] = try result.mapError { Self.failure(of: id, $0) }.get()
        }
        return transcripts
    }

    func play(_ entry: Entry) async throws -> Transcript {
        guard let example = registry.example(id: entry.id) else {
            throw CommandFailure(message: "the entry '\(entry.id)' has no runnable example yet")
        }
        do {
            return try await ExampleRunner.run(example.init())
        } catch {
            throw Self.failure(of: entry.id, error)
        }
    }

    private static func failure(of id: String, _ error: any Error) -> CommandFailure {
        CommandFailure(message: "the example '\(id)' failed: \(error)")
    }
}

/// A command that could not do its job (exit 1).
struct CommandFailure: Error {
    var message: String
    /// The process's exit status: 1 unless the failure has a code of its own.
    var status: Int32 = PatternsTool.exitFailure
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
