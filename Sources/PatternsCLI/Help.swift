/// The help texts of the tool and of each command.
enum Help {
    static let version = "0.1.0"

    static var overview: String {
        var lines = [
            "patterns — a design-pattern catalogue you can run, on one small app domain (Futubra)",
            "",
            "Usage: patterns <command> [arguments]",
            "",
            "Commands:",
        ]
        for command in Commands.all {
            lines.append("  " + command.name.padded(to: 10) + command.summary)
        }
        lines += [
            "",
            "Options:",
            "  -h, --help   help for the tool or a command (patterns run --help)",
            "  --version    the version",
            "",
            "Examples:",
            "  patterns list --family behavioral",
            "  patterns explain observer",
            "  patterns run command --trace",
            "  patterns search undo",
            "  patterns compare adapter decorator proxy",
            "  patterns quiz observer --count 3",
            "  patterns review",
            "  patterns progress",
            "  swift run -c release patterns bench --quick",
            "  patterns drill observer && cd drill-observer && swift test",
            "",
            "Exit status: 0 success, 1 an example failed or docs are stale,",
            "64 usage error, 65 malformed catalogue entry or damaged progress file.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(for command: Command) -> String {
        var lines = [
            "Usage: \(command.usage)", "", command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".",
        ]
        if !command.details.isEmpty {
            lines += ["", command.details]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
