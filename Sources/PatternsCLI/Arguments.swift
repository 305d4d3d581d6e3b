import CatalogKit

/// The options a command accepts: flags (`--json`) and options with a value (`--family F`).
struct OptionSpec {
    var flags: [String] = []
    var valued: [String] = []
}

/// One command's arguments after parsing: positionals, flags and valued options.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

enum ArgumentParser {
    /// Splits `arguments` by `spec`. Accepts `--name value`, `--name=value`, and `--` to end options.
    static func parse(_ arguments: [String], spec: OptionSpec, command: String) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if spec.flags.contains(name) {
                if inlineValue != nil {
                    throw .optionTakesNoValue(name, command: command)
                }
                parsed.flags.insert(name)
            } else if spec.valued.contains(name) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else {
                    throw .optionNeedsValue(name, command: command)
                }
            } else {
                throw .unknownOption(name, command: command, known: spec.flags + spec.valued)
            }
        }
        return parsed
    }
}
