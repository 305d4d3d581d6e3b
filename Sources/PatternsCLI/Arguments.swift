/// The options of one command, declared once as an enum of their spellings: a command reads
/// its arguments through these keys, so asking for an option it does not declare does not
/// compile (see ``Commands``).
///
/// ```swift
/// enum ListOption: String, CommandOption {
///     case json = "--json", family = "--family"
///     var takesValue: Bool { self == .family }
/// }
/// arguments.has(.json)          // a flag given?
/// arguments.value(.family)      // an option's value, if given
/// ```
protocol CommandOption: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// Whether the option takes a value (`--family F`) rather than being a flag (`--json`).
    var takesValue: Bool { get }
}

/// The options of a command that takes none.
enum NoOption: CommandOption {
    init?(rawValue: String) { nil }
    var rawValue: String { switch self {} }
    static var allCases: [NoOption] { [] }
    var takesValue: Bool { switch self {} }
}

/// One command's arguments after parsing: its positionals, and the options given.
struct Arguments<Option: CommandOption> {
    var positionals: [String] = []
    private(set) var flags: Set<Option> = []
    private(set) var values: [Option: String] = [:]

    /// Whether the flag `option` was given.
    func has(_ option: Option) -> Bool { flags.contains(option) }

    /// The value given to `option`, if it was.
    func value(_ option: Option) -> String? { values[option] }

    /// Splits `arguments` by the options `Option` declares. Accepts `--name value`,
    /// `--name=value`, and `--` to end options.
    static func parse(_ arguments: [String], command: String) throws(UsageError) -> Arguments {
        var parsed = Arguments()
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
            guard let option = Option(rawValue: name) else {
                throw .unknownOption(name, command: command, known: Option.allCases.map(\.rawValue))
            }
            if !option.takesValue {
                if inlineValue != nil {
                    throw .optionTakesNoValue(name, command: command)
                }
                parsed.flags.insert(option)
            } else if let inlineValue {
                parsed.values[option] = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                parsed.values[option] = arguments[index]
                index += 1
            } else {
                throw .optionNeedsValue(name, command: command)
            }
        }
        return parsed
    }
}
