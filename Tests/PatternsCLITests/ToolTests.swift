import CatalogContent
import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

@Suite("The patterns tool: help, errors and exit codes", .timeLimit(.minutes(3)), .watchdog)
struct ToolTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("with no arguments, or -h, or --help, it prints the overview and succeeds") {
            for arguments in [[], ["-h"], ["--help"], ["help"]] {
                let result = await runTool(arguments)
                expect(result.status, equals: 0)
                expect(result.out.contains("Usage: patterns <command>"))
                expect(result.err.isEmpty)
            }
        },
        Check("every command has help, by 'help <command>' and by '<command> --help'") {
            for command in Commands.all.map(\.name) {
                let viaHelp = await runTool(["help", command])
                let viaFlag = await runTool([command, "--help"])
                expect(viaHelp.status, equals: 0)
                expect(viaHelp.out.hasPrefix("Usage: patterns \(command == "help" ? "help" : command)"))
                expect(viaFlag.out, equals: viaHelp.out)
            }
        },
        Check("each command's help lists exactly the options it declares, and its usage line names them") {
            for command in Commands.all {
                // The option lines of the help: two spaces, then `--name`.
                let listed = command.details.split(separator: "\n").compactMap { line -> String? in
                    let text = line.drop { $0 == " " }
                    guard line.hasPrefix("  "), text.hasPrefix("--") else { return nil }
                    return String(text.prefix { $0 != " " })
                }
                expect(listed.sorted(), equals: command.options.sorted(), "\(command.name)")
                for option in command.options {
                    expect(command.usage.contains(option), "\(command.name): the usage line lacks \(option)")
                }
            }
        },
        Check("--version prints the version only") {
            let result = await runTool(["--version"])
            expect(result.status, equals: 0)
            expect(result.out, equals: "patterns \(Help.version)\n")
        },
        Check("an unknown id suggests the nearest id and exits 64") {
            let files = [EntryFile.valid(id: "observer"), EntryFile.valid(id: "command", family: "behavioral")]
            for command in ["explain", "run", "compare"] {
                let arguments = command == "compare" ? [command, "obsrver", "command"] : [command, "obsrver"]
                let result = await runTool(arguments, catalogFiles: files)
                expect(result.status, equals: 64)
                expect(result.err.hasPrefix("patterns: no entry 'obsrver' (did you mean 'observer'?)"))
            }
        },
        Check("a malformed entry exits 65 and names the file, the line and the field") {
            let broken = TextFile(
                path: "behavioral/command.md",
                text: EntryFile.valid(id: "command", family: "behavioral").text.replacingOccurrences(
                    of: "family: behavioral", with: "family: behavioural")
            )
            for arguments in [["list"], ["explain", "command"], ["search", "x"], ["quiz"], ["run", "--all"]] {
                let result = await runTool(arguments, catalogFiles: [broken])
                expect(result.status, equals: 65)
                expect(
                    result.err.contains(
                        "Catalog/behavioral/command.md:4: family: 'behavioural' is not a family (did you mean 'behavioral'?)"
                    ))
            }
        },
        Check("colour only on a terminal, and never with NO_COLOR set") {
            let files = [EntryFile.valid(id: "observer")]
            let piped = await runTool(["list"], catalogFiles: files)
            let terminal = await runTool(["list"], isTerminal: true, catalogFiles: files)
            let noColor = await runTool(["list"], isTerminal: true, environment: ["NO_COLOR": ""], catalogFiles: files)
            expect(!piped.out.contains("\u{1B}["))
            expect(terminal.out.contains("\u{1B}["))
            expect(!noColor.out.contains("\u{1B}["))
        },
        Check("it never traps, whatever the arguments") {
            let words = [
                "list", "explain", "run", "search", "compare", "quiz", "docs", "help", "--json", "--code", "--trace",
                "--all", "--mermaid",
                "--family", "--count", "--seed", "--check", "--output", "-h", "--", "=", "", "-", "observer", "ui", "0",
                "-1", "99999999999999999999", "--family=", "--seed=-3", "☃", "--output=/nonexistent/x",
                "bench", "--quick", "--filter", "--write", "--filter=mutex,", "drill", "--solution", "--list",
                "review", "progress", "--grade", "--hint", "--brief",
            ]
            // A drill writes a folder: into a scratch folder, never the checkout or an absolute path.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            var generator = SplitMix64(seed: 42)
            for _ in 0..<300 {
                let count = Int(generator.next() % 4)
                var arguments = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                // Never let the fuzzer rewrite the real docs/.
                if arguments.contains("docs") { arguments += ["--check"] }
                // Nor measure for seconds: a filter that matches nothing stops the bench before it starts.
                if arguments.first == "bench" { arguments += ["--filter", "no-such-mechanism"] }
                var directory = packageRoot
                if arguments.contains("drill") {
                    arguments = arguments.map { $0.hasPrefix("--output=/") ? "--output=out" : $0 }
                    directory = scratch.path
                }
                let result = await runTool(
                    arguments, catalogFiles: [EntryFile.valid(id: "observer")], currentDirectory: directory)
                expect([0, 1, 64].contains(result.status), "\(arguments) → \(result.status)")
                if result.status == 64 {
                    expect(result.err.hasPrefix("patterns: "), "\(arguments)")
                }
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "an unknown command or option is a one-line error with the nearest match, and exit 64",
        arguments: [
            (["lst"], "unknown command 'lst' (did you mean 'list'?)"),
            (["--verison"], "unknown option '--verison' (did you mean '--version'?)"),
            (["list", "--famly", "ui"], "unknown option '--famly' for 'list' (did you mean '--family'?)"),
            (["list", "--family", "structurl"], "no family 'structurl' (did you mean 'structural'?)"),
            (["list", "--json=yes"], "option '--json' takes no value"),
            (["quiz", "--count", "zero"], "'--count' needs a positive whole number, got 'zero'"),
            (["explain"], "'explain' takes exactly one id, got none"),
            (["run"], "'run' needs at least one id, or --all"),
            (["help", "nope"], "no command 'nope'"),
        ])
    func usageErrors(arguments: [String], message: String) async {
        let result = await runTool(arguments)
        expect(result.status, equals: 64)
        expect(result.out.isEmpty)
        let lines = result.err.split(separator: "\n")
        expect(lines.first?.contains(message), equals: true, "\(result.err)")
        expect(lines.count, equals: 1)
    }

}

/// Minimal valid entry files for tool tests.
enum EntryFile {
    static func valid(id: String, family: String = "communication") -> TextFile {
        let sections = [
            "Intent": "Do \(id) things. More.",
            "Structure": "```mermaid\nclassDiagram\n    class NotificationCenter {\n        <<Foundation>>\n    }\n```",
            "Interview questions": "### Q: One?\nA.\n\n### Q: Two?\nB.\n\n### Q: Three?\nC.",
        ]
        let titles = SectionTitle.required.map(\.rawValue)
        var text = "---\nid: \(id)\nname: \(id.capitalized)\nfamily: \(family)\n---\n"
        for title in titles {
            text += "\n## \(title)\n\n\(sections[title] ?? "Text about \(title).")\n"
        }
        return TextFile(path: "\(family)/\(id).md", text: text)
    }
}
