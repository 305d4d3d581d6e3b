import CatalogKit

/// A mistake in how the tool was called: exit 64, with one line that says what was wrong.
///
/// Each case carries the facts; ``message`` is the only place that words them, adds the
/// did-you-mean suggestion, and decides whether to point at `patterns help <command>`
/// (a message that already names the fix does not).
enum UsageError: Error, Equatable {
    /// A first word that is neither a command nor `--help`/`--version`.
    case unknownCommand(String, candidates: [String])
    /// A first word that looks like an option but is not one of the tool's.
    case unknownToolOption(String, candidates: [String])
    /// `patterns help X` with no command X.
    case noHelpTopic(String, candidates: [String])
    /// An option the command does not take.
    case unknownOption(String, command: String, known: [String])
    /// A flag given a value (`--json=yes`).
    case optionTakesNoValue(String, command: String)
    /// A valued option with nothing after it.
    case optionNeedsValue(String, command: String)
    /// A value an option cannot take, with what it needs (`a positive whole number`).
    case invalidValue(option: String, value: String, expected: String, command: String)
    /// Arguments the command does not take, or not that many (`takes exactly one id, got none`).
    case arguments(command: String, expected: String, got: [String])
    /// An id, name or alias that is no entry.
    case unknownEntry(String, command: String, suggestion: String?)
    /// The same entry named twice where each must differ.
    case repeatedEntry(String, command: String)
    /// A family that does not exist.
    case unknownFamily(String, command: String, families: [String])
    /// Two options that cannot be given together (`--write` with `--filter`).
    case conflictingOptions(String, String, command: String)
    /// A filter that selects nothing, with the words it could have matched.
    case nothingMatches(String, command: String, candidates: [String])
    /// An entry that has no drill (yet), with the ids that have one.
    case notDrillable(String, drillable: [String])
    /// A folder to write into that already holds files.
    case folderNotEmpty(String, command: String)
    /// A path to write a folder at that is a file.
    case notAFolder(String, command: String)

    /// The command whose help the message points to, if any.
    var command: String? {
        switch self {
        case .unknownCommand, .unknownToolOption, .noHelpTopic: nil
        case .unknownOption(_, let command, _), .optionTakesNoValue(_, let command),
            .optionNeedsValue(_, let command), .invalidValue(_, _, _, let command),
            .arguments(let command, _, _), .unknownEntry(_, let command, _), .repeatedEntry(_, let command),
            .unknownFamily(_, let command, _), .conflictingOptions(_, _, let command),
            .nothingMatches(_, let command, _), .folderNotEmpty(_, let command), .notAFolder(_, let command):
            command
        case .notDrillable: "drill"
        }
    }

    /// The whole line the tool prints after `patterns: `.
    var message: String {
        let (text, namesTheFix) = wording
        guard !namesTheFix else { return text }
        return text + "; see '\(command.map { "patterns help \($0)" } ?? "patterns help")'"
    }

    /// What went wrong, and whether that text already tells the reader what to do.
    private var wording: (String, namesTheFix: Bool) {
        switch self {
        case .unknownCommand(let word, let candidates):
            let hint = Suggestion.hint(for: word, in: candidates)
            return ("unknown command '\(word)'\(hint)", !hint.isEmpty)
        case .unknownToolOption(let word, let candidates):
            let hint = Suggestion.hint(for: word, in: candidates)
            return ("unknown option '\(word)'\(hint)", !hint.isEmpty)
        case .noHelpTopic(let word, let candidates):
            let hint = Suggestion.hint(for: word, in: candidates)
            return ("no command '\(word)'\(hint)", !hint.isEmpty)
        case .unknownOption(let option, let command, let known):
            let hint = Suggestion.hint(for: option, in: known)
            let valid = known.isEmpty ? "it takes no options" : "its options are \(known.joined(separator: ", "))"
            return ("unknown option '\(option)' for '\(command)'\(hint); \(valid)", true)
        case .optionTakesNoValue(let option, _):
            return ("option '\(option)' takes no value", false)
        case .optionNeedsValue(let option, _):
            return ("option '\(option)' needs a value", false)
        case .invalidValue(let option, let value, let expected, _):
            return ("'\(option)' needs \(expected), got '\(value)'", false)
        case .arguments(let command, let expected, let got):
            let given = got.isEmpty ? "none" : got.map { "'\($0)'" }.joined(separator: ", ")
            return ("'\(command)' \(expected), got \(given)", false)
        case .unknownEntry(let word, _, let suggestion):
            return ("no entry '\(word)'\(Suggestion.hint(suggestion)); 'patterns list' shows every id", true)
        case .repeatedEntry(let id, _):
            return ("'\(id)' is named twice", false)
        case .unknownFamily(let word, _, let families):
            let hint = Suggestion.hint(for: word, in: families)
            return ("no family '\(word)'\(hint); families are \(families.joined(separator: ", "))", true)
        case .conflictingOptions(let first, let second, _):
            return ("'\(first)' cannot be combined with '\(second)'", false)
        case .nothingMatches(let filter, _, let candidates):
            let words = filter.split { $0 == " " || $0 == "," }.map(String.init)
            let hint = words.count == 1 ? Suggestion.hint(for: filter, in: candidates) : ""
            return ("nothing matches '\(filter)'\(hint)", false)
        case .notDrillable(let id, let drillable):
            return (
                "'\(id)' has no drill yet; the drills are \(drillable.joined(separator: ", ")) ('patterns drill --list')",
                true
            )
        case .folderNotEmpty(let folder, _):
            return ("'\(folder)' is not empty; a drill is written only into a new or empty folder (--output DIR)", true)
        case .notAFolder(let path, _):
            return ("'\(path)' is a file, not a folder; choose another with --output DIR", true)
        }
    }
}
